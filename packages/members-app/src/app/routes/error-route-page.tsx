import { useLocation } from 'react-router';
import { z } from 'zod';
import { ErrorPage } from '../../components/errors/error-page.js';

/** What a redirect to /error may carry in the navigation state (validated: state is untyped). */
const errorStateSchema = z.object({
  statusCode: z.number().int().min(400).max(599).default(500),
  message: z.string().max(500).optional(),
});

export function ErrorRoutePage() {
  const { state } = useLocation();
  const parsed = errorStateSchema.safeParse(state ?? {});
  const details = parsed.success ? parsed.data : { statusCode: 500, message: undefined };
  return <ErrorPage statusCode={details.statusCode} message={details.message} />;
}

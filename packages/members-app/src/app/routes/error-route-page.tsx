import { useLocation } from 'react-router';
import { ErrorPage } from '../../components/errors/error-page.js';

interface ErrorDetails {
  statusCode: number;
  message: string | undefined;
}

/**
 * What a redirect to /error may carry in the navigation state (untyped, so checked): a status
 * code 400–599 (500 when absent) and an optional message of at most 500 characters; anything else
 * shows the plain 500 page. Checked by hand: this page is in the app's first bundle so it renders
 * even when chunks cannot load, and that bundle carries no schema library.
 */
export function readErrorState(state: unknown): ErrorDetails {
  const fallback: ErrorDetails = { statusCode: 500, message: undefined };
  if (state === null || state === undefined) return fallback;
  if (typeof state !== 'object') return fallback;
  const { statusCode = 500, message } = state as Record<string, unknown>;
  const validStatus =
    typeof statusCode === 'number' && Number.isInteger(statusCode) && statusCode >= 400 && statusCode <= 599;
  const validMessage = message === undefined || (typeof message === 'string' && message.length <= 500);
  return validStatus && validMessage ? { statusCode, message } : fallback;
}

export function ErrorRoutePage() {
  const { state } = useLocation();
  const details = readErrorState(state);
  return <ErrorPage statusCode={details.statusCode} message={details.message} />;
}

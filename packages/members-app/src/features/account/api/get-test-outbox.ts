import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.js';

/** request_details of GET /test-mode/outbox (notify module; test mode only). */
const testOutboxSchema = z.looseObject({
  messages: z.array(
    z.looseObject({
      id: z.string(),
      channel: z.string(),
      recipient: z.string(),
      template: z.string(),
      subject: z.string(),
      text_body: z.string(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
});

const pageSize = 50;
const refreshMs = 5000;

/** The latest outbox messages, of one recipient when `recipient` is not empty. */
export async function getTestOutbox(recipient: string) {
  const answer = await apiClient().testModeOutbox({
    query: recipient === '' ? { limit: pageSize } : { to: recipient, limit: pageSize },
  });
  return testOutboxSchema.parse(answer.request_details);
}

/** Asked again every 5 s; not after a failure (the API answers 404 in live mode). */
export function useTestOutbox(recipient: string) {
  return useQuery({
    queryKey: ['test-mode', 'outbox', recipient],
    queryFn: () => getTestOutbox(recipient),
    refetchInterval: (query) => (query.state.status === 'error' ? false : refreshMs),
    retry: false,
  });
}

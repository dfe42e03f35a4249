import { z } from 'zod';

/** request_details of GET /test-mode/outbox (notify module; test mode only). */
export const testOutboxSchema = z.looseObject({
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

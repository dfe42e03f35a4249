import { z } from 'zod';
import {
  maxOutboxPageSize,
  outboxMessageParamsSchema,
  outboxMessageQuerySchema,
  outboxMessageWireSchema,
  outboxQuerySchema,
} from '../../schemas/outbox-message.js';
import { defineEndpoint } from '../endpoint.js';

/** Who may read the test-mode outbox (the handler checks it; the row stays `public` for the loopback case). */
const outboxAccess =
  "Answers a signed-in operator of the brand (every message of the brand), or a caller on a loopback connection (the socket address, not a header; never with TRUST_PROXY) naming one recipient with `to` (that recipient's messages); anyone else gets 403.";

/** Notifications: the test-mode outbox (the notify module registers it in test mode only). */
export const notifyEndpoints = {
  /** The latest outbox messages, `?to=` one recipient, `limit` ≤ 100. */
  testModeOutbox: defineEndpoint({
    method: 'GET',
    path: '/test-mode/outbox',
    auth: 'public',
    summary: 'Test mode: the latest outbox messages, newest first',
    description: `Every email and SMS the platform queued, optionally for one recipient. At most ${maxOutboxPageSize} per page. Exists only in test mode. ${outboxAccess}`,
    tags: ['test mode'],
    request: { query: outboxQuerySchema },
    details: z.object({ messages: z.array(outboxMessageWireSchema) }),
  }),
  testModeOutboxMessage: defineEndpoint({
    method: 'GET',
    path: '/test-mode/outbox/{id}',
    auth: 'public',
    summary: 'Test mode: one outbox message',
    description: `Exists only in test mode. ${outboxAccess} (here: the message's recipient)`,
    tags: ['test mode'],
    request: { params: outboxMessageParamsSchema, query: outboxMessageQuerySchema },
    details: z.object({ message: outboxMessageWireSchema }),
  }),
} as const;

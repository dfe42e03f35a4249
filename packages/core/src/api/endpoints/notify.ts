import { z } from 'zod';
import {
  maxOutboxPageSize,
  outboxMessageParamsSchema,
  outboxMessageWireSchema,
  outboxQuerySchema,
} from '../../schemas/outbox-message.js';
import { defineEndpoint } from '../endpoint.js';

/** Notifications: the test-mode outbox (the notify module registers it in test mode only). */
export const notifyEndpoints = {
  /** The latest outbox messages, `?to=` one recipient, `limit` ≤ 100. */
  testModeOutbox: defineEndpoint({
    method: 'GET',
    path: '/test-mode/outbox',
    auth: 'public',
    summary: 'Test mode: the latest outbox messages, newest first',
    description: `Every email and SMS the platform queued, optionally for one recipient. At most ${maxOutboxPageSize} per page. Exists only in test mode.`,
    tags: ['test mode'],
    request: { query: outboxQuerySchema },
    details: z.object({ messages: z.array(outboxMessageWireSchema) }),
  }),
  testModeOutboxMessage: defineEndpoint({
    method: 'GET',
    path: '/test-mode/outbox/{id}',
    auth: 'public',
    summary: 'Test mode: one outbox message',
    tags: ['test mode'],
    request: { params: outboxMessageParamsSchema },
    details: z.object({ message: outboxMessageWireSchema }),
  }),
} as const;

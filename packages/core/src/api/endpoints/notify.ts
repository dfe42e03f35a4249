import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import type { QueryParams } from '../request-bodies.js';
import { unchecked } from '../unchecked.js';

/** Notifications: the test-mode outbox (the notify module registers it in test mode only). */
export const notifyEndpoints = {
  /** The latest outbox messages, `?to=` one recipient, `limit` ≤ 100. */
  testModeOutbox: defineEndpoint({
    method: 'GET',
    path: '/test-mode/outbox',
    auth: 'public',
    summary: 'Test mode: the notification outbox',
    tags: ['test mode'],
    request: { query: unchecked<QueryParams | undefined>() },
    details: unchecked<unknown>(),
  }),
  testModeOutboxMessage: defineEndpoint({
    method: 'GET',
    path: '/test-mode/outbox/{id}',
    auth: 'public',
    summary: 'Test mode: one outbox message',
    tags: ['test mode'],
    request: { params: z.object({ id: z.string().min(1).max(200) }) },
    details: unchecked<unknown>(),
  }),
} as const;

import { z } from 'zod';
import type { JsonObject, QueryParams } from '../request-bodies.js';
import { defineEndpoint } from '../endpoint.js';
import { unchecked } from '../unchecked.js';

/** Calls that exist only in test mode (the server does not register them in live mode). */
export const testModeEndpoints = {
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
  testModeChainPay: defineEndpoint({
    method: 'POST',
    path: '/test-mode/chain/pay',
    auth: 'public',
    summary: 'Test mode: pays an address on the simulated chain',
    tags: ['test mode'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
} as const;

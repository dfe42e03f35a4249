import { defineEndpoint } from '../endpoint.js';
import type { JsonObject, QueryParams } from '../request-bodies.js';
import { unchecked } from '../unchecked.js';

/** Chains: what the operator sees of the deposit watchers, and the simulated chain of test mode. */
export const chainEndpoints = {
  listChainDeposits: defineEndpoint({
    method: 'GET',
    path: '/operator/chain/deposits',
    auth: 'operator',
    summary: 'Deposits seen on chain',
    tags: ['operator'],
    request: { query: unchecked<QueryParams | undefined>() },
    details: unchecked<unknown>(),
  }),
  listChainAlerts: defineEndpoint({
    method: 'GET',
    path: '/operator/chain/alerts',
    auth: 'operator',
    summary: 'Chain alerts (reorganisations, stuck sends)',
    tags: ['operator'],
    request: { query: unchecked<QueryParams | undefined>() },
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

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** Page size cap of the operator's chain views. */
export const maxChainOperatorPageSize = 100;

const chainDepositStatuses = ['detected', 'confirming', 'credited', 'dust', 'replaced', 'reversed'] as const;

/** A chain deposit as the operator sees it (amounts are base-unit integers as strings). */
export const chainDepositSchema = z.object({
  id: z.string(),
  chain: z.string(),
  network: z.string(),
  asset: z.string(),
  txid: z.string(),
  kind: z.string(),
  output_index: z.number().int(),
  address: z.string(),
  user_id: z.string(),
  /** Base units (integer string). */
  amount: z.string(),
  status: z.enum(chainDepositStatuses),
  confirmations: z.number().int(),
  required_confirmations: z.number().int(),
  block_height: z.string().nullable(),
  orphaned: z.boolean(),
  created_at: z.string(),
  credited_at: z.string().nullable(),
});

/** An alert the chain watchers raised about a deposit (reorganised after credit, reversed, reversal failed, …). */
export const chainAlertSchema = z.object({
  id: z.string(),
  chain: z.string(),
  network: z.string(),
  type: z.string(),
  deposit_id: z.string().nullable(),
  detail: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});

const pageLimit = z.coerce.number().int().min(1).max(maxChainOperatorPageSize).default(25);

/** Chains: what the operator sees of the deposit watchers, and the simulated chain of test mode. */
export const chainEndpoints = {
  listChainDeposits: defineEndpoint({
    method: 'GET',
    path: '/operator/chain/deposits',
    auth: 'operator',
    summary: 'Chain deposits of the operator’s brand, newest first',
    description: 'Filters: status, user_id. Amounts are base-unit integers as strings.',
    tags: ['operator'],
    request: {
      query: z.object({
        status: z.enum(chainDepositStatuses).optional(),
        user_id: z
          .string()
          .regex(/^usr_[a-z0-9]{1,60}$/, { message: 'must be a user id (usr_…)' })
          .optional(),
        limit: pageLimit,
      }),
    },
    details: z.object({ deposits: z.array(chainDepositSchema) }),
  }),
  listChainAlerts: defineEndpoint({
    method: 'GET',
    path: '/operator/chain/alerts',
    auth: 'operator',
    summary: 'Chain alerts about deposits of the operator’s brand, newest first',
    description: 'open=true lists only unresolved alerts.',
    tags: ['operator'],
    request: {
      query: z.object({ open: z.enum(['true', 'false']).default('false'), limit: pageLimit }),
    },
    details: z.object({ alerts: z.array(chainAlertSchema) }),
  }),
  testModeChainPay: defineEndpoint({
    method: 'POST',
    path: '/test-mode/chain/pay',
    auth: 'public',
    summary: 'Test mode: pay an address on the simulated chain',
    description:
      'Exists only in test mode. The payment is mined into the next simulated block and credited by the deposit watcher like any chain deposit.',
    tags: ['test mode'],
    request: {
      body: z.object({
        address: z.string().trim().min(1).max(200),
        amount: z.string().trim().min(1).max(100),
        currency: z.string().trim().toUpperCase().max(10),
      }),
    },
    details: z.object({
      txid: z.string(),
      chain: z.string(),
      currency: z.string(),
      address: z.string(),
      amount: z.string(),
    }),
  }),
  testModeChainTransaction: defineEndpoint({
    method: 'GET',
    path: '/test-mode/chain/transactions/{txid}',
    auth: 'public',
    summary: 'Test mode: a transaction of the simulated chain, as a block explorer shows it',
    description:
      'Exists only in test mode. Every output of the transaction (asset, address, decimal amount) and its confirmations (0 while it waits in the simulated mempool). Lets an integrator (and the end-to-end tests) see that coins a checkout delivered arrived at the buyer’s address. 404 for an unknown txid.',
    tags: ['test mode'],
    request: {
      params: z.object({
        txid: z
          .string()
          .trim()
          .regex(/^[0-9a-fA-F]{64}$/, 'a 64-character hex txid'),
      }),
    },
    details: z.object({
      txid: z.string(),
      chain: z.string(),
      confirmations: z.number().int().nonnegative(),
      outputs: z.array(z.object({ asset: z.string(), address: z.string(), amount: z.string() })),
    }),
  }),
  testModeChainSendFailure: defineEndpoint({
    method: 'POST',
    path: '/test-mode/chain/send-failures',
    auth: 'public',
    summary: 'Test mode: make the simulated chain refuse sends to an address, or stop refusing them',
    description:
      'Exists only in test mode (404 in live mode). With fail=true every send to the address (a checkout delivery, a withdrawal) is refused by the simulated chain as a node would refuse it: the send fails, its held coins go back, and a checkout delivery waits for an operator. fail=false clears the switch. Addresses are compared in lower case.',
    tags: ['test mode'],
    request: {
      body: z.object({
        address: z.string().trim().min(20).max(200),
        fail: z.boolean(),
        reason: z.string().trim().min(1).max(200).optional(),
      }),
    },
    details: z.object({ address: z.string(), fail: z.boolean(), reason: z.string().nullable() }),
  }),
} as const;

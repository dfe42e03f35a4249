import { createHash } from 'node:crypto';
import type { ChainNetwork } from '@platform/core/addresses';
import type { FastifyInstance } from 'fastify';
// The payouts module's index.ts lands with its own branch; the port's types are what both sides build on
// (switch this import to '../payouts/index.js' when they meet).
// eslint-disable-next-line platform/server-module-zones
import type { RequestPayout } from '../payouts/payout-port.js';
import type { ContractCheck } from './destination-checks.js';

/** What the withdrawals services need besides their arguments. */
export interface WithdrawalsContext {
  app: FastifyInstance;
  /** The chain network addresses must belong to (DEPOSIT_NETWORK). */
  network: ChainNetwork;
  /** Test mode only (WITHDRAWAL_ADDRESS_WAITING_SECONDS): replaces every brand's waiting period. */
  addressWaitingSecondsOverride?: number | undefined;
  /** eth_getCode through the Ethereum node, when one is configured. */
  contractCheck?: ContractCheck | undefined;
  /** The payouts module's requestPayout (fiat); without it fiat withdrawals answer 503. */
  requestPayout?: RequestPayout | undefined;
  /** Where links in emails point (PUBLIC_URL); else the request's brand host. */
  publicUrl?: string | undefined;
  /** The money max age of rates (RATES_MONEY_MAX_AGE_MS). */
  rateMaxAgeMs: number;
  now(): Date;
  /** Tests only: runs between the ledger hold and the send request, inside their transaction (a crash there). */
  afterHold?: (() => void) | undefined;
}

/** A stable serialization (keys sorted at every level) for the request hash of idempotency. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const requestHashOf = (body: unknown) => createHash('sha256').update(canonical(body)).digest('hex');

import type { Queryable } from '../../db/database.js';

/**
 * The payouts module's port (issue 17): how another module hands it money to pay out of the platform,
 * and how it hears the outcome. Types only; the payouts module implements them and exports them
 * from its index.ts.
 *
 * - `requestPayout` runs inside the caller's transaction (the caller has already held the amount in
 *   the ledger), is idempotent by `id` (the same id and request return the existing payout; the same
 *   id with another request is a conflict), and validates the creditor (IBAN and BIC with ibantools,
 *   SEPA currency EUR).
 * - Rails: `sepa` payouts wait for an operator's batch (an ISO 20022 pain.001 file), then are marked
 *   sent, settled or rejected by the bank; `card` payouts go to the card processor (the sandbox PSP
 *   in test mode) on the card the user paid with.
 * - Every status change after the request calls the source's outcome handler inside the same
 *   transaction as the change, so the source's ledger moves (post the hold when sent, return the
 *   funds when rejected or failed) commit or roll back with it. A handler must be idempotent.
 */
export type PayoutSource = 'withdrawal' | 'checkout_refund';
export type PayoutRail = 'sepa' | 'card';
export type PayoutStatus = 'pending' | 'batched' | 'sent' | 'settled' | 'rejected' | 'failed';

export interface SepaCreditor {
  /** The account holder's name as the bank should see it (≤ 70 characters). */
  name: string;
  iban: string;
  bic?: string;
}

export interface CardCreditor {
  /** The card's id as `GET /users/getUserCards` lists it (a PSP token reference, never a card number). */
  cardId: string;
}

export interface PayoutRequest {
  /** Idempotency key, unique per source (for example the withdrawal's id). */
  id: string;
  source: PayoutSource;
  sourceId: string;
  brandId: string;
  userId?: string;
  rail: PayoutRail;
  /** Integer minor units of `currency`. */
  amount: bigint;
  currency: string;
  creditor: SepaCreditor | CardCreditor;
  /** Unstructured remittance information (≤ 140 characters), for example the withdrawal reference. */
  remittance: string;
}

export interface PayoutRecord {
  id: string;
  source: PayoutSource;
  sourceId: string;
  rail: PayoutRail;
  status: PayoutStatus;
  amount: bigint;
  currency: string;
  batchId: string | null;
  reason: string | null;
}

export interface PayoutOutcome {
  payout: PayoutRecord;
  /** The status the payout has just reached. */
  status: Exclude<PayoutStatus, 'pending' | 'batched'>;
  reason?: string;
}

/** Called inside the transaction of the status change; must be idempotent (it may run again after a crash). */
export type PayoutOutcomeHandler = (db: Queryable, outcome: PayoutOutcome) => Promise<void>;

export type RequestPayout = (db: Queryable, request: PayoutRequest) => Promise<PayoutRecord>;

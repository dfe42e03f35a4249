import { isCryptoCurrency, isFiatCurrency } from '@platform/core';
import type { MerchantPayoutRequest as MerchantPayoutBody } from '../api/merchant-payouts.js';

export interface PayoutDraft {
  currency: string;
  amount: string;
  /** '' = the server's default (EUR) for a coin; ignored for a fiat balance. */
  payoutCurrency: string;
}

export type PayoutDraftProblem =
  | { field: 'amount'; key: 'payouts.errors.amountInvalid' }
  | { field: 'amount'; key: 'payouts.errors.amountDecimals'; decimals: number };

/** Decimals an amount of the currency may have (spec §9: crypto 8, fiat 2). */
export function payoutDecimals(currency: string): number {
  return isCryptoCurrency(currency) ? 8 : 2;
}

/**
 * The request body of a payout draft, or what is wrong with it: the amount a plain decimal greater
 * than zero with at most the currency's decimals; payout_currency only for a coin balance.
 */
export function payoutBody(
  draft: PayoutDraft,
  idempotencyKey: string,
): { ok: true; body: MerchantPayoutBody } | { ok: false; problem: PayoutDraftProblem } {
  const amount = draft.amount.trim().replace(',', '.');
  const match = /^([0-9]{1,20})(?:\.([0-9]+))?$/.exec(amount);
  if (match === null || !/[1-9]/.test(amount)) {
    return { ok: false, problem: { field: 'amount', key: 'payouts.errors.amountInvalid' } };
  }
  const decimals = payoutDecimals(draft.currency);
  if ((match[2] ?? '').length > decimals) {
    return { ok: false, problem: { field: 'amount', key: 'payouts.errors.amountDecimals', decimals } };
  }
  const body: MerchantPayoutBody = {
    currency: draft.currency as MerchantPayoutBody['currency'],
    amount,
    idempotency_key: idempotencyKey,
  };
  if (isCryptoCurrency(draft.currency) && isFiatCurrency(draft.payoutCurrency)) {
    body.payout_currency = draft.payoutCurrency;
  }
  return { ok: true, body };
}

/** A fresh idempotency key for one payout request (kept across its retries). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

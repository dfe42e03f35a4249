import { atom } from 'nanostores';
import { checkoutQuoteLockSeconds, type CheckoutQuote } from '@platform/core';
import type { FlowClient } from '../api/flow-client.js';
import type { BuyDraft } from './buy-store.js';

/** The server locks a quoted rate this long (core's checkoutQuoteLockSeconds, 180 s); the countdown shows it. */
export const quoteLockSeconds = checkoutQuoteLockSeconds;

export interface QuoteLimits {
  currency: string;
  minimum: string;
  maximum: string;
  without_kyc: string;
}

export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quote: CheckoutQuote; limits: QuoteLimits; expiresAt: number }
  /** `rejected`: the server refused the request (amount outside the limits, unknown coupon), with its message. */
  | { status: 'error'; message?: string };

export const $quote = atom<QuoteState>({ status: 'idle' });
/** Seconds left of the quote's lock; the buy step shows them and re-quotes at zero. */
export const $quoteSeconds = atom(0);

let latest = 0;

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error_message: message } = body as { error_message?: unknown };
  return typeof message === 'string' && message.length <= 300 ? message : undefined;
}

/**
 * A quote for the draft (POST /checkout/init: amount, coin, promo code, merchant; mode test on the
 * test route; checkout_id to re-quote an existing checkout). A newer request wins over an older
 * one still under way; an expired quote is never kept.
 */
export async function requestQuote(
  client: FlowClient,
  draft: BuyDraft,
  options: { checkoutId?: string } = {},
): Promise<void> {
  const request = ++latest;
  $quote.set({ status: 'loading' });
  const coupon = draft.couponCode.trim();
  const { checkoutEndpoints } = await import('../api/rows.js');
  const outcome = await client.call(checkoutEndpoints.initCheckout, {
    body: {
      fiat_currency: draft.fiat,
      fiat_amount: draft.amountText.trim(),
      crypto_currency: draft.crypto,
      ...(coupon === '' ? {} : { coupon_code: coupon }),
      ...(draft.merchantId === '' ? {} : { merchant_id: draft.merchantId }),
      ...(draft.test ? { mode: 'test' as const } : {}),
      ...(options.checkoutId === undefined ? {} : { checkout_id: options.checkoutId }),
    },
  });
  if (request !== latest) return;
  if (!outcome.ok) {
    const message = outcome.error === 'rejected' ? messageOf(outcome.body) : undefined;
    $quote.set(message === undefined ? { status: 'error' } : { status: 'error', message });
    return;
  }
  const { quote, limits } = outcome.data.request_details;
  const expiresAt = Date.parse(quote.expires_at);
  const lockEnd = Number.isNaN(expiresAt) ? Date.now() + quote.lock_seconds * 1000 : expiresAt;
  $quote.set({ status: 'ready', quote, limits, expiresAt: lockEnd });
  $quoteSeconds.set(secondsLeft(lockEnd, Date.now()));
}

/** Forgets the quote (the draft changed: the next quote is for the new amount or pair). */
export function dropQuote(): void {
  latest++;
  $quote.set({ status: 'idle' });
}

export function secondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** The quote when it is still locked (at least one second left), else undefined. */
export function liveQuote(now: number = Date.now()): CheckoutQuote | undefined {
  const state = $quote.get();
  return state.status === 'ready' && secondsLeft(state.expiresAt, now) > 0 ? state.quote : undefined;
}

/**
 * The countdown: ticks once a second; at zero calls `onExpired` once (the buy step re-quotes: a
 * stale rate is never used). Returns the stop function.
 */
export function startQuoteCountdown(onExpired: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let expiredFor: CheckoutQuote | undefined;
  const tick = () => {
    const state = $quote.get();
    if (state.status === 'ready') {
      const left = secondsLeft(state.expiresAt, Date.now());
      $quoteSeconds.set(left);
      if (left === 0 && expiredFor !== state.quote) {
        expiredFor = state.quote;
        onExpired();
      }
    }
    timer = setTimeout(tick, 1000);
  };
  tick();
  return () => clearTimeout(timer);
}

import { atom } from 'nanostores';
import { rateEndpoints } from '@platform/core';
import type { FlowClient } from '../api/flow-client.js';
import { cryptoForFiat } from './money.js';
import type { BuyDraft } from './buy-store.js';

/** The server locks a quoted rate this long (issue 16); the countdown shows it and re-quotes at zero. */
export const quoteLockSeconds = 180;

export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; pair: string; rate: string; crypto: bigint; fiat: bigint; expiresAt: number }
  | { status: 'error' };

export const $quote = atom<QuoteState>({ status: 'idle' });
/** Seconds left of the quote's lock; ticks while the buy step shows it. */
export const $quoteSeconds = atom(0);

let latest = 0;

/**
 * Asks for the rate of the draft's pair (GET /checkout/getRates, with the promo code) and prices
 * the amount; a newer request wins over an older one still under way.
 */
export async function requestQuote(client: FlowClient, draft: BuyDraft, fiatBaseUnits: bigint): Promise<void> {
  const request = ++latest;
  $quote.set({ status: 'loading' });
  const code = draft.couponCode.trim();
  const outcome = await client.call(rateEndpoints.getRates, { query: code === '' ? {} : { coupon_code: code } });
  if (request !== latest) return;
  const pair = `${draft.fiat}_${draft.crypto}`;
  const rate = outcome.ok ? outcome.data.request_details.rates[pair] : undefined;
  const crypto = rate === undefined ? undefined : cryptoForFiat(fiatBaseUnits, draft.fiat, draft.crypto, rate);
  if (rate === undefined || crypto === undefined) {
    $quote.set({ status: 'error' });
    return;
  }
  const expiresAt = Date.now() + quoteLockSeconds * 1000;
  $quote.set({ status: 'ready', pair, rate, crypto, fiat: fiatBaseUnits, expiresAt });
  $quoteSeconds.set(quoteLockSeconds);
}

/** Forgets the quote (the draft changed: the next quote is for the new amount or pair). */
export function dropQuote(): void {
  latest++;
  $quote.set({ status: 'idle' });
}

/**
 * The countdown: ticks once a second while something listens; at zero calls `onExpired` (the buy
 * step re-quotes: a stale rate is never used).
 */
export function startQuoteCountdown(onExpired: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const quote = $quote.get();
    if (quote.status !== 'ready') {
      timer = setTimeout(tick, 1000);
      return;
    }
    const left = Math.max(0, Math.ceil((quote.expiresAt - Date.now()) / 1000));
    $quoteSeconds.set(left);
    if (left === 0) onExpired();
    timer = setTimeout(tick, 1000);
  };
  tick();
  return () => clearTimeout(timer);
}


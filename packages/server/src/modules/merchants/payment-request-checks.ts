import { decimalAmountSchema, maxLinkExpirySeconds, minLinkExpirySeconds, type FiatCurrency } from '@platform/core';
import { DomainError } from '../../errors/domain-error.js';

/*
 * Checks of a create call (POST /api/transaction, POST /users/merchant/payments) beyond its row's
 * schema: the price, and the link expiry.
 */

/** Largest price of one payment: 1,000,000 in the fiat (2 decimals). */
const maxPriceBaseUnits = 100_000_000n;

/** The price in base units of its fiat, or the create calls' 400. */
export function paymentPrice(currency: FiatCurrency, amount: string): bigint {
  const parsed = decimalAmountSchema(currency).safeParse(amount);
  if (!parsed.success || parsed.data <= 0n || parsed.data > maxPriceBaseUnits) {
    throw new DomainError('validation_failed', {
      amount: 'The amount must be greater than 0 and at most 1000000, with at most 2 decimals.',
    });
  }
  return parsed.data;
}

/**
 * Until when a payment link may be opened to choose a coin, as a create call asks for it (core's
 * paymentLinkExpiryFields): either `expires_in` seconds or `link_expires_at` (an ISO time), from
 * 60 s to 30 days; neither: undefined (the default, 24 h).
 */
export function linkExpiresAt(
  body: { expires_in?: number | undefined; link_expires_at?: string | undefined },
  now: Date,
): Date | undefined {
  if (body.expires_in !== undefined && body.link_expires_at !== undefined) {
    throw new DomainError('validation_failed', { expires_in: 'Send expires_in or link_expires_at, not both.' });
  }
  if (body.expires_in !== undefined) return new Date(now.getTime() + body.expires_in * 1000);
  if (body.link_expires_at === undefined) return undefined;
  const at = new Date(body.link_expires_at);
  const seconds = (at.getTime() - now.getTime()) / 1000;
  if (seconds < minLinkExpirySeconds || seconds > maxLinkExpirySeconds) {
    throw new DomainError('validation_failed', {
      link_expires_at: `A payment link expires ${minLinkExpirySeconds} s to ${maxLinkExpirySeconds / 86_400} days from now.`,
    });
  }
  return at;
}

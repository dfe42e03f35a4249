import { fiatCurrencies, parseAmount, type FiatCurrency } from '@platform/core';
import type { PaymentLinkRequest } from '../api/create-payment-link.js';

/**
 * How long the link may be opened to choose a coin, in seconds; null sends nothing and the server's
 * default applies (24 h). Between 60 s and 30 days on the server.
 */
export const linkExpiryChoices = { '1h': 3_600, '24h': null, '7d': 604_800, '30d': 2_592_000 } as const;
export type LinkExpiry = keyof typeof linkExpiryChoices;
export const defaultLinkExpiry: LinkExpiry = '24h';

export interface PaymentLinkDraft {
  amount: string;
  currency: FiatCurrency;
  product: string;
  orderId: string;
  expiry: LinkExpiry;
}

/** The server's limit for one payment: 1,000,000.00 in the payment currency (base units of 2 decimals). */
const maxAmountBaseUnits = 100_000_000n;
export const maxProductLength = 500;
export const maxOrderIdLength = 200;

export type PaymentLinkProblem = 'amountInvalid' | 'amountDecimals' | 'amountRange';

export function defaultLinkCurrency(userCurrency: string | undefined): FiatCurrency {
  return (fiatCurrencies as readonly string[]).includes(userCurrency ?? '') ? (userCurrency as FiatCurrency) : 'EUR';
}

/** The amount's problem (fiat, at most 2 decimals, more than 0, at most 1,000,000), or null. */
export function amountProblem(draft: Pick<PaymentLinkDraft, 'amount' | 'currency'>): PaymentLinkProblem | null {
  const parsed = parseAmount(draft.currency, draft.amount.trim());
  if (!parsed.ok) return parsed.error === 'too_many_decimals' ? 'amountDecimals' : 'amountInvalid';
  if (parsed.value <= 0n || parsed.value > maxAmountBaseUnits) return 'amountRange';
  return null;
}

/** The request for a checked draft; empty optional fields are left out. */
export function paymentLinkRequest(draft: PaymentLinkDraft, idempotencyKey: string): PaymentLinkRequest {
  const request: PaymentLinkRequest = {
    amount: draft.amount.trim(),
    currency: draft.currency,
    idempotency_key: idempotencyKey,
  };
  const product = draft.product.trim();
  const orderId = draft.orderId.trim();
  if (product !== '') request.product = product;
  if (orderId !== '') request.order_id = orderId;
  const expiresInSeconds = linkExpiryChoices[draft.expiry];
  if (expiresInSeconds !== null) request.expires_in = expiresInSeconds;
  return request;
}

/** A fresh idempotency key for one payment link: a retry of the same submit sends it again. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `plink_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The widget link as an absolute URL of this origin (the server answers a path); null for anything
 * that is not an http(s) URL, so a bad answer can never become a javascript: link.
 */
export function absoluteLink(link: string, origin: string): string | null {
  try {
    const url = new URL(link, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

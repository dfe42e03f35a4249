import { z } from 'zod';
import { merchantCurrencySchema, merchantPaymentSchema, merchantProfileSchema } from '../schemas/merchant-payment.js';
import {
  merchantMarketsDetailsSchema,
  merchantPageSizeLimit,
  merchantPaymentViewSchema,
  merchantPayoutSchema,
  merchantSummarySchema,
  sendLinkDetailsSchema,
} from '../schemas/merchant-settlement.js';
import { merchantTransactionSchema } from '../schemas/widget-transaction.js';
import type { JsonObject } from './call-definition.js';
import { defineCall } from './call-definition.js';
import type {
  MarketRatesQuery,
  MerchantIdBody,
  MerchantMarketsBody,
  MerchantPageQuery,
  MerchantPayoutBody,
  MerchantQuery,
  MerchantRatesBody,
  MerchantTransactionCurrencyBody,
  MerchantTransactionStatusBody,
  PaymentRefundBody,
  SendLinkBody,
} from './request-bodies.js';

/** `request_details` of POST /api/currencies: the coins the merchant accepts. */
export const merchantCurrenciesDetailsSchema = z.object({ currencies: z.array(merchantCurrencySchema).max(20) });
export type MerchantCurrenciesDetails = z.infer<typeof merchantCurrenciesDetailsSchema>;

/**
 * Spec §7 "Merchant widget": under the merchant API base, so POST /m/api/transaction. Beside these
 * JSON calls, `GET /api/transaction/events?transaction_id&merchant_id` streams one payment's live
 * status as Server-Sent Events (`event: payment`, `data`: the MerchantPayment JSON, the first at
 * once); the widget reads it with EventSource, so it is not a row of this table.
 */
export const merchantCalls = {
  getMerchantCurrencies: defineCall<MerchantIdBody>()({
    method: 'POST',
    path: '/api/currencies',
    base: 'merchant',
    details: merchantCurrenciesDetailsSchema,
  }),
  getMerchant: defineCall<undefined, MerchantQuery>()({
    method: 'GET',
    path: '/api/merchant',
    base: 'merchant',
    details: merchantProfileSchema,
  }),
  createMerchantTransaction: defineCall<JsonObject>()({
    method: 'POST',
    path: '/api/transaction',
    base: 'merchant',
    details: merchantTransactionSchema,
  }),
  getMerchantTransactionStatus: defineCall<MerchantTransactionStatusBody>()({
    method: 'POST',
    path: '/api/transaction/status',
    base: 'merchant',
    details: merchantPaymentSchema,
  }),
  /** The customer's coin choice: the payment moves from awaiting_currency to new. */
  setMerchantTransactionCurrency: defineCall<MerchantTransactionCurrencyBody>()({
    method: 'POST',
    path: '/api/transaction/currency',
    base: 'merchant',
    details: merchantPaymentSchema,
  }),
  getMerchantRates: defineCall<MerchantRatesBody>()({ method: 'POST', path: '/api/rates', base: 'merchant' }),
  getMarketRates: defineCall<undefined, MarketRatesQuery>()({ method: 'GET', path: '/api/rates', base: 'merchant' }),
  /** The merchant's coins priced in `currency` (price 2 decimals, rate 8), from fresh rates only. */
  getMarkets: defineCall<MerchantMarketsBody>()({
    method: 'POST',
    path: '/api/markets',
    base: 'merchant',
    details: merchantMarketsDetailsSchema,
  }),
  /** Emails an open payment's hosted link (secret key or the merchant's session; at most 5 per payment). */
  sendLink: defineCall<SendLinkBody>()({
    method: 'POST',
    path: '/api/sendlink',
    base: 'merchant',
    details: sendLinkDetailsSchema,
  }),
  /** Merchant area (API base): spec §4's pending/completed sums per currency and the balances per asset. */
  getMerchantSummary: defineCall()({ method: 'GET', path: '/users/merchant/summary', details: merchantSummarySchema }),
  /** Merchant area: a payout of one wallet to the settlement bank account (step-up required; idempotent). */
  createMerchantPayout: defineCall<MerchantPayoutBody>()({
    method: 'POST',
    path: '/users/merchant/payouts',
    details: merchantPayoutSchema,
  }),
  listMerchantPayouts: defineCall<undefined, MerchantPageQuery>()({
    method: 'GET',
    path: '/users/merchant/payouts',
    details: z.object({
      payouts: z.array(merchantPayoutSchema).max(merchantPageSizeLimit),
      next_cursor: z.string().max(100).nullable(),
    }),
  }),
  /** Merchant area: refund a paid-late payment (in full) or an overpayment's excess to the customer's address. */
  refundMerchantPayment: defineCall<PaymentRefundBody>()({
    method: 'POST',
    path: '/users/merchant/payments/{id}/refund',
    details: merchantPaymentViewSchema,
  }),
} as const;

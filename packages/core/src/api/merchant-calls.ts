import { z } from 'zod';
import { merchantCurrencySchema, merchantPaymentSchema, merchantProfileSchema } from '../schemas/merchant-payment.js';
import { merchantTransactionSchema } from '../schemas/widget-transaction.js';
import type { JsonObject } from './call-definition.js';
import { defineCall } from './call-definition.js';
import type {
  MarketRatesQuery,
  MerchantIdBody,
  MerchantQuery,
  MerchantRatesBody,
  MerchantTransactionCurrencyBody,
  MerchantTransactionStatusBody,
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
  getMarkets: defineCall<JsonObject>()({ method: 'POST', path: '/api/markets', base: 'merchant' }),
  sendLink: defineCall<JsonObject>()({ method: 'POST', path: '/api/sendlink', base: 'merchant' }),
} as const;

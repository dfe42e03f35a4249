import { merchantTransactionSchema } from '../schemas/widget-transaction.js';
import type { JsonObject } from './call-definition.js';
import { defineCall } from './call-definition.js';
import type {
  MarketRatesQuery,
  MerchantIdBody,
  MerchantQuery,
  MerchantRatesBody,
  MerchantTransactionStatusBody,
} from './request-bodies.js';

/** Spec §7 "Merchant widget": under the merchant API base, so POST /m/api/transaction. */
export const merchantCalls = {
  getMerchantCurrencies: defineCall<MerchantIdBody>()({ method: 'POST', path: '/api/currencies', base: 'merchant' }),
  getMerchant: defineCall<undefined, MerchantQuery>()({ method: 'GET', path: '/api/merchant', base: 'merchant' }),
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
  }),
  getMerchantRates: defineCall<MerchantRatesBody>()({ method: 'POST', path: '/api/rates', base: 'merchant' }),
  getMarketRates: defineCall<undefined, MarketRatesQuery>()({ method: 'GET', path: '/api/rates', base: 'merchant' }),
  getMarkets: defineCall<JsonObject>()({ method: 'POST', path: '/api/markets', base: 'merchant' }),
  sendLink: defineCall<JsonObject>()({ method: 'POST', path: '/api/sendlink', base: 'merchant' }),
} as const;

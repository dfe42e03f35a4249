import {
  chartRatesDetailsSchema,
  chartRatesQuerySchema,
  getRatesDetailsSchema,
  getRatesQuerySchema,
  marketRatesDetailsSchema,
  marketRatesQuerySchema,
  merchantRatesBodySchema,
  ratesDetailsSchema,
} from '../../schemas/rates.js';
import { defineEndpoint } from '../endpoint.js';

/** Rates (the rates module serves these): the checkout rate calls and the merchant base's rate calls. */
export const rateEndpoints = {
  getRates: defineEndpoint({
    method: 'GET',
    path: '/checkout/getRates',
    success: 'success',
    auth: 'public',
    summary: 'Current rates of every supported fiat/crypto pair (EUR_BTC = EUR per 1 BTC)',
    description:
      'Rates up to the display age, each with source and time; pairs without a current rate are left out, and none at all is 503 service_unavailable. coupon_code: a valid coupon of the brand answers coupon_applied true with coupon_discount_percent (its discount of the fees, applied to quotes by POST /checkout/init); an invalid one coupon_applied false with a note. The rates themselves do not change.',
    tags: ['rates'],
    request: { query: getRatesQuerySchema },
    details: getRatesDetailsSchema,
  }),
  getChartRates: defineEndpoint({
    method: 'GET',
    path: '/checkout/getChartRates',
    success: 'success',
    auth: 'public',
    summary: 'Rate history of one pair for charts: the last rate of each bucket, oldest first',
    description:
      "pair: a fiat and any market coin (EUR_BTC, EUR_ADA, or inverted). range 24h (5 min points), 7d and 30d (1 h), 1y (1 day) from the stored price history; 1h (1 min) from the wallet coins' rate snapshots (5 min points of the history for other coins). Buckets without an observation are gaps.",
    tags: ['rates'],
    request: { query: chartRatesQuerySchema },
    details: chartRatesDetailsSchema,
  }),
  getMerchantRates: defineEndpoint({
    method: 'POST',
    path: '/api/rates',
    base: 'merchant',
    auth: 'public',
    summary: 'Current rates of the pairs a merchant widget asks for (EUR_BTC = EUR per 1 BTC; BTC_EUR its inverse)',
    description:
      'Every pair must have a rate up to the display age, else 503 service_unavailable naming the pairs. Inverse pairs are derived from the quoted pair, rounded down at 18 decimals.',
    tags: ['rates'],
    request: { body: merchantRatesBodySchema },
    details: ratesDetailsSchema,
  }),
  getMarketRates: defineEndpoint({
    method: 'GET',
    path: '/api/rates',
    base: 'merchant',
    auth: 'public',
    summary: 'Current market rates (for=market) or a seller’s rates (for=seller&merchant_id=…)',
    tags: ['rates'],
    request: { query: marketRatesQuerySchema },
    details: marketRatesDetailsSchema,
  }),
} as const;

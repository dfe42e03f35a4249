import { defineEndpoint } from '../endpoint.js';
import type { CouponQuery, MarketRatesQuery, MerchantRatesBody, QueryParams } from '../request-bodies.js';
import { unchecked } from '../unchecked.js';

/** Rates (the rates module serves these): the checkout rate calls and the merchant base's rate calls. */
export const rateEndpoints = {
  getRates: defineEndpoint({
    method: 'GET',
    path: '/checkout/getRates',
    success: 'success',
    auth: 'public',
    summary: 'Rates of every coin in every fiat',
    tags: ['rates'],
    request: { query: unchecked<CouponQuery | undefined>() },
    details: unchecked<unknown>(),
  }),
  getChartRates: defineEndpoint({
    method: 'GET',
    path: '/checkout/getChartRates',
    success: 'success',
    auth: 'public',
    summary: 'Price history for charts',
    tags: ['rates'],
    request: { query: unchecked<QueryParams | undefined>() },
    details: unchecked<unknown>(),
  }),
  getMerchantRates: defineEndpoint({
    method: 'POST',
    path: '/api/rates',
    base: 'merchant',
    auth: 'public',
    summary: 'Rates of currency pairs for a merchant',
    tags: ['merchant widget'],
    request: { body: unchecked<MerchantRatesBody>() },
    details: unchecked<unknown>(),
  }),
  getMarketRates: defineEndpoint({
    method: 'GET',
    path: '/api/rates',
    base: 'merchant',
    auth: 'public',
    summary: 'Rates for the market or one seller',
    tags: ['merchant widget'],
    request: { query: unchecked<MarketRatesQuery | undefined>() },
    details: unchecked<unknown>(),
  }),
} as const;

import {
  cryptoCurrencies,
  endpoints,
  type CryptoCurrency,
  type FiatCurrency,
  type MerchantMarketsDetails,
} from '@platform/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../errors/domain-error.js';
import { serve } from '../../http/serve.js';
import {
  formatRate,
  getLatestRates,
  getMarketState,
  invertRate,
  isFresh,
  parseRate,
  type RatePair,
} from '../rates/index.js';
import { coinNames } from './coin-names.js';
import { merchantOr404 } from './merchant-lookups.js';
import { truncateDecimal } from './wire-amounts.js';

/** Spec §8's thrown message of a rates failure. */
export const ratesFailureMessage = 'Some problem occurred. please try again later';

/** Each coin priced in the fiat from stored rates, every one fresh, or spec §8's rates message (503). */
async function marketsOf(
  app: FastifyInstance,
  coins: CryptoCurrency[],
  fiat: FiatCurrency,
): Promise<MerchantMarketsDetails['markets']> {
  const prices: RatePair[] = coins.map((coin) => `${fiat}_${coin}` as const);
  const inverses: RatePair[] = coins.map((coin) => `${coin}_${fiat}` as const);
  const rates = await getLatestRates({ database: app.database, pairs: [...prices, ...inverses] });
  const now = app.rates.now();
  const markets: MerchantMarketsDetails['markets'] = [];
  for (const coin of coins) {
    const price = rates.get(`${fiat}_${coin}`);
    const inverse = rates.get(`${coin}_${fiat}`);
    if (price === undefined || inverse === undefined || !isFresh(price, app.rates.displayMaxAgeMs, now)) {
      throw new DomainError('service_unavailable', ratesFailureMessage);
    }
    markets.push({
      iso: coin,
      name: coinNames[coin],
      pair: price.pair,
      price: truncateDecimal(price.rate, 2),
      rate: truncateDecimal(inverse.rate, 8),
      observed_at: price.observedAt.toISOString(),
    });
  }
  return markets;
}

/**
 * A visitor's call (the prices pages, no merchant_id): the rates module's market state of every
 * market coin from the stored price history, and the platform's wallet coins as `markets`; no
 * current history at all: spec §8's rates message (503).
 */
async function visitorMarkets(app: FastifyInstance, fiat: FiatCurrency): Promise<MerchantMarketsDetails> {
  const state = await getMarketState({
    database: app.database,
    fiat,
    now: app.rates.now(),
    maxAgeMs: app.rates.displayMaxAgeMs,
  });
  if (state === undefined) throw new DomainError('service_unavailable', ratesFailureMessage);
  const markets = cryptoCurrencies.flatMap((coin) => {
    const details = state.details[coin];
    const price = details === undefined ? undefined : parseRate(details.price);
    if (details === undefined || price === undefined) return [];
    return [
      {
        iso: coin,
        name: coinNames[coin],
        pair: `${fiat}_${coin}`,
        price: truncateDecimal(details.price, 2),
        rate: truncateDecimal(formatRate(invertRate(price, 'down')), 8),
        observed_at: details.observed_at,
      },
    ];
  });
  return { currency: fiat, markets, ...state };
}

/**
 * POST /api/markets (spec §7 "Merchant widget", merchant base): each coin the merchant accepts with
 * its current price in the requested fiat (2 decimals) and the coins one unit of the fiat buys
 * (8 decimals), from the rates module's stored rates. Every rate must be no older than the display
 * age; one missing or stale rate fails the call with spec §8's rates message (503), so a widget
 * never shows a mix of fresh and old prices.
 */
export const marketsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.getMarkets, async function merchantMarkets(request) {
    const fiat = request.body.currency;
    if (request.body.merchant_id === undefined) return visitorMarkets(app, fiat);
    const merchant = await merchantOr404(app.database, request.body.merchant_id);
    return { currency: fiat, markets: await marketsOf(app, merchant.currencies as CryptoCurrency[], fiat) };
  });
};

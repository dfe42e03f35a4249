import { endpoints, type CryptoCurrency, type FiatCurrency, type MerchantMarketsDetails } from '@platform/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../errors/domain-error.js';
import { serve } from '../../http/serve.js';
import { getLatestRates, isFresh, type RatePair } from '../rates/index.js';
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
 * POST /api/markets (spec §7 "Merchant widget", merchant base): each coin the merchant accepts with
 * its current price in the requested fiat (2 decimals) and the coins one unit of the fiat buys
 * (8 decimals), from the rates module's stored rates. Every rate must be no older than the display
 * age; one missing or stale rate fails the call with spec §8's rates message (503), so a widget
 * never shows a mix of fresh and old prices.
 */
export const marketsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.getMarkets, async function merchantMarkets(request) {
    const merchant = await merchantOr404(app.database, request.body.merchant_id);
    const fiat = request.body.currency;
    return { currency: fiat, markets: await marketsOf(app, merchant.currencies as CryptoCurrency[], fiat) };
  });
};

import {
  fiatCurrencies,
  merchantMarketsDetailsSchema,
  type CryptoCurrency,
  type FiatCurrency,
  type MerchantMarketsDetails,
} from '@platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
import { getLatestRates, isFresh, type RatePair } from '../rates/index.js';
import { successSchema } from '../../http/legacy-envelope.js';
import { failureResponses } from '../../http/serve.js';
import { coinNames } from './coin-names.js';
import { findMerchant } from './merchant-repository.js';
import { truncateDecimal } from './wire-amounts.js';

/** Spec §8's thrown message of a rates failure. */
export const ratesFailureMessage = 'Some problem occurred. please try again later';

const fiatSchema = z
  .string()
  .max(12)
  .transform((value) => value.trim().toUpperCase())
  .refine((value) => (fiatCurrencies as readonly string[]).includes(value), {
    message: `must be one of ${fiatCurrencies.join(', ')}`,
  })
  .transform((value) => value as FiatCurrency);

/**
 * POST /api/markets (spec §7 "Merchant widget", merchant base): each coin the merchant accepts with
 * its current price in the requested fiat (2 decimals) and the coins one unit of the fiat buys
 * (8 decimals), from the rates module's stored rates. Every rate must be no older than the display
 * age; one missing or stale rate fails the call with spec §8's rates message (503), so a widget
 * never shows a mix of fresh and old prices.
 */
export const marketsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/markets',
    {
      schema: {
        summary: "The merchant's coins with their current price in a fiat currency",
        description: `currency: the fiat to price in (default EUR). Unknown merchants: 404 'Merchant not recognized!'. A missing or stale rate: 503 '${ratesFailureMessage}'.`,
        tags: ['merchant widget'],
        body: z.object({ merchant_id: z.string().trim().min(1).max(200), currency: fiatSchema.default('EUR') }),
        response: { 200: successSchema(merchantMarketsDetailsSchema), ...failureResponses },
      },
    },
    async (request) => {
      const merchant = await findMerchant(app.database, request.body.merchant_id);
      if (merchant === null) throw new DomainError('not_found', 'Merchant not recognized!');
      const fiat = request.body.currency;
      const coins = merchant.currencies as CryptoCurrency[];
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
      return { request_status: 1 as const, request_details: { currency: fiat, markets } };
    },
  );
};

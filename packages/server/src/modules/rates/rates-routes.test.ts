import { checkoutEnvelopeSchema, envelopeSchema, failureEnvelopeSchema } from '@platform/core';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { databasePlugin } from '../../plugins/database.js';
import { errorHandlerPlugin } from '../../plugins/error-handler.js';
import { swaggerPlugin } from '../../plugins/swagger.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { couponNotAppliedNote } from './checkout-rates-routes.js';
import { canonicalRatePairs } from './rate-pair.js';
import { formatRate, invertRate, parseRate } from './rate.js';
import { defaultDisplayMaxAgeMs, ratesPlugin, type RatesPluginOptions } from './rates-plugin.js';
import { ratesRoutes } from './rates-routes.js';
import { ratesDetailsSchema, noFreshRateMessage } from './rates-wire.js';
import { recordMarketQuotes } from './market-history.js';
import { refreshRates } from './refresh-rates.js';
import { createTestRatesProvider } from './test-rates-provider.js';
import { applyRatesMigration } from './testing.js';

const observedAtMs = Date.UTC(2026, 10, 22, 12, 0, 0);
const clock = { nowMs: observedAtMs + 5_000 };

/** The app as app.ts builds it, reduced to what the rates calls need. */
async function buildRatesApp(database: Database, options: Partial<RatesPluginOptions> = {}) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(databasePlugin, { database });
  await app.register(errorHandlerPlugin);
  await app.register(swaggerPlugin, { publicUrl: undefined, apiBase: '/api', merchantApiBase: '/m' });
  await app.register(ratesPlugin, {
    provider: createTestRatesProvider({ seed: 'routes', now: () => clock.nowMs }),
    runRefresher: false,
    now: () => clock.nowMs,
    ...options,
  });
  await app.register(ratesRoutes, { apiBase: '/api', merchantApiBase: '/m' });
  await app.ready();
  return app;
}

const ratesEnvelope = envelopeSchema(ratesDetailsSchema);
const checkoutRatesEnvelope = checkoutEnvelopeSchema(ratesDetailsSchema);
const pairsWithoutChf = canonicalRatePairs.filter((pair) => !pair.startsWith('CHF_'));

forEachDatabase('rates routes', ({ openTestDatabase }) => {
  describe('with rates observed for every pair but CHF', () => {
    let app: Awaited<ReturnType<typeof buildRatesApp>>;
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase();
      await applyRatesMigration(database);
      clock.nowMs = observedAtMs + 5_000;
      app = await buildRatesApp(database);
      await refreshRates({ database, provider: app.rates.provider, now: app.rates.now(), pairs: pairsWithoutChf });
    });
    afterAll(async () => {
      await app.close();
    });

    it('GET /api/checkout/getRates answers success with every observed pair, its source and time', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/checkout/getRates' });
      expect(response.statusCode).toBe(200);
      const body = checkoutRatesEnvelope.parse(response.json());
      expect(body.success).toBe(true);
      expect(Object.keys(body.request_details?.rates ?? {}).sort()).toEqual([...pairsWithoutChf].sort());
      expect(body.request_details?.quotes[0]).toEqual({
        pair: 'USD_BTC',
        rate: body.request_details?.rates['USD_BTC'],
        source: 'test',
        observed_at: new Date(observedAtMs).toISOString(),
      });
      expect(response.json()).toMatchObject({ request_details: { coupon_applied: false } });
    });

    it('accepts a coupon code but says it was not applied', async () => {
      const plain = (await app.inject({ method: 'GET', url: '/api/checkout/getRates' })).json();
      const response = await app.inject({ method: 'GET', url: '/api/checkout/getRates?coupon_code=SAVE10' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        request_details: { coupon_code: 'SAVE10', coupon_applied: false, coupon_note: couponNotAppliedNote },
      });
      expect(response.json().request_details.rates).toEqual(plain.request_details.rates);
    });

    it('refuses a coupon code with characters a coupon cannot have', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/checkout/getRates?coupon_code=%3Cscript%3E' });
      expect(response.statusCode).toBe(400);
      expect(failureEnvelopeSchema.parse(response.json()).error_code).toBe('validation_failed');
    });

    it('POST /m/api/rates answers request_status 1 with the asked pairs, inverse derived exactly', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/m/api/rates',
        payload: { currencies: ['EUR_BTC', 'BTC_EUR', 'EUR_BTC'], merchant_id: 'mer_demo' },
      });
      expect(response.statusCode).toBe(200);
      const body = ratesEnvelope.parse(response.json());
      expect(body.request_status).toBe(1);
      const rates = body.request_details?.rates ?? {};
      expect(Object.keys(rates)).toEqual(['EUR_BTC', 'BTC_EUR']);
      expect(rates['BTC_EUR']).toBe(formatRate(invertRate(parseRate(rates['EUR_BTC'] ?? '')!, 'down')));
    });

    it.each([
      { label: 'a fiat/fiat pair', payload: { currencies: ['EUR_USD'], merchant_id: 'm' }, field: 'currencies.0' },
      { label: 'a pair without _', payload: { currencies: ['EURBTC'], merchant_id: 'm' }, field: 'currencies.0' },
      { label: 'no pairs', payload: { currencies: [], merchant_id: 'm' }, field: 'currencies' },
      {
        label: '51 pairs',
        payload: { currencies: Array.from({ length: 51 }, () => 'EUR_BTC'), merchant_id: 'm' },
        field: 'currencies',
      },
      { label: 'no merchant_id', payload: { currencies: ['EUR_BTC'] }, field: 'merchant_id' },
    ])('POST /m/api/rates refuses $label, naming $field', async ({ payload, field }) => {
      const response = await app.inject({ method: 'POST', url: '/m/api/rates', payload });
      expect(response.statusCode).toBe(400);
      const body = failureEnvelopeSchema.parse(response.json());
      expect(body.error_code).toBe('validation_failed');
      expect(Object.keys(body.error_message)).toContain(field);
    });

    it('POST /m/api/rates is service_unavailable when an asked pair has no rate, naming it', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/m/api/rates',
        payload: { currencies: ['EUR_BTC', 'CHF_ETH'], merchant_id: 'mer_demo' },
      });
      expect(response.statusCode).toBe(503);
      const body = failureEnvelopeSchema.parse(response.json());
      expect(body.error_code).toBe('service_unavailable');
      expect(body.error_message['rates']?.error).toEqual([noFreshRateMessage]);
      expect(body.error_message['CHF_ETH']?.error).toEqual(['has no current rate']);
    });

    it('GET /m/api/rates answers the market, or a seller’s rates with merchant_id', async () => {
      const market = await app.inject({ method: 'GET', url: '/m/api/rates' });
      expect(market.statusCode).toBe(200);
      expect(market.json()).toMatchObject({ request_status: 1, request_details: { for: 'market' } });
      expect(Object.keys(market.json().request_details.rates)).toHaveLength(pairsWithoutChf.length);

      const seller = await app.inject({ method: 'GET', url: '/m/api/rates?for=seller&merchant_id=mer_demo' });
      expect(seller.json()).toMatchObject({ request_details: { for: 'seller', merchant_id: 'mer_demo' } });

      const noMerchant = await app.inject({ method: 'GET', url: '/m/api/rates?for=seller' });
      expect(noMerchant.statusCode).toBe(400);
      expect(failureEnvelopeSchema.parse(noMerchant.json()).error_message['merchant_id']).toBeDefined();
    });

    it('GET /m/api/rates: concurrent requests within a second share one read of the rates', async () => {
      let snapshotReads = 0;
      const counting = new Proxy(database, {
        get(target, property, receiver) {
          // The shared database stays open for the other tests when this app closes.
          if (property === 'close') return async () => undefined;
          if (property !== 'query') return Reflect.get(target, property, receiver);
          return (sql: string, values?: unknown[]) => {
            if (sql.includes('rate_snapshots')) snapshotReads += 1;
            return target.query(sql, values);
          };
        },
      });
      const shared = await buildRatesApp(counting);
      try {
        const answers = await Promise.all(
          Array.from({ length: 64 }, () => shared.inject({ method: 'GET', url: '/m/api/rates?for=market' })),
        );
        expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
        expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
        expect(snapshotReads).toBe(1);
        // A seller's answer is the same rates with its merchant_id, from the same read.
        const seller = await shared.inject({ method: 'GET', url: '/m/api/rates?for=seller&merchant_id=mer_demo' });
        expect(seller.json().request_details).toMatchObject({
          merchant_id: 'mer_demo',
          rates: answers[0]?.json().request_details.rates,
        });
      } finally {
        await shared.close();
      }
    });

    it('GET /api/checkout/getChartRates answers points of the pair, in either direction', async () => {
      const direct = await app.inject({ method: 'GET', url: '/api/checkout/getChartRates?pair=GBP_LTC&range=1h' });
      expect(direct.statusCode).toBe(200);
      const rate = (
        await app.inject({
          method: 'POST',
          url: '/m/api/rates',
          payload: { currencies: ['GBP_LTC'], merchant_id: 'm' },
        })
      ).json().request_details.rates.GBP_LTC as string;
      expect(direct.json()).toEqual({
        success: true,
        request_details: {
          pair: 'GBP_LTC',
          range: '1h',
          bucket_ms: 60_000,
          points: [{ time: observedAtMs, price: rate }],
        },
      });
      const inverse = await app.inject({ method: 'GET', url: '/api/checkout/getChartRates?pair=LTC_GBP&range=1h' });
      expect(inverse.json().request_details).toMatchObject({
        range: '1h',
        bucket_ms: 60_000,
        points: [{ time: observedAtMs, price: formatRate(invertRate(parseRate(rate)!)) }],
      });
    });

    it('GET /api/checkout/getChartRates draws 24h, 7d, 30d and 1y from the price history, for any market coin', async () => {
      await recordMarketQuotes({
        database,
        provider: app.rates.provider,
        now: app.rates.now(),
        signal: new AbortController().signal,
      });
      const expected = { '24h': 300_000, '7d': 3_600_000, '30d': 3_600_000, '1y': 86_400_000 };
      for (const [range, bucketMs] of Object.entries(expected)) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/checkout/getChartRates?pair=EUR_ADA&range=${range}`,
        });
        expect(response.statusCode).toBe(200);
        const details = response.json().request_details;
        expect(details).toMatchObject({ pair: 'EUR_ADA', range, bucket_ms: bucketMs });
        expect(details.points).toEqual([
          { time: Math.floor(observedAtMs / bucketMs) * bucketMs, price: expect.stringMatching(/^0\.[0-9]{1,8}$/) },
        ]);
      }
    });

    it('GET /api/checkout/getChartRates refuses unsupported pairs and ranges', async () => {
      for (const query of ['pair=EUR_USD', 'pair=EUR_BTC&range=2y', 'pair=EUR_XYZ', '']) {
        const response = await app.inject({ method: 'GET', url: `/api/checkout/getChartRates?${query}` });
        expect(response.statusCode).toBe(400);
        expect(failureEnvelopeSchema.parse(response.json()).error_code).toBe('validation_failed');
      }
    });

    it('documents every rates call in the OpenAPI description', async () => {
      const response = await app.inject({ method: 'GET', url: '/docs/json' });
      expect(response.statusCode).toBe(200);
      const paths = (response.json() as { paths: Record<string, Record<string, unknown>> }).paths;
      expect(Object.keys(paths['/api/checkout/getRates'] ?? {})).toEqual(['get']);
      expect(Object.keys(paths['/api/checkout/getChartRates'] ?? {})).toEqual(['get']);
      expect(Object.keys(paths['/m/api/rates'] ?? {}).sort()).toEqual(['get', 'post']);
    });

    it('answers the checkout calls only under the API base and the merchant calls only under the merchant base', async () => {
      expect((await app.inject({ method: 'GET', url: '/m/checkout/getRates' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/api/rates' })).statusCode).toBe(404);
    });

    it('is service_unavailable once the newest rates are older than the display age', async () => {
      clock.nowMs = observedAtMs + defaultDisplayMaxAgeMs + 1;
      try {
        for (const request of [
          { method: 'GET' as const, url: '/api/checkout/getRates' },
          { method: 'GET' as const, url: '/m/api/rates' },
          { method: 'POST' as const, url: '/m/api/rates', payload: { currencies: ['EUR_BTC'], merchant_id: 'm' } },
        ]) {
          const response = await app.inject(request);
          expect(response.statusCode).toBe(503);
          expect(failureEnvelopeSchema.parse(response.json()).error_code).toBe('service_unavailable');
        }
      } finally {
        clock.nowMs = observedAtMs + 5_000;
      }
    });
  });

  it('refreshes from the ready app and stops cleanly when the app closes', async () => {
    const database = await openTestDatabase();
    await applyRatesMigration(database);
    clock.nowMs = Date.now();
    const app = await buildRatesApp(database, { runRefresher: true, backfillHistory: false });
    expect(app.rates.refresher.running).toBe(true);
    await app.rates.refresher.refreshNow();
    const response = await app.inject({ method: 'GET', url: '/api/checkout/getRates' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().request_details.rates)).toHaveLength(canonicalRatePairs.length);
    await app.close();
    expect(app.rates.refresher.running).toBe(false);
  });

  it('answers service_unavailable before any rate was ever observed', async () => {
    const database = await openTestDatabase();
    await applyRatesMigration(database);
    const app = await buildRatesApp(database);
    const response = await app.inject({ method: 'GET', url: '/api/checkout/getRates' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ request_status: 0, error_code: 'service_unavailable' });
    await app.close();
  });
});

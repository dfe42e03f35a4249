import { failureEnvelopeSchema } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { merchantApiRateLimitedMessage } from './merchant-api-guard.js';
import { createTestMerchant, type TestMerchant } from './testing.js';

const shop = 'https://shop.example';

/** A payment created from a browser: the publishable key, the shop's Origin, a client IP. */
function createFromBrowser(app: App, merchant: TestMerchant, options: { ip: string; origin?: string }) {
  return app.inject({
    method: 'POST',
    url: '/m/api/transaction',
    remoteAddress: options.ip,
    headers: { authorization: `Bearer ${merchant.keys.publishable}`, origin: options.origin ?? shop },
    payload: { merchant_id: merchant.merchantId, amount: '10', currency: 'EUR' },
  });
}

function createFromServer(app: App, merchant: TestMerchant, ip: string, idempotencyKey?: string) {
  return app.inject({
    method: 'POST',
    url: '/m/api/transaction',
    remoteAddress: ip,
    headers: { authorization: `Bearer ${merchant.keys.secret}` },
    payload: {
      merchant_id: merchant.merchantId,
      amount: '10',
      currency: 'EUR',
      ...(idempotencyKey === undefined ? {} : { idempotency_key: idempotencyKey }),
    },
  });
}

function expectRateLimited(response: Awaited<ReturnType<App['inject']>>, message: string): void {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(failureEnvelopeSchema.parse(response.json())).toEqual({
    request_status: 0,
    error_code: 'rate_limited',
    error_message: { general: { error: [message] }, retry_after: { error: [String(retryAfter)] } },
  });
}

forEachDatabase('merchant API limits', ({ openTestDatabase }) => {
  describe('rate limits per publishable key and per client IP', () => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp({
        database: await openTestDatabase(),
        env: { MERCHANT_API_RATE_LIMIT_PER_KEY: '3', MERCHANT_API_RATE_LIMIT_PER_IP: '5' },
      });
      await app.rates.refresher.refreshNow();
    });
    afterAll(async () => {
      await app.close();
    });

    it('answers 429 with Retry-After once a publishable key made its calls of the minute, from any IP', async () => {
      const merchant = await createTestMerchant(app, { allowedOrigins: [shop] });
      for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        expect((await createFromBrowser(app, merchant, { ip })).statusCode).toBe(200);
      }
      const over = await createFromBrowser(app, merchant, { ip: '198.51.100.4' });
      expectRateLimited(over, merchantApiRateLimitedMessage);
      // The shop's own page can read the refusal and its Retry-After (CORS for its origin).
      expect(over.headers['access-control-allow-origin']).toBe(shop);
      expect(String(over.headers['access-control-expose-headers'])).toContain('retry-after');
      // The merchant's servers (secret key) are not held back by it.
      expect((await createFromServer(app, merchant, '198.51.100.4')).statusCode).toBe(200);
    });

    it('answers 429 once one client IP made its calls of the minute on the merchant base; other IPs go on', async () => {
      const merchant = await createTestMerchant(app);
      const read = (ip: string) =>
        app.inject({ method: 'GET', url: `/m/api/merchant?merchant_id=${merchant.merchantId}`, remoteAddress: ip });
      for (let call = 0; call < 5; call += 1) expect((await read('203.0.113.50')).statusCode).toBe(200);
      expectRateLimited(await read('203.0.113.50'), merchantApiRateLimitedMessage);
      // Unknown paths and bad input count too (a fuzzer gets no free calls), and another IP is not affected.
      expectRateLimited(
        await app.inject({ method: 'POST', url: '/m/api/nothing', remoteAddress: '203.0.113.50' }),
        merchantApiRateLimitedMessage,
      );
      expect((await read('203.0.113.51')).statusCode).toBe(200);
      // A secret key's calls from that IP still pass.
      expect((await createFromServer(app, merchant, '203.0.113.50')).statusCode).toBe(200);
    });
  });

  describe('unpaid payments per merchant (MERCHANT_MAX_OPEN_PAYMENTS)', () => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp({ database: await openTestDatabase(), env: { MERCHANT_MAX_OPEN_PAYMENTS: '2' } });
      await app.rates.refresher.refreshNow();
    });
    afterAll(async () => {
      await app.close();
    });

    it('refuses a new payment while the merchant has the cap of unpaid ones open, until one expires', async () => {
      const merchant = await createTestMerchant(app);
      const first = await createFromServer(app, merchant, '127.0.0.1', 'order-1');
      expect(first.statusCode).toBe(200);
      expect((await createFromServer(app, merchant, '127.0.0.1', 'order-2')).statusCode).toBe(200);
      const over = await createFromServer(app, merchant, '127.0.0.1', 'order-3');
      expectRateLimited(
        over,
        'This merchant has 2 unpaid payments open: new ones can be created once some are paid or expire.',
      );
      // The payment links of the merchant area count the same way.
      const link = await app.inject({
        method: 'POST',
        url: '/api/users/merchant/payments',
        headers: merchant.user.headers,
        payload: { amount: '5', currency: 'EUR' },
      });
      expect(link.statusCode).toBe(429);
      // A retry of a created payment still answers it.
      const replay = await createFromServer(app, merchant, '127.0.0.1', 'order-1');
      expect(replay.json().request_details.transaction_id).toBe(first.json().request_details.transaction_id);
      // Another merchant has a cap of its own; an expired payment frees a place.
      expect((await createFromServer(app, await createTestMerchant(app), '127.0.0.1')).statusCode).toBe(200);
      await app.database.query(
        `update merchant_payments set link_expires_at = now() - interval '1 second', expires_at = now() - interval '1 second'
         where id = $1`,
        [first.json().request_details.transaction_id],
      );
      await app.merchants.refresh(first.json().request_details.transaction_id as string);
      expect((await createFromServer(app, merchant, '127.0.0.1', 'order-3')).statusCode).toBe(200);
    });
  });
});

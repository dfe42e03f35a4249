import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTestUser } from '../accounts/testing.js';
import { createTestMerchant, type TestMerchant } from './testing.js';

const shop = 'https://shop.example';
const stranger = 'https://phishing.example';

const corsHeadersOf = (response: Awaited<ReturnType<App['inject']>>) =>
  Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));

forEachDatabase('CORS: the publishable-key call only, for the merchant’s allowed origins', ({ openTestDatabase }) => {
  let app: App;
  let merchant: TestMerchant;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase() });
    await app.rates.refresher.refreshNow();
    merchant = await createTestMerchant(app, { allowedOrigins: [shop] });
  });
  afterAll(async () => {
    await app.close();
  });

  const preflight = (url: string, origin: string, method = 'POST') =>
    app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization, content-type',
      },
    });
  const create = (origin: string, key = merchant.keys.publishable) =>
    app.inject({
      method: 'POST',
      url: '/m/api/transaction',
      headers: { authorization: `Bearer ${key}`, origin },
      payload: { merchant_id: merchant.merchantId, amount: '10', currency: 'EUR' },
    });

  it('answers the preflight of POST /m/api/transaction for an allowed origin, and no other', async () => {
    const allowed = await preflight('/m/api/transaction', shop);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers).toMatchObject({
      'access-control-allow-origin': shop,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'authorization, content-type, idempotency-key',
    });
    expect(corsHeadersOf(await preflight('/m/api/transaction', stranger))).toEqual([]);
    expect(corsHeadersOf(await preflight('/m/api/transaction', shop, 'DELETE'))).toEqual([]);
    expect(corsHeadersOf(await preflight('/m/api/transaction/status', shop))).toEqual([]);
    expect(corsHeadersOf(await preflight('/api/users/login', shop))).toEqual([]);
  });

  it("shares the create call's answer with an allowed origin's page only", async () => {
    const allowed = await create(shop);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(shop);
    expect(allowed.headers['vary']).toContain('Origin');
    const refused = await create(stranger);
    expect(refused.statusCode).toBe(403);
    expect(corsHeadersOf(refused)).toEqual([]);
    // An origin another merchant allows is not this key's.
    const other = await createTestMerchant(app, { allowedOrigins: [stranger] });
    expect(corsHeadersOf(await create(stranger, other.keys.publishable))).toContain('access-control-allow-origin');
    expect(corsHeadersOf(await create(stranger))).toEqual([]);
  });

  it('gives nothing else CORS headers: secret-key calls, widget reads, the API, pages', async () => {
    const answers = await Promise.all([
      create(shop, merchant.keys.secret),
      app.inject({
        method: 'GET',
        url: `/m/api/merchant?merchant_id=${merchant.merchantId}`,
        headers: { origin: shop },
      }),
      app.inject({ method: 'GET', url: '/api/config', headers: { origin: shop } }),
      app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { ...(await createTestUser(app)).headers, origin: shop },
      }),
      app.inject({ method: 'GET', url: '/healthz', headers: { origin: shop } }),
    ]);
    for (const answer of answers) expect(corsHeadersOf(answer)).toEqual([]);
  });
});

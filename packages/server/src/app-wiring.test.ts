import { expect, it } from 'vitest';
import { forEachDatabase } from './testing/test-databases.js';
import { buildTestApp } from './testing/test-app.js';

forEachDatabase('module wiring in buildApp', ({ openTestDatabase }) => {
  it('serves the rates calls under the API and merchant bases (no rate stored yet: service_unavailable)', async () => {
    const app = await buildTestApp({ database: await openTestDatabase() });
    const checkout = await app.inject({ method: 'GET', url: '/api/checkout/getRates' });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json()).toMatchObject({ error_code: 'service_unavailable' });
    const merchant = await app.inject({ method: 'GET', url: '/m/api/rates' });
    expect(merchant.statusCode).toBe(503);
    await app.close();
  });

  it('stores rates through the refresher and then answers them', async () => {
    const app = await buildTestApp({ database: await openTestDatabase() });
    await app.rates.refresher.refreshNow();
    const response = await app.inject({ method: 'GET', url: '/api/checkout/getRates' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    await app.close();
  });

  it('exposes the notification outbox over HTTP in test mode only', async () => {
    const testMode = await buildTestApp({ database: await openTestDatabase() });
    expect((await testMode.inject({ method: 'GET', url: '/api/test-mode/outbox?to=a@example.com' })).statusCode).toBe(
      200,
    );
    await testMode.close();
    const live = await buildTestApp({
      database: await openTestDatabase(),
      env: { TEST_MODE: '0', TOTP_ENCRYPTION_KEY: '11'.repeat(32) },
    });
    const response = await live.inject({ method: 'GET', url: '/api/test-mode/outbox?to=a@example.com' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ request_status: 0, error_code: 'not_found' });
    await live.close();
  });

  it('a worker process answers health but serves no API or app routes', async () => {
    const app = await buildTestApp({ database: await openTestDatabase(), env: { ROLE: 'worker' } });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(404);
    await app.close();
  });
});

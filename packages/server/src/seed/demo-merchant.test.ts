import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../testing/test-app.js';
import { forEachDatabase } from '../testing/test-databases.js';
import { demoMerchantId, demoMerchantKeys, seedDemoMerchant } from './demo-merchant.js';

forEachDatabase('demo merchant seed', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase() });
    await app.rates.refresher.refreshNow();
  });
  afterAll(async () => {
    await app.close();
  });

  it('seeds the demo merchant once, whose secret key creates a payment', async () => {
    expect(await seedDemoMerchant(app.database, { testMode: true })).toBe(false);
    const response = await app.inject({
      method: 'POST',
      url: '/m/api/transaction',
      headers: { authorization: `Bearer ${demoMerchantKeys.secret}` },
      payload: { merchant_id: demoMerchantId, amount: '250', currency: 'EUR', currency_1_iso: 'BTC' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().request_details.currency_1_address).toMatch(/^bcrt1/);
  });

  it('seeds nothing in live mode', async () => {
    expect(await seedDemoMerchant(app.database, { testMode: false })).toBe(false);
  });
});

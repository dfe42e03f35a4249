import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTestUser } from '../accounts/testing.js';
import { createTestMerchant, type TestMerchant } from './testing.js';

forEachDatabase('merchant area calls', ({ openTestDatabase }) => {
  let app: App;
  let merchant: TestMerchant;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase() });
    await app.rates.refresher.refreshNow();
    merchant = await createTestMerchant(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses users who are not merchants', async () => {
    const user = await createTestUser(app);
    const response = await app.inject({ method: 'GET', url: '/api/users/merchant', headers: user.headers });
    expect(response.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/users/merchant' })).statusCode).toBe(401);
  });

  it('edits the widget settings, refusing bad colours, origins and extra fields without changing anything', async () => {
    const edit = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: '/api/users/merchant/edit', headers: merchant.user.headers, payload });
    const changed = await edit({
      name: 'Shoe Shop',
      primary_color: '#112233',
      widget_logo_size: 'Large',
      currencies: ['LTC', 'BTC'],
      allowed_origins: ['https://shoes.example'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().request_details).toMatchObject({
      name: 'Shoe Shop',
      primary_color: '#112233',
      secondary_color: '#1fa463',
      widget_logo_size: 'Large',
      currencies: ['LTC', 'BTC'],
      allowed_origins: ['https://shoes.example'],
    });
    for (const bad of [
      { primary_color: 'red; background: url(x)' },
      { allowed_origins: ['https://shoes.example/path'] },
      { currencies: ['DOGE'] },
      { fee_bps: 0 },
    ]) {
      expect((await edit(bad)).statusCode).toBe(400);
    }
    const after = await app.inject({ method: 'GET', url: '/api/users/merchant', headers: merchant.user.headers });
    expect(after.json().request_details).toMatchObject({ name: 'Shoe Shop', primary_color: '#112233', fee_bps: 100 });
  });

  it('rotates keys: shown once, the old secret stops working', async () => {
    const rotated = await app.inject({
      method: 'POST',
      url: '/api/users/merchant/keys',
      headers: merchant.user.headers,
      payload: { mode: 'test' },
    });
    expect(rotated.statusCode).toBe(200);
    const { secret, publishable } = rotated.json().request_details;
    expect(secret).toMatch(/^sk_test_/);
    expect(publishable).toMatch(/^pk_test_/);
    const create = (key: string) =>
      app.inject({
        method: 'POST',
        url: '/m/api/transaction',
        headers: { authorization: `Bearer ${key}` },
        payload: { merchant_id: merchant.merchantId, amount: '10', currency: 'EUR' },
      });
    expect((await create(merchant.keys.secret)).statusCode).toBe(401);
    expect((await create(secret)).statusCode).toBe(200);
    const listed = await app.inject({ method: 'GET', url: '/api/users/merchant', headers: merchant.user.headers });
    const keys = listed.json().request_details.keys as { prefix: string }[];
    expect(keys.map((key) => key.prefix).sort()).toEqual([publishable.slice(0, 14), secret.slice(0, 14)].sort());
    expect(JSON.stringify(listed.json())).not.toContain(secret);
  });

  it('creates payment links and lists payments in cursor pages', async () => {
    for (const amount of ['1.00', '2.00', '3.00']) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/users/merchant/payments',
        headers: merchant.user.headers,
        payload: { amount, currency: 'EUR', product: 'Gift card' },
      });
      expect(created.statusCode).toBe(200);
      expect(created.json().request_details.link).toMatch(/^\/widget\/\?merchant_id=mer_[a-z0-9]+&transaction_id=pay_/);
    }
    const first = await app.inject({
      method: 'GET',
      url: '/api/users/merchant/payments?limit=2',
      headers: merchant.user.headers,
    });
    const page = first.json().request_details;
    expect(page.payments.map((payment: { amount: string }) => payment.amount)).toEqual(['3.00', '2.00']);
    const second = await app.inject({
      method: 'GET',
      url: `/api/users/merchant/payments?limit=2&cursor=${page.next_cursor}`,
      headers: merchant.user.headers,
    });
    expect(second.json().request_details.payments[0].amount).toBe('1.00');
    const tooBig = await app.inject({
      method: 'GET',
      url: '/api/users/merchant/payments?limit=1000',
      headers: merchant.user.headers,
    });
    expect(tooBig.statusCode).toBe(400);
  });
});

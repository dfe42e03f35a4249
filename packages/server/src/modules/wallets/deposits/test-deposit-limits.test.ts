import { failureEnvelopeSchema } from '@platform/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import type { Database } from '../../../db/database.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../../accounts/testing.js';
import { expectLedgerReconciles } from '../testing.js';

forEachDatabase('test deposits are capped per call and per user per day', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let operator: TestUser;
  let user: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildTestApp({ database });
    operator = await createTestUser(app, { role: 'operator' });
    user = await createTestUser(app);
    other = await createTestUser(app);
  });
  afterAll(async () => {
    await expectLedgerReconciles(database);
    await app.close();
  });

  let counter = 0;
  const deposit = (to: TestUser, amount: string, clientId = `cap-${(counter += 1)}`) =>
    app.inject({
      method: 'POST',
      url: '/api/operator/testDeposit',
      headers: operator.headers,
      payload: { user_id: to.userId, currency: 'EUR', amount, client_id: clientId },
    });
  const eurBalance = async (of: TestUser) =>
    (await app.inject({ method: 'GET', url: '/api/users/getUserBalances', headers: of.headers }))
      .json()
      .request_details.wallets.find((wallet: { currency: string }) => wallet.currency === 'EUR')?.available_balance ??
    '0.00';

  it('refuses one call above 100000 EUR (the probe credited 99999999999999999999 EUR), crediting nothing', async () => {
    for (const amount of ['99999999999999999999', '100000.01']) {
      const response = await deposit(user, amount);
      expect(response.statusCode, amount).toBe(400);
      expect(failureEnvelopeSchema.parse(response.json())).toEqual({
        request_status: 0,
        error_code: 'validation_failed',
        error_message: { amount: { error: ['A test deposit is at most 100000 EUR.'] } },
      });
    }
    expect(await eurBalance(user)).toBe('0.00');
  });

  it('credits up to 500000 EUR to one user in 24 hours, then answers 429 with Retry-After', async () => {
    const first = await deposit(user, '100000', 'cap-first');
    expect(first.statusCode).toBe(200);
    for (let call = 0; call < 4; call += 1) expect((await deposit(user, '100000')).statusCode).toBe(200);
    const over = await deposit(user, '0.01');
    expect(over.statusCode).toBe(429);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(86_000);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(failureEnvelopeSchema.parse(over.json())).toMatchObject({
      error_code: 'rate_limited',
      error_message: { general: { error: ['Test deposits are at most 500000 EUR per user in 24 hours.'] } },
    });
    expect(await eurBalance(user)).toBe('500000.00');
    // A replay of a credited call still answers (it moves nothing), and another user has a cap of their own.
    const replay = await deposit(user, '100000', 'cap-first');
    expect(replay.statusCode).toBe(200);
    expect(replay.json().request_details.replayed).toBe(true);
    expect((await deposit(other, '100000')).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import type { TestUser } from '../accounts/testing.js';
import { accountIdOf, getAccount, platformOwner } from '../ledger/index.js';
import { expectLedgerReconciles } from '../wallets/testing.js';
import { createWithdrawingUser, fund, ltcTravelRule, regtestLtcAddress } from './testing.js';

/**
 * The money paths under stress and failure (issue 17): concurrent requests against one balance and
 * one limit, a crash between the hold and the send, and the restart that finds the send and pays it once.
 */
let clientCounter = 0;
const clientId = () => `wd-money-${(clientCounter += 1)}-${Date.now()}`;

forEachDatabase('withdrawals money', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildTestApp({ database });
    await app.rates.refresher.refreshNow();
  });
  afterAll(async () => {
    await expectLedgerReconciles(database);
    await app.close();
  });

  const withdraw = (user: TestUser, amount: string, id = clientId(), address = regtestLtcAddress()) =>
    app.inject({
      method: 'POST',
      url: '/api/transactions/withdrawal',
      headers: user.headers,
      payload: {
        method: 'crypto',
        client_id: id,
        currency: 'LTC',
        amount,
        address,
        travel_rule: ltcTravelRule,
      },
    });
  const ltcAccount = async (userId: string) =>
    (await getAccount(database, accountIdOf({ owner: userId, asset: 'LTC', kind: 'user' })))!;

  it('50 concurrent withdrawals against one balance never overdraw it', async () => {
    const user = await createWithdrawingUser(app);
    await fund(app, user.userId, 'LTC', 100_000_000n);
    const responses = await Promise.all(Array.from({ length: 50 }, () => withdraw(user, '0.1')));
    const accepted = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode === 400);
    // 0.1 LTC + 0.001 fee each: 9 fit in 1 LTC, the tenth would need 1.01.
    expect(accepted).toHaveLength(9);
    expect(refused).toHaveLength(41);
    for (const response of refused) expect(response.body).toContain('does not cover');
    const account = await ltcAccount(user.userId);
    expect(account.debitsPending).toBe(9n * 10_100_000n);
    expect(account.creditsPosted - account.debitsPosted - account.debitsPending).toBe(100_000_000n - 9n * 10_100_000n);
  });

  it('50 concurrent withdrawals never pass the 24-hour limit together', async () => {
    const operator = await createWithdrawingUser(app, { role: 'operator' });
    const user = await createWithdrawingUser(app);
    await fund(app, user.userId, 'LTC', 10_000_000_000n);
    const quote = await app.inject({
      method: 'GET',
      url: '/api/transactions/withdrawalQuote?currency=LTC&amount=0.1',
      headers: user.headers,
    });
    const eurValue = Number(quote.json().request_details.eur_value);
    // Room for exactly five 0.1 LTC withdrawals in 24 hours (EUR value rounded up per withdrawal).
    const daily = (eurValue * 5 + 0.001).toFixed(2);
    const policy = await app.inject({
      method: 'PUT',
      url: '/api/operator/withdrawalPolicy',
      headers: operator.headers,
      payload: { limits: { verified: { LTC: { per_transaction_eur: daily, daily_eur: daily, monthly_eur: daily } } } },
    });
    expect(policy.statusCode, policy.body).toBe(200);
    const responses = await Promise.all(Array.from({ length: 50 }, () => withdraw(user, '0.1')));
    const accepted = responses.filter((response) => response.statusCode === 200);
    expect(accepted).toHaveLength(5);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 200)) {
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('24-hour limit');
    }
    const total = await database.query<{ total: string }>(
      `select sum(eur_value)::text as total from withdrawals where user_id = $1 and status <> 'failed'`,
      [user.userId],
    );
    expect(BigInt(total.rows[0]!.total)).toBeLessThanOrEqual(BigInt(Math.round(Number(daily) * 100)));
  });

  it('a replay never sends twice, and a crash between hold and send leaves nothing held; the retry sends once', async () => {
    const user = await createWithdrawingUser(app);
    await fund(app, user.userId, 'LTC', 50_000_000n);
    const id = clientId();
    const address = regtestLtcAddress();
    app.withdrawals.context.afterHold = () => {
      throw new Error('crash between the hold and the send request');
    };
    const crashed = await withdraw(user, '0.1', id, address);
    app.withdrawals.context.afterHold = undefined;
    expect(crashed.statusCode).toBe(500);
    expect((await ltcAccount(user.userId)).debitsPending).toBe(0n);

    const retries = await Promise.all(Array.from({ length: 5 }, () => withdraw(user, '0.1', id, address)));
    expect(retries.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // The same request id with another body is a conflict, never a second withdrawal.
    expect((await withdraw(user, '0.1', id)).statusCode).toBe(409);
    const ids = new Set(retries.map((response) => response.json().request_details.withdrawal.id as string));
    expect(ids.size).toBe(1);
    expect(retries.filter((response) => response.json().request_details.replayed === false)).toHaveLength(1);
    const [withdrawalId] = [...ids];
    expect((await ltcAccount(user.userId)).debitsPending).toBe(10_100_000n);

    await app.withdrawals.advance();
    await app.withdrawals.advance();
    const sends = await database.query<{ txid: string }>('select txid from chain_sends where hold_transfer_id = $1', [
      `${withdrawalId}_hold`,
    ]);
    expect(sends.rows).toHaveLength(1);
    const paid = await database.query('select txid from chain_sim_transactions where txid = $1', [sends.rows[0]!.txid]);
    expect(paid.rows).toHaveLength(1);
  });

  it('a restart after the request commits finds the queued send and pays it exactly once', async () => {
    const user = await createWithdrawingUser(app);
    await fund(app, user.userId, 'LTC', 50_000_000n);
    const accepted = await withdraw(user, '0.2');
    const withdrawalId = accepted.json().request_details.withdrawal.id as string;
    // The process dies before any worker moved the send: a new one starts on the same database.
    // (The test's database object stays open: the first app still owns it.)
    const restarted = await buildTestApp({ database: { ...database, close: async () => undefined }, prepared: true });
    try {
      await restarted.withdrawals.advance();
      await restarted.withdrawals.advance();
      await app.withdrawals.advance();
    } finally {
      await restarted.close();
    }
    const row = await database.query<{ status: string; txid: string }>(
      'select status, txid from withdrawals where id = $1',
      [withdrawalId],
    );
    expect(row.rows[0]!.status).toBe('sent');
    const payments = await database.query('select txid from chain_sim_transactions where txid = $1', [
      row.rows[0]!.txid,
    ]);
    expect(payments.rows).toHaveLength(1);
    const fees = await getAccount(database, accountIdOf({ owner: platformOwner, asset: 'LTC', kind: 'fee_revenue' }));
    expect(fees!.creditsPending).toBeGreaterThanOrEqual(100_000n);
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../accounts/testing.js';
import { accountIdOf, getAccount } from '../ledger/index.js';
import { expectLedgerReconciles } from '../wallets/testing.js';
import { createWithdrawingUser, fund } from './testing.js';

/**
 * A bank withdrawal through the app as it is wired (app.ts): the withdrawals module holds the money
 * and asks the payouts module for a SEPA payout; an operator batches it into a pain.001 file and
 * marks it sent (the holds are posted), then the bank settles one payout and rejects another (its
 * amount and fee come back to the user). Nothing here stands in for either module.
 */
let counter = 0;
const clientId = () => `wd-sepa-${(counter += 1)}-${Date.now()}`;

forEachDatabase('bank withdrawals paid out in SEPA batches', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let operator: TestUser;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildTestApp({ database });
    await app.rates.refresher.refreshNow();
    operator = await createTestUser(app, { role: 'operator' });
    const debtor = await operatorCall('PUT', '/operator/payoutDebtorAccount', {
      name: 'Demo Exchange Ltd',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    });
    expect(debtor.statusCode, debtor.body).toBe(200);
  });
  afterAll(async () => {
    await expectLedgerReconciles(database);
    await app.close();
  });

  const operatorCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: operator.headers, ...(payload === undefined ? {} : { payload }) });
  const eurBalance = async (userId: string) => {
    const account = (await getAccount(database, accountIdOf({ owner: userId, asset: 'EUR', kind: 'user' })))!;
    return { posted: account.creditsPosted - account.debitsPosted, pending: account.debitsPending };
  };
  const withdrawalStatus = async (id: string) =>
    (await database.query<{ status: string }>('select status from withdrawals where id = $1', [id])).rows[0]!.status;
  const withdrawToBank = async (user: TestUser) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/transactions/withdrawal',
      headers: user.headers,
      payload: {
        method: 'bank',
        client_id: clientId(),
        currency: 'EUR',
        amount: '100.00',
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: 'COBADEFFXXX',
        account_holder: 'Anna Lena Müller',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().request_details.withdrawal as { id: string; status: string };
  };
  const payoutOf = async (withdrawalId: string) => {
    const page = (await operatorCall('GET', '/operator/payouts?source=withdrawal&page_size=100')).json()
      .request_details;
    return (page.payouts as { id: string; source_id: string; status: string; amount: string }[]).find(
      (payout) => payout.source_id === withdrawalId,
    );
  };

  it('holds, batches into a valid pain.001 file, posts when sent, completes when settled and returns a rejected one', async () => {
    const [settledUser, rejectedUser] = [await createWithdrawingUser(app), await createWithdrawingUser(app)];
    for (const user of [settledUser, rejectedUser]) await fund(app, user.userId, 'EUR', 50_000n);
    const settling = await withdrawToBank(settledUser);
    const rejecting = await withdrawToBank(rejectedUser);
    expect(await eurBalance(settledUser.userId)).toEqual({ posted: 50_000n, pending: 10_100n });

    const settlingPayout = (await payoutOf(settling.id))!;
    const rejectingPayout = (await payoutOf(rejecting.id))!;
    expect(settlingPayout).toMatchObject({ status: 'pending', amount: '100.00' });
    expect(rejectingPayout.status).toBe('pending');

    const batch = (
      await operatorCall('POST', '/operator/payouts/batches', { request_id: `batch-${clientId()}` })
    ).json().request_details;
    expect(batch.payout_ids).toEqual(expect.arrayContaining([settlingPayout.id, rejectingPayout.id]));
    const file = await operatorCall('GET', `/operator/payouts/batches/${batch.batch.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('<Nm>Anna Lena Muller</Nm>');
    expect(file.body).toContain('<InstdAmt Ccy="EUR">100.00</InstdAmt>');
    // Batching moves no money.
    expect(await eurBalance(settledUser.userId)).toEqual({ posted: 50_000n, pending: 10_100n });

    expect((await operatorCall('POST', `/operator/payouts/batches/${batch.batch.id}/sent`)).statusCode).toBe(200);
    for (const user of [settledUser, rejectedUser])
      expect(await eurBalance(user.userId)).toEqual({ posted: 50_000n - 10_100n, pending: 0n });
    expect(await withdrawalStatus(settling.id)).toBe('sent');

    const settled = await operatorCall('POST', `/operator/payouts/${settlingPayout.id}/bankOutcome`, {
      status: 'settled',
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(await withdrawalStatus(settling.id)).toBe('completed');
    expect(await eurBalance(settledUser.userId)).toEqual({ posted: 50_000n - 10_100n, pending: 0n });

    const rejected = await operatorCall('POST', `/operator/payouts/${rejectingPayout.id}/bankOutcome`, {
      status: 'rejected',
      reason_code: 'AC04',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await withdrawalStatus(rejecting.id)).toBe('failed');
    expect(await eurBalance(rejectedUser.userId)).toEqual({ posted: 50_000n, pending: 0n });
  });
  it('settling a whole batch completes its withdrawals; one the bank rejected first gets amount and fee back', async () => {
    const [settledUser, rejectedUser] = [await createWithdrawingUser(app), await createWithdrawingUser(app)];
    for (const user of [settledUser, rejectedUser]) await fund(app, user.userId, 'EUR', 50_000n);
    const settling = await withdrawToBank(settledUser);
    const rejecting = await withdrawToBank(rejectedUser);
    const batch = (
      await operatorCall('POST', '/operator/payouts/batches', { request_id: `batch-${clientId()}` })
    ).json().request_details;
    expect((await operatorCall('POST', `/operator/payouts/batches/${batch.batch.id}/sent`)).statusCode).toBe(200);
    const rejectingPayout = (await payoutOf(rejecting.id))!;
    const rejected = await operatorCall('POST', `/operator/payouts/${rejectingPayout.id}/bankOutcome`, {
      status: 'rejected',
      reason_code: 'AC01',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const settled = await operatorCall('POST', `/operator/payouts/batches/${batch.batch.id}/settled`);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().request_details.payout_ids).toEqual([(await payoutOf(settling.id))!.id]);
    expect(await withdrawalStatus(settling.id)).toBe('completed');
    expect(await eurBalance(settledUser.userId)).toEqual({ posted: 50_000n - 10_100n, pending: 0n });
    expect(await withdrawalStatus(rejecting.id)).toBe('failed');
    expect(await eurBalance(rejectedUser.userId)).toEqual({ posted: 50_000n, pending: 0n });
    const listed = (await operatorCall('GET', '/operator/payouts/batches?page_size=1')).json().request_details;
    expect(listed.batches[0]).toMatchObject({ id: batch.batch.id, sent_count: 0, settled_count: 1, rejected_count: 1 });
  });
});

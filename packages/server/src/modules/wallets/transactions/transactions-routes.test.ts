import { transactionPageSchema, transactionSchema } from '@platform/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import type { Database } from '../../../db/database.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../../accounts/testing.js';
import { accountIdOf, createTransfers } from '../../ledger/ledger-service.js';
import { expectLedgerReconciles } from '../testing.js';
import { CompletedTransactionError, recordTransaction, updateTransactionStatus } from './transaction-repository.js';

forEachDatabase('transactions routes', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let operator: TestUser;
  let user: TestUser;
  let other: TestUser;
  const depositIds: string[] = [];

  const deposit = async (target: TestUser, currency: string, amount: string, clientId: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/operator/testDeposit',
      headers: operator.headers,
      payload: { user_id: target.userId, currency, amount, client_id: clientId },
    });
    expect(response.statusCode).toBe(200);
    return response.json().request_details.transaction.id as string;
  };
  const get = (url: string, as: TestUser = user) => app.inject({ method: 'GET', url, headers: as.headers });

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildTestApp({ database });
    operator = await createTestUser(app, { role: 'operator' });
    user = await createTestUser(app);
    other = await createTestUser(app);
    depositIds.push(await deposit(user, 'BTC', '0.1', 'tx-1'));
    depositIds.push(await deposit(user, 'EUR', '10', 'tx-2'));
    depositIds.push(await deposit(user, 'BTC', '0.2', 'tx-3'));
    depositIds.push(await deposit(user, 'ETH', '1.5', 'tx-4'));
    depositIds.push(await deposit(user, 'BTC', '0.3', 'tx-5'));
    await deposit(other, 'BTC', '9', 'tx-other');
  });
  afterAll(async () => {
    await expectLedgerReconciles(database);
    await app.close();
  });

  it('lists the user’s transactions keyed by id, newest first, in pages joined by next_cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pageNumber = 0; pageNumber < 5; pageNumber += 1) {
      const response = await get(
        `/api/transactions/getTransactions?limit=2${cursor === null ? '' : `&cursor=${cursor}`}`,
      );
      expect(response.statusCode).toBe(200);
      const page = transactionPageSchema.parse(response.json().request_details);
      seen.push(...Object.keys(page.transactions));
      cursor = page.next_cursor;
      if (cursor === null) break;
    }
    expect(seen).toEqual([...depositIds].reverse());
    const first = (await get('/api/transactions/getTransactions')).json().request_details.transactions[
      depositIds[0] ?? ''
    ];
    expect(transactionSchema.parse(first)).toMatchObject({
      type: 'deposit',
      status: 'completed',
      payment_status: null,
      currency_iso: 'BTC',
      amount: '0.10000000',
      transaction_fee: '0.00000000',
      direction: 'credit',
      payment_method: 'test_deposit',
    });
  });

  it('filters by asset, type, status and date', async () => {
    const ids = async (query: string) =>
      Object.keys((await get(`/api/transactions/getTransactions?${query}`)).json().request_details.transactions);
    expect(await ids('asset=btc')).toEqual([depositIds[4], depositIds[2], depositIds[0]]);
    expect(await ids('asset=ETH&type=deposit&status=completed')).toEqual([depositIds[3]]);
    expect(await ids('type=withdrawal')).toEqual([]);
    expect(await ids('status=pending')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await ids(`from=${today}&to=${today}`)).length).toBe(5);
    expect(await ids('to=2020-01-01')).toEqual([]);
    expect(await ids(`from=${new Date(Date.now() + 60_000).toISOString()}`)).toEqual([]);
  });

  it('refuses bad filters and page sizes with a field message', async () => {
    for (const [query, field] of [
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['asset=DOGE', 'asset'],
      ['type=gift', 'type'],
      ['status=done', 'status'],
      ['from=2026-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['cursor=abc', 'cursor'],
      ['from=2026-05-02&to=2026-05-01', 'from'],
    ]) {
      const response = await get(`/api/transactions/getTransactions?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ request_status: 0, error_code: 'validation_failed' });
      expect(JSON.stringify(response.json().error_message), query).toContain(field);
    }
  });

  it('shows a wallet’s activity and its daily closing balance from the ledger', async () => {
    const activity = (await get('/api/transactions/getWalletActivity?currency=BTC&limit=2')).json().request_details;
    expect(activity.currency).toBe('BTC');
    expect(activity.activity.map((row: { id: string }) => row.id)).toEqual([depositIds[4], depositIds[2]]);
    expect(activity.next_cursor).not.toBeNull();
    const history = await get('/api/transactions/getWalletBalanceActivity?currency=BTC&days=3');
    expect(history.statusCode).toBe(200);
    const points = history.json().request_details.points as { date: string; balance: string }[];
    expect(points.length).toBe(3);
    expect(points.map((point) => point.balance)).toEqual(['0.00000000', '0.00000000', '0.60000000']);
    expect(points[2]?.date).toBe(new Date().toISOString().slice(0, 10));
    expect((await get('/api/transactions/getWalletBalanceActivity?currency=BTC&days=367')).statusCode).toBe(400);
    expect((await get('/api/transactions/getWalletActivity')).statusCode).toBe(400);
  });

  it('answers the fee schedule and the most used currencies', async () => {
    const fees = (await get('/api/transactions/getFees')).json().request_details;
    expect(fees.processing_fee_percent).toBe('0.00');
    expect(fees.fees.BTC).toEqual({
      deposit_fee: '0.00000000',
      withdrawal_fee: '0.00020000',
      withdrawal_minimum: '0.00050000',
    });
    expect(fees.fees.EUR).toEqual({ deposit_fee: '0.00', withdrawal_fee: '1.00', withdrawal_minimum: '10.00' });
    const favorites = (await get('/api/transactions/getFavorites')).json().request_details.favorites;
    expect(
      favorites.map((favorite: { currency: string; transactions: number }) => [
        favorite.currency,
        favorite.transactions,
      ]),
    ).toEqual([
      ['BTC', 3],
      ['ETH', 1],
      ['EUR', 1],
    ]);
  });

  it('answers the status (success true) and the details (both spellings) of the user’s own transactions only', async () => {
    const id = depositIds[1] ?? '';
    const status = await app.inject({
      method: 'POST',
      url: '/api/transactions/getTransactionStatus',
      headers: user.headers,
      payload: { transaction_id: id },
    });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      success: true,
      request_details: { transaction_id: id, type: 'deposit', status: 'completed', payment_status: null },
    });
    for (const path of ['getTransacionaDetails', 'getTransactionDetails']) {
      const details = await app.inject({
        method: 'POST',
        url: `/api/transactions/${path}`,
        headers: user.headers,
        payload: { transaction_id: id },
      });
      expect(details.statusCode).toBe(200);
      expect(details.json().request_details.transaction).toMatchObject({ id, currency_iso: 'EUR', amount: '10.00' });
      const foreign = await app.inject({
        method: 'POST',
        url: `/api/transactions/${path}`,
        headers: other.headers,
        payload: { transaction_id: id },
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ request_status: 0, error_code: 'not_found' });
    }
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/transactions/getTransactionStatus',
      headers: user.headers,
      payload: { transaction_id: "txn_1' or '1'='1" },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('shows deposit in orders for a hold and lists a pending withdrawal raw (initial) for core’s rule to display', async () => {
    await createTransfers(database, [
      {
        type: 'pending',
        id: 'hold-withdrawal-1',
        debitAccountId: accountIdOf({ owner: user.userId, asset: 'BTC', kind: 'user' }),
        creditAccountId: accountIdOf({ owner: 'platform', asset: 'BTC', kind: 'chain_clearing' }),
        asset: 'BTC',
        amount: 5_000_000n,
        code: 'withdrawal',
      },
    ]);
    const record = await recordTransaction(database, {
      brandId: 'brd_demo',
      userId: user.userId,
      type: 'withdrawal',
      status: 'initial',
      currency: 'BTC',
      direction: 'debit',
      amountBaseUnits: 5_000_000n,
      ledgerTransferId: 'hold-withdrawal-1',
    });
    const rows = (await get('/api/transactions/getTransactions?type=withdrawal')).json().request_details.transactions;
    expect(rows[record.id]).toMatchObject({
      status: 'initial',
      payment_status: null,
      direction: 'debit',
      amount: '0.05000000',
    });
    const btc = (await get('/api/users/getUserBalances')).json().request_details.wallets[0];
    expect(btc).toMatchObject({ currency: 'BTC', available_balance: '0.55000000', deposit_in_orders: '0.05000000' });
    await createTransfers(database, [
      { type: 'void_pending', id: 'hold-withdrawal-1-void', pendingId: 'hold-withdrawal-1' },
    ]);
  });

  it('lists a chain deposit while it confirms (pending, n of N, txid) and moves that one row to completed or canceled', async () => {
    const txid = 'c0ffee'.padEnd(64, '0');
    const pending = await recordTransaction(database, {
      brandId: 'brd_demo',
      userId: user.userId,
      type: 'deposit',
      status: 'pending',
      currency: 'LTC',
      direction: 'credit',
      amountBaseUnits: 125_000_000n,
      ledgerTransferId: 'dep_routes1',
      txid,
      confirmations: 0,
      requiredConfirmations: 6,
    });
    const listed = async (id: string) =>
      transactionSchema.parse(
        (await get('/api/transactions/getTransactions?asset=LTC')).json().request_details.transactions[id],
      );
    expect(await listed(pending.id)).toMatchObject({
      type: 'deposit',
      status: 'pending',
      amount: '1.25000000',
      txid,
      confirmations: 0,
      required_confirmations: 6,
      completed_at: null,
    });
    const confirming = await updateTransactionStatus(database, { ledgerTransferId: 'dep_routes1', confirmations: 2 });
    expect(confirming).toMatchObject({ id: pending.id, status: 'pending', confirmations: 2 });
    // Asking again for the state it is in changes nothing, not even updated_at.
    expect(await updateTransactionStatus(database, { ledgerTransferId: 'dep_routes1', confirmations: 2 })).toEqual(
      confirming,
    );
    const completed = await updateTransactionStatus(database, {
      ledgerTransferId: 'dep_routes1',
      status: 'completed',
      confirmations: 6,
    });
    expect(completed).toMatchObject({ id: pending.id, status: 'completed', confirmations: 6 });
    expect(completed!.completedAt).not.toBeNull();
    expect(await listed(pending.id)).toMatchObject({ status: 'completed', confirmations: 6, txid });
    // Completed is final: undoing a credit is a reversal row, never an edit.
    await expect(
      updateTransactionStatus(database, { ledgerTransferId: 'dep_routes1', status: 'canceled' }),
    ).rejects.toBeInstanceOf(CompletedTransactionError);
    expect(await updateTransactionStatus(database, { ledgerTransferId: 'dep_unknown', status: 'canceled' })).toBe(
      undefined,
    );
    const replaced = await recordTransaction(database, {
      brandId: 'brd_demo',
      userId: user.userId,
      type: 'deposit',
      status: 'pending',
      currency: 'LTC',
      direction: 'credit',
      amountBaseUnits: 1_000_000n,
      ledgerTransferId: 'dep_routes2',
      txid: 'beef'.padEnd(64, '0'),
      confirmations: 0,
      requiredConfirmations: 6,
    });
    await updateTransactionStatus(database, { ledgerTransferId: 'dep_routes2', status: 'canceled' });
    expect(await listed(replaced.id)).toMatchObject({ status: 'canceled', completed_at: null });
    // Rows off chain carry no chain fields at all.
    const offChain = (await get('/api/transactions/getTransactions?asset=EUR')).json().request_details.transactions;
    for (const row of Object.values(offChain) as Record<string, unknown>[]) {
      expect(row).not.toHaveProperty('txid');
      expect(row).not.toHaveProperty('confirmations');
    }
  });
});

import {
  transactionPageSchema,
  transactionPaymentStatuses,
  transactionStatusDisplay,
  transactionStatuses,
  walletActivityPageSchema,
} from '@platform/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import type { Database } from '../../../db/database.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../../accounts/testing.js';
import { shownTransactionCondition } from './hidden-transactions.js';
import { recordTransaction, type PaymentStatusValue, type TransactionStatusValue } from './transaction-repository.js';

/**
 * Spec §4 "initial with no payment_status is hidden", applied by the lists' page query: a page of
 * `limit` holds `limit` shown rows whenever that many exist, and a hidden row is never listed.
 */
forEachDatabase('hidden transactions', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildTestApp({ database });
  });
  afterAll(async () => {
    await app.close();
  });

  const row = (
    userId: string,
    status: TransactionStatusValue,
    options: Partial<Parameters<typeof recordTransaction>[1]>,
  ) =>
    recordTransaction(database, {
      brandId: 'brd_demo',
      userId,
      type: 'buy',
      status,
      currency: 'EUR',
      direction: 'credit',
      amountBaseUnits: 100n,
      ...options,
    });

  /** 30 shown rows (completed deposits) with 10 hidden ones (unpaid initial orders) between them, oldest first. */
  async function interleavedRows(user: TestUser): Promise<{ shown: string[]; hidden: string[] }> {
    const shown: string[] = [];
    const hidden: string[] = [];
    for (let index = 0; index < 40; index += 1) {
      if (index % 4 === 1) hidden.push((await row(user.userId, 'initial', { paymentStatus: null })).id);
      else shown.push((await row(user.userId, 'completed', { type: 'deposit' })).id);
    }
    return { shown, hidden };
  }

  it('pages the transactions list over shown rows only: 25 of 30 on the first page, the other 5 on the next', async () => {
    const user = await createTestUser(app);
    const { shown, hidden } = await interleavedRows(user);
    const page = async (cursor: string | null) => {
      const query = `limit=25${cursor === null ? '' : `&cursor=${cursor}`}`;
      const response = await app.inject({
        method: 'GET',
        url: `/api/transactions/getTransactions?${query}`,
        headers: user.headers,
      });
      expect(response.statusCode).toBe(200);
      return transactionPageSchema.parse(response.json().request_details);
    };
    const first = await page(null);
    expect(Object.keys(first.transactions)).toEqual([...shown].reverse().slice(0, 25));
    expect(first.next_cursor).not.toBeNull();
    const second = await page(first.next_cursor);
    expect(Object.keys(second.transactions)).toEqual([...shown].reverse().slice(25));
    expect(second.next_cursor).toBeNull();
    const listed = [...Object.keys(first.transactions), ...Object.keys(second.transactions)];
    expect(listed.filter((id) => hidden.includes(id))).toEqual([]);
    // The status filter cannot bring them back either.
    const initial = await app.inject({
      method: 'GET',
      url: '/api/transactions/getTransactions?status=initial',
      headers: user.headers,
    });
    expect(initial.json().request_details.transactions).toEqual({});
  });

  it('pages a wallet’s activity over shown rows only', async () => {
    const user = await createTestUser(app);
    const { shown, hidden } = await interleavedRows(user);
    const response = await app.inject({
      method: 'GET',
      url: '/api/transactions/getWalletActivity?currency=EUR&limit=25',
      headers: user.headers,
    });
    const first = walletActivityPageSchema.parse(response.json().request_details);
    expect(first.activity.map((transaction) => transaction.id)).toEqual([...shown].reverse().slice(0, 25));
    const rest = await app.inject({
      method: 'GET',
      url: `/api/transactions/getWalletActivity?currency=EUR&limit=25&cursor=${first.next_cursor}`,
      headers: user.headers,
    });
    const second = walletActivityPageSchema.parse(rest.json().request_details);
    expect(second.activity.map((transaction) => transaction.id)).toEqual([...shown].reverse().slice(25));
    expect(second.next_cursor).toBeNull();
    expect([...first.activity, ...second.activity].filter((each) => hidden.includes(each.id))).toEqual([]);
  });

  it('hides in SQL exactly the rows core’s status rule hides, for every status, payment status and type', async () => {
    const user = await createTestUser(app);
    const expected = new Map<string, boolean>();
    for (const status of transactionStatuses) {
      for (const paymentStatus of [null, ...transactionPaymentStatuses] as (PaymentStatusValue | null)[]) {
        for (const type of ['deposit', 'withdrawal', 'buy', 'conversion']) {
          const record = await row(user.userId, status, { type, paymentStatus });
          const display = transactionStatusDisplay({ type, status, payment_status: paymentStatus });
          expected.set(record.id, !display.hidden);
        }
      }
    }
    const result = await database.query<{ id: string; shown: boolean }>(
      `select id, (${shownTransactionCondition}) as shown from transactions where user_id = $1`,
      [user.userId],
    );
    expect(new Map(result.rows.map((each) => [each.id, each.shown]))).toEqual(expected);
    // The rule does hide some and show others: the comparison above is not vacuous.
    expect([...expected.values()].filter((shown) => !shown).length).toBe(2 * 3);
  });
});

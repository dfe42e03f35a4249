import { merchantSummarySchema, type MerchantSummary } from '@platform/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import {
  coins8,
  closeMerchantTestApp,
  createTestMerchant,
  openMerchantTestApp,
  payOnSimulatedChain,
  type TestMerchant,
} from './testing.js';

/**
 * Spec §4 "Widget amounts" on the merchant dashboard, with real payments in every status: each
 * payment counts in the total of the status its row shows (core's merchantTotals: Pending,
 * Processing, completed shown as Approved; Expired and Failed in none), so the sums agree with the
 * rows (issue 15: one unpaid €118 link read €118 pending and completed; a settled one "Completed 0").
 */
forEachDatabase('merchant dashboard sums (spec §4 widget amounts)', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let merchant: TestMerchant;

  beforeAll(async () => {
    ({ app, database, merchant } = await openMerchantTestApp(openTestDatabase));
  });
  afterAll(() => closeMerchantTestApp({ app, database }));

  const summary = async (who: TestMerchant = merchant): Promise<MerchantSummary> => {
    const response = await app.inject({ method: 'GET', url: '/api/users/merchant/summary', headers: who.user.headers });
    expect(response.statusCode).toBe(200);
    return merchantSummarySchema.parse(response.json().request_details);
  };
  const expireNow = (paymentId: string) =>
    database.query(
      `update merchant_payments set expires_at = now() - interval '1 second', monitoring_until = now() + interval '1 day'
       where id = $1`,
      [paymentId],
    );

  it('answers zero sums and no balances for a merchant without payments', async () => {
    const fresh = await createTestMerchant(app);
    expect(await summary(fresh)).toEqual({ sums: [], balances: [] });
  });

  it('adds and counts each payment in the total of its status, per fiat and per coin', async () => {
    // Awaiting a coin (widget stage only, no coin yet).
    const awaiting = await app.inject({
      method: 'POST',
      url: '/api/users/merchant/payments',
      headers: merchant.user.headers,
      payload: { amount: '10.00', currency: 'EUR' },
    });
    expect(awaiting.statusCode).toBe(200);
    // New: coin chosen, nothing paid (widget).
    const unpaid = await app.inject({
      method: 'POST',
      url: '/m/api/transaction',
      headers: { authorization: `Bearer ${merchant.keys.secret}` },
      payload: { merchant_id: merchant.merchantId, amount: '20.00', currency: 'EUR', currency_1_iso: 'LTC' },
    });
    const unpaidDue = BigInt(unpaid.json().request_details.currency_1_amount.replace('.', ''));
    // Settled (widget, deposit, completed).
    const settled = await payOnSimulatedChain(app, merchant, { amount: '40.00', blocks: 2 });
    // Expired unpaid: counts for nothing.
    const expired = await app.inject({
      method: 'POST',
      url: '/m/api/transaction',
      headers: { authorization: `Bearer ${merchant.keys.secret}` },
      payload: { merchant_id: merchant.merchantId, amount: '50.00', currency: 'EUR', currency_1_iso: 'LTC' },
    });
    await expireNow(expired.json().request_details.transaction_id);
    // Paid late, waiting for the merchant (widget, deposit).
    const late = await app.inject({
      method: 'POST',
      url: '/m/api/transaction',
      headers: { authorization: `Bearer ${merchant.keys.secret}` },
      payload: { merchant_id: merchant.merchantId, amount: '60.00', currency: 'EUR', currency_1_iso: 'LTC' },
    });
    const latePayment = late.json().request_details;
    const lateDue = BigInt(latePayment.currency_1_amount.replace('.', ''));
    await expireNow(latePayment.transaction_id);
    await app.merchants.refreshOpen();
    await app.inject({
      method: 'POST',
      url: '/api/test-mode/chain/pay',
      payload: { address: latePayment.currency_1_address, amount: coins8(lateDue), currency: 'LTC' },
    });
    for (let block = 0; block < 2; block += 1) {
      await app.chains.simulated.LTC!.mine();
      await app.chains.watchers.LTC!.runCycle();
      await app.merchants.refreshOpen();
    }
    // Processing: paid, not confirmed (widget, deposit); last, so no block confirms it.
    const processing = await payOnSimulatedChain(app, merchant, { amount: '30.00' });
    const statuses = await database.query<{ amount: string; status: string; exception_status: string }>(
      'select amount::text, status, exception_status from merchant_payments where merchant_id = $1 order by amount',
      [merchant.merchantId],
    );
    expect(statuses.rows.map((row) => [row.amount, row.status, row.exception_status])).toEqual([
      ['1000', 'awaiting_currency', 'none'],
      ['2000', 'new', 'none'],
      ['3000', 'processing', 'none'],
      ['4000', 'settled', 'none'],
      ['5000', 'expired', 'none'],
      ['6000', 'expired', 'paid_late'],
    ]);

    const result = await summary();
    // EUR: pending = 10 + 20 (waiting for a coin or for the money), processing = 30, completed = 40.
    expect(result.sums.find((sum) => sum.currency === 'EUR')).toEqual({
      currency: 'EUR',
      pending: '30.00',
      processing: '30.00',
      completed: '40.00',
      payments: { pending: 2, processing: 1, completed: 1 },
    });
    // LTC: the same on the coin amounts due (8 decimals); the awaiting payment has no coin yet.
    expect(result.sums.find((sum) => sum.currency === 'LTC')).toEqual({
      currency: 'LTC',
      pending: coins8(unpaidDue),
      processing: coins8(processing.due),
      completed: coins8(settled.due),
      payments: { pending: 1, processing: 1, completed: 1 },
    });
    // Balances: the settled payment net of 1 % in the wallet; the late one waits in merchant_payable.
    const fee = (settled.due * 100n + 9_999n) / 10_000n;
    expect(result.balances).toEqual([
      {
        currency: 'LTC',
        available: coins8(settled.due - fee),
        held: '0.00000000',
        awaiting_settlement: coins8(lateDue),
      },
    ]);

    // Accepting the late payment completes it: it counts as completed, its coins leave the payable.
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/users/merchant/payments/${latePayment.transaction_id}/acceptLate`,
      headers: merchant.user.headers,
    });
    expect(accepted.json().request_details.status).toBe('settled');
    const after = await summary();
    expect(after.sums.find((sum) => sum.currency === 'EUR')).toMatchObject({
      pending: '30.00',
      processing: '30.00',
      completed: '100.00',
      payments: { pending: 2, processing: 1, completed: 2 },
    });
    expect(after.balances[0]).toMatchObject({ currency: 'LTC', awaiting_settlement: '0.00000000' });
  });
});

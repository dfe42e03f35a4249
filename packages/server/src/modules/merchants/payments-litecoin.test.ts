import { merchantPaymentSchema, toDecimalString, type MerchantPayment } from '@platform/core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import type { RegtestNode } from '../chains/testing/litecoind.js';
import { nodeForTests } from '../chains/testing/node-for-tests.js';
import { joinSharedLitecoin } from '../chains/testing/shared-chain-nodes.js';
import { getBalances, platformOwner } from '../ledger/ledger-service.js';
import { expectLedgerReconciles } from '../wallets/testing.js';
import { createTestMerchant, type TestMerchant } from './testing.js';

/**
 * The merchant payment flow against Litecoin Core in regtest (the real node, not the simulated
 * chain): coins sent and blocks mined through the node's RPC, seen by the app's own LTC watcher.
 * The chain project's one node, with this file's own wallet (the customer), shared by both database
 * runs; each run's watcher starts at the node's tip.
 */
const litecoin = nodeForTests(
  () => joinSharedLitecoin('payments-litecoin'),
  (joined) => joined.stop(),
);
let node: RegtestNode;
beforeEach(() => {
  node = litecoin();
});

const requiredConfirmations = 3;
const feeBps = 100;
/** Base units of an amount the API shows with 8 decimals ("0.12345678"). */
const baseUnitsOf = (coins: string) => {
  expect(coins).toMatch(/^[0-9]+\.[0-9]{8}$/);
  return BigInt(coins.replace('.', ''));
};
const feeOf = (gross: bigint) => (gross * BigInt(feeBps) + 9_999n) / 10_000n;

forEachDatabase('merchant payments on Litecoin regtest', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let merchant: TestMerchant;

  beforeAll(async () => {
    const started = litecoin();
    database = await openTestDatabase();
    app = await buildTestApp({
      database,
      env: {
        CHAIN_LTC_RPC_URL: started.url,
        CHAIN_LTC_RPC_USER: started.user,
        CHAIN_LTC_RPC_PASSWORD: started.password,
        CHAIN_CONFIRMATIONS_LTC: String(requiredConfirmations),
      },
    });
    await app.rates.refresher.refreshNow();
    merchant = await createTestMerchant(app, { feeBps });
    // An empty mempool (the other database's run derived the same addresses), then the watcher's
    // cursor at the tip: it sees only what this run sends.
    await started.mine(1);
    await app.chains.watchers.LTC!.runCycle();
  });
  afterAll(async () => {
    await expectLedgerReconciles(database);
    await app.close();
  });

  const create = async (payload: Record<string, unknown>): Promise<MerchantPayment> => {
    const response = await app.inject({
      method: 'POST',
      url: '/m/api/transaction',
      headers: { authorization: `Bearer ${merchant.keys.secret}` },
      payload: { merchant_id: merchant.merchantId, currency_1_iso: 'LTC', ...payload },
    });
    expect(response.statusCode).toBe(200);
    return merchantPaymentSchema.parse(await statusOf(response.json().request_details.transaction_id));
  };
  const statusOf = async (paymentId: string): Promise<MerchantPayment> => {
    const response = await app.inject({
      method: 'POST',
      url: '/m/api/transaction/status',
      payload: { transaction_id: paymentId, merchant_id: merchant.merchantId },
    });
    expect(response.statusCode).toBe(200);
    return merchantPaymentSchema.parse(response.json().request_details);
  };
  /** What the app does on its own: a watcher cycle, then a pass over open payments. */
  const cycle = async () => {
    const report = await app.chains.watchers.LTC!.runCycle();
    expect(report.ran).toBe(true);
    await app.merchants.refreshOpen();
  };
  /** Sends from this file's wallet (the customer), the exact amount to the address. */
  const send = (address: string, coins: string) => node.wallet.call<string>('sendtoaddress', [address, coins]);
  const mineAndCycle = async (blocks = 1) => {
    await node.mine(blocks);
    await cycle();
  };
  const balance = async (kind: 'user' | 'merchant_payable' | 'fee_revenue') => {
    const owner = kind === 'fee_revenue' ? platformOwner : merchant.user.userId;
    const rows = await getBalances(database, owner);
    return rows.find((row) => row.kind === kind && row.asset === 'LTC')?.posted ?? 0n;
  };
  const balances = async () => ({
    wallet: await balance('user'),
    payable: await balance('merchant_payable'),
    revenue: await balance('fee_revenue'),
  });

  it('goes new → processing at 0 confirmations → settled after 3, crediting the merchant net of the fee', async () => {
    const before = await balances();
    const created = await create({ amount: '120.50', currency: 'EUR', order_id: 'LTC-1' });
    expect(created).toMatchObject({
      status: 'new',
      exception_status: 'none',
      currency_1_iso: 'LTC',
      required_confirmations: requiredConfirmations,
      payments: [],
    });
    expect(created.currency_1_address).toMatch(/^rltc1/);
    const due = baseUnitsOf(created.currency_1_amount!);

    const txid = await send(created.currency_1_address!, created.currency_1_amount!);
    await cycle();
    const processing = await statusOf(created.transaction_id);
    expect(processing).toMatchObject({
      status: 'processing',
      exception_status: 'none',
      amount_paid: created.currency_1_amount,
      amount_due: '0.00000000',
      settled_at: null,
    });
    expect(processing.payments).toEqual([
      expect.objectContaining({ txid, amount: created.currency_1_amount, state: 'detected', confirmations: 0 }),
    ]);

    for (const confirmations of [1, 2]) {
      await mineAndCycle();
      const confirming = await statusOf(created.transaction_id);
      expect(confirming).toMatchObject({ status: 'processing', settled_at: null });
      expect(confirming.payments[0]).toMatchObject({
        txid,
        state: 'confirming',
        confirmations,
        required_confirmations: requiredConfirmations,
      });
      // Nothing is the merchant's before the confirmations are met.
      expect(await balances()).toEqual(before);
    }

    await mineAndCycle();
    const settled = await statusOf(created.transaction_id);
    expect(settled).toMatchObject({ status: 'settled', exception_status: 'none' });
    expect(settled.settled_at).not.toBeNull();
    expect(settled.payments[0]).toMatchObject({ txid, state: 'confirmed', confirmations: requiredConfirmations });
    const fee = feeOf(due);
    expect(await balances()).toEqual({
      wallet: before.wallet + due - fee,
      payable: before.payable,
      revenue: before.revenue + fee,
    });
    // More blocks and passes move nothing again.
    await mineAndCycle(2);
    expect(await balances()).toEqual({
      wallet: before.wallet + due - fee,
      payable: before.payable,
      revenue: before.revenue + fee,
    });
    await expectLedgerReconciles(database);
  });

  it('keeps the address after a partial payment; a second payment to it completes and settles the payment', async () => {
    const before = await balances();
    const created = await create({ amount: '45.00', currency: 'EUR' });
    const address = created.currency_1_address!;
    const due = baseUnitsOf(created.currency_1_amount!);
    const first = due / 3n;

    const firstTxid = await send(address, toDecimalString('LTC', first));
    await cycle();
    const partial = await statusOf(created.transaction_id);
    expect(partial).toMatchObject({
      status: 'new',
      exception_status: 'paid_partial',
      currency_1_address: address,
      amount_paid: toDecimalString('LTC', first),
      amount_due: toDecimalString('LTC', due - first),
    });
    // The QR asks for the rest only.
    expect(partial.qr).toContain(address);
    expect(partial.qr).toContain(`amount=${toDecimalString('LTC', due - first).replace(/0+$/, '')}`);

    // The first payment confirming changes nothing while the rest is missing.
    await mineAndCycle();
    expect(await statusOf(created.transaction_id)).toMatchObject({ status: 'new', exception_status: 'paid_partial' });

    const secondTxid = await send(address, partial.amount_due);
    await cycle();
    const complete = await statusOf(created.transaction_id);
    expect(complete).toMatchObject({
      status: 'processing',
      exception_status: 'none',
      currency_1_address: address,
      amount_paid: created.currency_1_amount,
      amount_due: '0.00000000',
    });
    expect(complete.payments.map((payment) => [payment.txid, payment.state])).toEqual([
      [firstTxid, 'confirming'],
      [secondTxid, 'detected'],
    ]);

    await mineAndCycle(requiredConfirmations - 1);
    // The first payment is credited, the second is not yet: not settled, nothing for the merchant.
    expect(await statusOf(created.transaction_id)).toMatchObject({ status: 'processing' });
    expect((await balances()).wallet).toBe(before.wallet);
    await mineAndCycle();
    const settled = await statusOf(created.transaction_id);
    expect(settled).toMatchObject({ status: 'settled', exception_status: 'none' });
    expect(settled.payments.map((payment) => payment.state)).toEqual(['confirmed', 'confirmed']);
    const fee = feeOf(due);
    expect(await balances()).toEqual({
      wallet: before.wallet + due - fee,
      payable: before.payable,
      revenue: before.revenue + fee,
    });
    await expectLedgerReconciles(database);
  });

  it('an expired payment paid late waits in merchant_payable until the merchant accepts it, then settles', async () => {
    const before = await balances();
    const context = app.merchants.context;
    const realClock = context.now;
    // The payment is created on a clock 16 minutes behind, then the clock is advanced to the
    // present: its 900 s window is over. Deposits are stamped by the database's clock, so the
    // app's clock must be back in step with it when the late payment arrives.
    context.now = () => new Date(Date.now() - 960_000);
    let created: MerchantPayment;
    try {
      created = await create({ amount: '30', currency: 'EUR' });
    } finally {
      context.now = realClock;
    }
    expect(created.status).toBe('new');
    expect(new Date(created.expires_at!).getTime()).toBeLessThan(Date.now());
    await cycle();
    expect(await statusOf(created.transaction_id)).toMatchObject({ status: 'expired', exception_status: 'none' });

    const due = baseUnitsOf(created.currency_1_amount!);
    const txid = await send(created.currency_1_address!, created.currency_1_amount!);
    await cycle();
    expect(await statusOf(created.transaction_id)).toMatchObject({
      status: 'expired',
      exception_status: 'paid_late',
      amount_paid: created.currency_1_amount,
    });

    await mineAndCycle(requiredConfirmations);
    await cycle();
    const late = await statusOf(created.transaction_id);
    expect(late).toMatchObject({ status: 'expired', exception_status: 'paid_late', settled_at: null });
    expect(late.payments).toEqual([expect.objectContaining({ txid, state: 'confirmed' })]);
    // Credited to merchant_payable, not to the merchant: the merchant decides.
    expect(await balances()).toEqual({ ...before, payable: before.payable + due });

    const accepted = await app.inject({
      method: 'POST',
      url: `/api/users/merchant/payments/${created.transaction_id}/acceptLate`,
      headers: merchant.user.headers,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().request_details).toMatchObject({
      transaction_id: created.transaction_id,
      status: 'settled',
      exception_status: 'paid_late',
    });
    const fee = feeOf(due);
    const settledBalances = {
      wallet: before.wallet + due - fee,
      payable: before.payable,
      revenue: before.revenue + fee,
    };
    expect(await balances()).toEqual(settledBalances);
    expect(await statusOf(created.transaction_id)).toMatchObject({ status: 'settled', exception_status: 'paid_late' });

    // Accepting again, or another pass, pays nothing twice.
    await app.inject({
      method: 'POST',
      url: `/api/users/merchant/payments/${created.transaction_id}/acceptLate`,
      headers: merchant.user.headers,
    });
    await mineAndCycle();
    expect(await balances()).toEqual(settledBalances);
    await expectLedgerReconciles(database);
  });
});

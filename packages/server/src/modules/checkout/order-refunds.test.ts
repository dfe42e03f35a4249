import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { SendRefused } from '../chains/sending/send-requests.js';
import { getBalances } from '../ledger/index.js';
import { createTestMerchant } from '../merchants/testing.js';
import { expectLedgerReconciles } from '../wallets/testing.js';
import { brandOwner } from './order-money.js';
import { createTestCheckout, openCheckoutTestApp } from './testing.js';

/**
 * Refunds on the checkout's side (the port the rails call: startRefund, then completeRefund):
 * which orders may be refunded, the ledger reversal and the coins released, the merchant's webhook,
 * and that no send starts after a refund. The operator's call itself is tested in rails/refunds.
 */
forEachDatabase('checkout refunds: state rules, ledger reversal, webhooks', ({ openTestDatabase }) => {
  let app: App;
  const owner = brandOwner('brd_demo');
  beforeAll(async () => {
    app = await openCheckoutTestApp(openTestDatabase, { brandCacheTtlMs: 0 });
    await app.database.query(
      `update brands set more = more || '{"checkout": {"processing_fee_percent": "2.00"}}' where id = 'brd_demo'`,
    );
  });
  afterAll(async () => {
    await expectLedgerReconciles(app.database);
    await app.close();
  });

  const balance = async (accountOwner: string, asset: string, kind: string) =>
    (await getBalances(app.database, accountOwner)).find((row) => row.asset === asset && row.kind === kind);
  const capture = (orderId: string, amountMinor = 10_000n) =>
    app.checkoutOrders.applyPaymentEvent({
      orderId,
      event: 'captured',
      rail: 'card',
      railReference: `psp_${orderId}`,
      amountMinor,
      currency: 'EUR',
      idempotencyKey: `capture_${orderId}`,
    });
  const refund = (orderId: string, refundId = 'full') =>
    app.checkoutOrders.completeRefund({ orderId, refundId, rail: 'card', railReference: `psp_${orderId}` });
  const startRefund = (orderId: string, brandId = 'brd_demo') =>
    app.checkoutOrders
      .startRefund({ orderId, brandId, refundId: 'full', reason: 'test refund', requestedBy: 'usr_operator' })
      .then((started) => ({ status: started.status, replayed: started.replayed, amount: started.amountMinor }));
  const makeDue = () =>
    app.database.query(`update checkout_deliveries set next_attempt_at = now() - interval '1 second'`);
  const deliveryOf = async (orderId: string) =>
    (
      await app.database.query<{ send_id: string | null; needs_operator: boolean; refund_started_at: Date | null }>(
        `select send_id, needs_operator, refund_started_at from checkout_deliveries where order_id = $1`,
        [orderId],
      )
    ).rows[0]!;

  it('refunds a paid order: the payment postings reversed, the coins released, once; no send starts after it', async () => {
    const before = {
      btc: (await balance(owner, 'BTC', 'liquidity'))!,
      eur: (await balance(owner, 'EUR', 'liquidity'))?.posted ?? 0n,
      fees: (await balance(owner, 'EUR', 'fee_revenue'))?.posted ?? 0n,
      clearing: (await balance('platform', 'EUR', 'psp_clearing'))?.posted ?? 0n,
    };
    const { orderId } = await createTestCheckout(app, { amount: '100.00' });
    expect(await capture(orderId)).toEqual({ status: 'paid' });
    expect((await balance(owner, 'EUR', 'liquidity'))!.posted).toBe(before.eur + 9_800n);
    expect((await balance(owner, 'EUR', 'fee_revenue'))!.posted).toBe(before.fees + 200n);
    expect((await balance('platform', 'EUR', 'psp_clearing'))!.posted).toBe(before.clearing + 10_000n);
    expect((await balance(owner, 'BTC', 'liquidity'))!.available).toBeLessThan(before.btc.available);

    expect(await startRefund(orderId)).toEqual({ status: 'started', replayed: false, amount: 10_000n });
    expect((await deliveryOf(orderId)).refund_started_at).not.toBeNull();
    // The delivery job starts no send once a refund started.
    await makeDue();
    await app.checkout.deliverDue();
    expect((await deliveryOf(orderId)).send_id).toBeNull();

    expect(await refund(orderId)).toEqual({ status: 'refunded', refundedMinor: 10_000n });
    expect((await balance(owner, 'EUR', 'liquidity'))!.posted).toBe(before.eur);
    expect((await balance(owner, 'EUR', 'fee_revenue'))!.posted).toBe(before.fees);
    expect((await balance('platform', 'EUR', 'psp_clearing'))!.posted).toBe(before.clearing);
    const btc = (await balance(owner, 'BTC', 'liquidity'))!;
    expect(btc.available).toBe(before.btc.available);
    expect(btc.posted).toBe(before.btc.posted);
    const transfers = await app.database.query<{ id: string; amount: string }>(
      `select id, amount::text as amount from ledger_transfers where id in ($1, $2) order by id`,
      [`ckrf_${orderId}_10000`, `ckrn_${orderId}_10000`],
    );
    expect(transfers.rows).toEqual([
      { id: `ckrf_${orderId}_10000`, amount: '200' },
      { id: `ckrn_${orderId}_10000`, amount: '9800' },
    ]);

    // Replays: the same refund id answers the completed refund; completing it again posts nothing twice.
    expect(await startRefund(orderId)).toEqual({ status: 'completed', replayed: true, amount: 10_000n });
    expect(await refund(orderId)).toEqual({ status: 'refunded', refundedMinor: 10_000n });
    expect((await balance(owner, 'EUR', 'liquidity'))!.posted).toBe(before.eur);
    const history = await app.database.query<{ event: string; from_status: string; to_status: string }>(
      `select event, from_status, to_status from checkout_order_events where order_id = $1 and event = 'refunded'`,
      [orderId],
    );
    expect(history.rows).toEqual([{ event: 'refunded', from_status: 'paid', to_status: 'refunded' }]);
    await expectLedgerReconciles(app.database);
  });

  it('refuses an unpaid order, a completed one and one whose coins are on their way (409), and another brand’s (404)', async () => {
    const unpaid = await createTestCheckout(app);
    await expect(startRefund(unpaid.orderId)).rejects.toMatchObject({
      code: 'conflict',
      messages: { status: 'This order has not been paid: there is nothing to refund.' },
    });
    const paid = await createTestCheckout(app, { amount: '100.00' });
    await capture(paid.orderId);
    await expect(startRefund(paid.orderId, 'brd_alt')).rejects.toMatchObject({ code: 'not_found' });

    await makeDue();
    await app.checkout.deliverDue(); // the send is queued, then broadcast: delivering
    expect((await app.checkoutOrders.read(paid.orderId))?.status).toBe('delivering');
    await expect(startRefund(paid.orderId)).rejects.toMatchObject({
      code: 'conflict',
      messages: { status: 'The coins of this order are on their way: it cannot be refunded now.' },
    });
    await app.chains.simulated.BTC!.mine();
    await app.chains.simulated.BTC!.mine();
    await makeDue();
    await app.checkout.deliverDue();
    expect((await app.checkoutOrders.read(paid.orderId))?.status).toBe('completed');
    await expect(startRefund(paid.orderId)).rejects.toMatchObject({
      code: 'conflict',
      messages: { status: 'The coins of this order were delivered: it cannot be refunded.' },
    });
    expect((await app.checkoutOrders.read(paid.orderId))?.status).toBe('completed');
  });

  it('refunds a delivering order whose send the node refused (waiting for an operator); its hold was voided already', async () => {
    const before = (await balance(owner, 'BTC', 'liquidity'))!;
    const { orderId } = await createTestCheckout(app, { amount: '100.00' });
    await capture(orderId);
    const sender = app.chains.senders.BTC!;
    app.chains.senders.BTC = {
      ...sender,
      send: () => Promise.reject(new SendRefused('insufficient funds in the hot wallet')),
    };
    try {
      await makeDue();
      await app.checkout.deliverDue();
    } finally {
      app.chains.senders.BTC = sender;
    }
    expect((await app.checkoutOrders.read(orderId))?.status).toBe('delivering');
    expect((await deliveryOf(orderId)).needs_operator).toBe(true);
    expect((await balance(owner, 'BTC', 'liquidity'))!.available).toBe(before.available);
    expect(await startRefund(orderId)).toMatchObject({ status: 'started' });
    expect(await refund(orderId)).toEqual({ status: 'refunded', refundedMinor: 10_000n });
    const after = (await balance(owner, 'BTC', 'liquidity'))!;
    expect(after.available).toBe(before.available);
    expect(after.posted).toBe(before.posted);
    await expectLedgerReconciles(app.database);
  });

  describe('a merchant checkout', () => {
    it('fires order.refunded and pays the merchant no fee', async () => {
      const merchant = await createTestMerchant(app, { feeBps: 100 });
      const { orderId } = await createTestCheckout(app, { amount: '100.00', merchantId: merchant.merchantId });
      await capture(orderId);
      await startRefund(orderId);
      expect(await refund(orderId)).toMatchObject({ status: 'refunded' });
      const events = await app.database.query<{ type: string }>(
        `select type from webhook_events where merchant_id = $1 order by created_at, id`,
        [merchant.merchantId],
      );
      expect(events.rows.map((row) => row.type)).toEqual(['order.created', 'order.paid', 'order.refunded']);
      const wallet = (await getBalances(app.database, merchant.user.userId)).filter((row) => row.asset === 'EUR');
      expect(wallet.every((row) => row.posted === 0n)).toBe(true);
      const settlements = await app.inject({
        method: 'GET',
        url: '/api/transactions/getMerchantSettlments?tab=creditcards',
        headers: { authorization: merchant.user.token },
      });
      expect(JSON.stringify(settlements.json().request_details)).not.toContain(orderId);
    });

    it('refunds part of the order: its share of each fee given back, order.partially_refunded, the fewer coins delivered, the merchant paid the rest of its fee', async () => {
      const merchant = await createTestMerchant(app, { feeBps: 100 });
      const { orderId } = await createTestCheckout(app, { amount: '100.00', merchantId: merchant.merchantId });
      const clearing = async () => (await balance('platform', 'EUR', 'psp_clearing'))?.posted ?? 0n;
      const before = { order: (await app.checkoutOrders.read(orderId))! };
      await capture(orderId);
      const paidClearing = await clearing();
      const started = await app.checkoutOrders.startRefund({
        orderId,
        brandId: 'brd_demo',
        refundId: 'part',
        amountMinor: 4_000n,
        requestedBy: 'usr_operator',
      });
      expect(started).toMatchObject({ status: 'started', amountMinor: 4_000n, replayed: false });
      expect(await refund(orderId, 'part')).toEqual({ status: 'paid', refundedMinor: 4_000n });
      // Fees 3.00 (2.00 the platform's, 1.00 the merchant's): 1.20 of them go back (0.80 + 0.40), the net the rest.
      const transfers = await app.database.query<{ id: string; amount: string }>(
        `select id, amount::text as amount from ledger_transfers where id like $1 order by id`,
        [`ckr%_${orderId}_%`],
      );
      expect(transfers.rows).toEqual([
        { id: `ckrf_${orderId}_4000`, amount: '80' },
        { id: `ckrn_${orderId}_4000`, amount: '3880' },
      ]);
      // The merchant's share (0.40) never left clearing: the brand's accounts give back the other 39.60.
      expect(await clearing()).toBe(paidClearing - 3_960n);
      const partly = (await app.checkoutOrders.read(orderId))!;
      expect(partly.cryptoAmountBaseUnits).toBe((before.order.cryptoAmountBaseUnits * 6_000n) / 10_000n);

      await makeDue();
      await app.checkout.deliverDue();
      await app.chains.simulated.BTC!.mine();
      await app.chains.simulated.BTC!.mine();
      await makeDue();
      await app.checkout.deliverDue();
      expect((await app.checkoutOrders.read(orderId))?.status).toBe('completed');
      const events = await app.database.query<{ type: string; body: string }>(
        `select type, body from webhook_events where merchant_id = $1 order by created_at, id`,
        [merchant.merchantId],
      );
      expect(events.rows.map((row) => row.type)).toEqual([
        'order.created',
        'order.paid',
        'order.partially_refunded',
        'order.completed',
      ]);
      expect(JSON.parse(events.rows[2]!.body).data).toMatchObject({ refunded_amount: '40.00', status: 'paid' });
      // The merchant's fee: 1.00 less the 0.40 refunded.
      const key = createHash('sha256').update(`${merchant.merchantId}:${orderId}`).digest('hex').slice(0, 40);
      const sale = await app.database.query<{ total: string }>(
        `select sum(amount)::text as total from ledger_transfers where id in ($1, $2)`,
        [`pcard_${key}`, `pcfee_${key}`],
      );
      expect(sale.rows[0]!.total).toBe('60');
      await expectLedgerReconciles(app.database);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { getBalances } from '../ledger/index.js';
import { createTestMerchant } from '../merchants/testing.js';
import { expectLedgerReconciles } from '../wallets/testing.js';
import { brandOwner } from './order-money.js';
import { createTestCheckout, openCheckoutTestApp, regtestBtcAddress } from './testing.js';

forEachDatabase('checkout orders: money, delivery, webhooks and expiry', ({ openTestDatabase }) => {
  let app: App;
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

  const balance = async (owner: string, asset: string, kind: string) => {
    const rows = await getBalances(app.database, owner);
    return rows.find((row) => row.asset === asset && row.kind === kind);
  };
  const pay = (
    orderId: string,
    event: 'authorized' | 'captured' | 'failed',
    key: string,
    amountMinor: bigint,
    rail: 'card' | 'bank_transfer' = 'card',
  ) =>
    app.checkoutOrders.applyPaymentEvent({
      orderId,
      event,
      rail,
      railReference: `ref_${key}`,
      amountMinor,
      currency: 'EUR',
      idempotencyKey: key,
    });
  const deliver = async () => {
    await app.checkout.deliverDue();
    await app.chains.simulated.BTC!.mine();
    await app.chains.simulated.BTC!.mine();
    await app.chains.processSends('BTC');
    // The next step is due 5 s later; make it due now. A second back, not now(): the job compares
    // with the app's clock (milliseconds), and PostgreSQL's now() has microseconds, so now() can be
    // a fraction of a millisecond after the job's "now" and the step not yet due.
    await app.database.query(
      `update checkout_deliveries set next_attempt_at = now() - interval '1 second' where not needs_operator`,
    );
    await app.checkout.deliverDue();
  };

  it('holds the coins at creation, books the card payment, delivers on the simulated chain and completes with the txid', async () => {
    const owner = brandOwner('brd_demo');
    const liquidityBefore = (await balance(owner, 'BTC', 'liquidity'))!;
    const { orderId, details, authorization } = await createTestCheckout(app, { amount: '100.00' });
    const crypto = BigInt(details.order.crypto_amount.replace('.', ''));
    expect(details.order.fee_amount).toBe('2.00');
    const held = (await balance(owner, 'BTC', 'liquidity'))!;
    expect(held.available).toBe(liquidityBefore.available - crypto);
    expect(held.posted).toBe(liquidityBefore.posted);

    expect(await pay(orderId, 'authorized', 'a1', 10_000n)).toEqual({ status: 'authorized' });
    expect(await pay(orderId, 'captured', 'c1', 10_000n)).toEqual({ status: 'paid' });
    // A replayed capture books nothing twice.
    expect(await pay(orderId, 'captured', 'c1', 10_000n)).toEqual({ status: 'paid' });
    expect((await balance(owner, 'EUR', 'liquidity'))?.posted).toBe(9_800n);
    expect((await balance(owner, 'EUR', 'fee_revenue'))?.posted).toBe(200n);
    expect((await balance('platform', 'EUR', 'psp_clearing'))?.posted).toBe(10_000n);

    await deliver();
    const order = await app.checkoutOrders.read(orderId);
    expect(order?.status).toBe('completed');
    const after = (await balance(owner, 'BTC', 'liquidity'))!;
    expect(after.posted).toBe(liquidityBefore.posted - crypto);
    expect(after.available).toBe(after.posted);
    const lookup = await app.inject({
      method: 'GET',
      url: `/api/checkout/getCheckout/${orderId}`,
      headers: { authorization },
    });
    const read = lookup.json().request_details;
    expect(read.order.txid).toMatch(/^[0-9a-f]{64}$/);
    expect(read.order.payment_status).toBe('successful');
    expect(read.history.map((entry: { to: string }) => entry.to)).toEqual([
      'created',
      'authorized',
      'paid',
      'delivering',
      'completed',
    ]);
    // Running the job again delivers nothing twice.
    await deliver();
    expect((await balance(owner, 'BTC', 'liquidity'))!.posted).toBe(after.posted);
    const sends = await app.database.query<{ n: string }>(
      `select count(*)::text as n from chain_sends where to_address = $1`,
      [regtestBtcAddress()],
    );
    expect(sends.rows[0]!.n).toBe('1');
  });

  it('releases the hold of a failed payment and of an expired order, and never sells the same coins twice', async () => {
    const owner = brandOwner('brd_demo');
    const before = (await balance(owner, 'BTC', 'liquidity'))!.available;
    const failed = await createTestCheckout(app);
    expect(await pay(failed.orderId, 'failed', 'f1', 0n)).toEqual({ status: 'failed' });
    const expiring = await createTestCheckout(app);
    await app.database.query(`update checkout_orders set expires_at = now() - interval '1 second' where id = $1`, [
      expiring.orderId,
    ]);
    expect(await app.checkout.expireDue()).toBe(1);
    expect((await app.checkoutOrders.read(expiring.orderId))?.status).toBe('expired');
    expect((await balance(owner, 'BTC', 'liquidity'))!.available).toBe(before);
    // An order larger than what liquidity has left is refused, and nothing is created.
    await app.database.query(
      `update brands set more = more || '{"checkout": {"limits": {"EUR": {"maximum": "10000000.00"}}}}' where id = 'brd_demo'`,
    );
    const init = await app.inject({
      method: 'POST',
      url: '/api/checkout/init',
      payload: { fiat_amount: '9000000.00' },
    });
    const quoteId = init.json().request_details.quote.quote_id;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/checkout/create',
      payload: {
        quote_id: quoteId,
        first_name: 'Big',
        last_name: 'Buyer',
        email: 'big@example.com',
        mobile: '+447700900555',
        crypto_address: regtestBtcAddress(9),
        accept_terms: true,
        accept_refund_policy: true,
      },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error_message).toMatchObject({
      crypto_currency: { error: [expect.stringContaining('not available')] },
    });
    await app.database.query(
      `update brands set more = more - 'checkout' || '{"checkout": {"processing_fee_percent": "2.00"}}' where id = 'brd_demo'`,
    );
  });

  describe('a merchant checkout', () => {
    it('pays the merchant its fee on completion (creditcards settlement) and enqueues order.* webhook events', async () => {
      const merchant = await createTestMerchant(app, { feeBps: 100 });
      const { orderId } = await createTestCheckout(app, { amount: '100.00', merchantId: merchant.merchantId });
      await pay(orderId, 'captured', 'mc1', 10_000n);
      await deliver();
      expect((await app.checkoutOrders.read(orderId))?.status).toBe('completed');
      const settlements = await app.inject({
        method: 'GET',
        url: '/api/transactions/getMerchantSettlments?tab=creditcards',
        headers: { authorization: merchant.user.token },
      });
      expect(settlements.statusCode).toBe(200);
      expect(JSON.stringify(settlements.json().request_details)).toContain(orderId);
      const events = await app.database.query<{ type: string }>(
        `select type from webhook_events where merchant_id = $1 order by created_at, id`,
        [merchant.merchantId],
      );
      expect(events.rows.map((row) => row.type)).toEqual(['order.created', 'order.paid', 'order.completed']);
    });
  });
});

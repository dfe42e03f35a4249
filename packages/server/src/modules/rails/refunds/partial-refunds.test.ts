import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import type { Database } from '../../../db/database.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../../accounts/testing.js';
import { expectLedgerReconciles } from '../../wallets/testing.js';
import { brandLiquidity, createPaidBankOrder, createPaidCardOrder, openRailsTestApp, orderStatus } from '../testing.js';

/**
 * Partial refunds through the operator's call (README "Refunds"): the card processor refunds each
 * part once, the bank rails write a payout instruction of that amount, the coins still to deliver
 * shrink in proportion and are delivered, refunds never pass the paid amount — not even when sent
 * together — and a refund id replays its refund.
 */
forEachDatabase('partial refunds of checkout orders', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let operator: TestUser;
  beforeAll(async () => {
    ({ app, database } = await openRailsTestApp(openTestDatabase, { env: { CHAIN_SIM_CONFIRMATIONS: '2' } }));
    operator = await createTestUser(app, { role: 'operator' });
  });
  afterAll(async () => {
    await expectLedgerReconciles(database);
    await app.close();
  });

  const refund = (orderId: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/operator/checkout/orders/${orderId}/refund`,
      headers: operator.headers,
      payload,
    });
  const lookup = async (orderId: string) =>
    (
      await app.inject({ method: 'GET', url: `/api/operator/checkout/orders/${orderId}`, headers: operator.headers })
    ).json().request_details.order;
  const intentOf = async (orderId: string) =>
    (
      await database.query<{ refunded_minor: string; status: string }>(
        `select i.refunded_minor::text as refunded_minor, i.status from rails_sandbox_intents i
           join rails_card_payments p on p.psp_reference = i.id where p.order_id = $1`,
        [orderId],
      )
    ).rows[0];
  const liquidity = () => brandLiquidity(database);

  it('refunds a card order in parts at the PSP, each once, until the whole amount; the ledger ends as before the sale', async () => {
    const before = await liquidity();
    const order = await createPaidCardOrder(app);
    const quoted = (await lookup(order.id)).crypto_amount as string;

    const first = await refund(order.id, { amount: '100.00', refund_id: 'part-1', reason: 'One item was missing' });
    expect(first.statusCode).toBe(200);
    expect(first.json().request_details).toMatchObject({
      order_status: 'paid',
      refund: {
        refund_id: 'part-1',
        rail: 'card',
        status: 'refunded',
        amount: '100.00',
        reason: 'One item was missing',
      },
      refunded_amount: '100.00',
      refundable_amount: '150.00',
      replayed: false,
    });
    expect(await intentOf(order.id)).toEqual({ refunded_minor: '10000', status: 'captured' });
    const afterFirst = await lookup(order.id);
    // 150 of 250 stay paid: the coins to deliver are 3/5 of those bought, rounded down.
    const bought = BigInt(quoted.replace('.', ''));
    expect(BigInt(afterFirst.crypto_amount.replace('.', ''))).toBe((bought * 15_000n) / 25_000n);
    expect(afterFirst).toMatchObject({ status: 'paid', refunded_amount: '100.00', refundable_amount: '150.00' });

    // A double click: the same refund answered again, nothing refunded twice; the id with another amount is refused.
    const replay = await refund(order.id, { amount: '100.00', refund_id: 'part-1' });
    expect(replay.json().request_details).toMatchObject({ replayed: true, refunded_amount: '100.00' });
    const reused = await refund(order.id, { amount: '90.00', refund_id: 'part-1' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error_message).toMatchObject({
      refund_id: { error: ['This refund id was used for another amount.'] },
    });
    const tooMuch = await refund(order.id, { amount: '150.01', refund_id: 'part-2' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error_message).toMatchObject({
      amount: { error: ['The refunds of this order cannot exceed what was paid: 150.00 EUR can still be refunded.'] },
    });
    expect(await intentOf(order.id)).toEqual({ refunded_minor: '10000', status: 'captured' });

    // The rest, without an amount: the order is refunded, the PSP's payment too, the ledger as before the sale.
    const rest = await refund(order.id, { refund_id: 'rest' });
    expect(rest.json().request_details).toMatchObject({
      order_status: 'refunded',
      refund: { amount: '150.00' },
      refunded_amount: '250.00',
      refundable_amount: '0.00',
    });
    expect(await intentOf(order.id)).toEqual({ refunded_minor: '25000', status: 'refunded' });
    expect(await liquidity()).toEqual(before);
    const nothingLeft = await refund(order.id, { amount: '1.00', refund_id: 'late' });
    expect(nothingLeft.statusCode).toBe(409);
    expect((await lookup(order.id)).refunds.map((row: { refund_id: string }) => row.refund_id)).toEqual([
      'part-1',
      'rest',
    ]);
    await expectLedgerReconciles(database);
  });

  it('writes a bank payout instruction for the part, then delivers the fewer coins; a delivered order refuses', async () => {
    const order = await createPaidBankOrder(app, operator.headers);
    const bought = BigInt((await lookup(order.id)).crypto_amount.replace('.', ''));
    const response = await refund(order.id, { amount: '50.00', refund_id: 'bank-1' });
    expect(response.json().request_details).toMatchObject({
      order_status: 'paid',
      refund: {
        rail: 'bank_transfer',
        status: 'payout_instruction',
        amount: '50.00',
        payout_instruction: `Pay 50.00 EUR back by bank transfer to the account that made the payment ${order.bankTransactionId} of this order.`,
      },
    });
    const toDeliver = (bought * 20_000n) / 25_000n;
    await app.database.query(`update checkout_deliveries set next_attempt_at = now() - interval '1 second'`);
    await app.checkout.deliverDue();
    expect(await orderStatus(app, order.id)).toBe('delivering');
    const send = await database.query<{ amount: string }>(
      `select s.amount::text as amount from chain_sends s join checkout_deliveries d on d.send_id = s.id
        where d.order_id = $1`,
      [order.id],
    );
    expect(BigInt(send.rows[0]!.amount)).toBe(toDeliver);
    await app.chains.simulated.BTC!.mine();
    await app.chains.simulated.BTC!.mine();
    await app.database.query(`update checkout_deliveries set next_attempt_at = now() - interval '1 second'`);
    await app.checkout.deliverDue();
    expect(await orderStatus(app, order.id)).toBe('completed');
    const refused = await refund(order.id, { amount: '10.00', refund_id: 'bank-2' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_message).toMatchObject({
      status: { error: ['The coins of this order were delivered: it cannot be refunded.'] },
    });
    expect(await lookup(order.id)).toMatchObject({ status: 'completed', refundable_amount: '0.00' });
    await expectLedgerReconciles(database);
  });

  it('never lets refunds sent together pass the paid amount', async () => {
    const order = await createPaidCardOrder(app);
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((id) => refund(order.id, { amount: '60.00', refund_id: `together-${id}` })),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    expect(accepted).toHaveLength(4);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(1);
    const after = await lookup(order.id);
    expect(after).toMatchObject({ status: 'paid', refunded_amount: '240.00', refundable_amount: '10.00' });
    expect(await intentOf(order.id)).toEqual({ refunded_minor: '24000', status: 'captured' });
    const refunds = await database.query<{ status: string }>(
      `select status from rails_refunds where order_id = $1 and status = 'refunded'`,
      [order.id],
    );
    expect(refunds.rows).toHaveLength(4);
    await expectLedgerReconciles(database);
  });

  it('answers bad amounts with the envelope and changes nothing', async () => {
    const order = await createPaidCardOrder(app);
    for (const payload of [
      { amount: '10.00' },
      { amount: '1.234', refund_id: 'x' },
      { amount: '-1', refund_id: 'x' },
      { amount: '10', refund_id: 'not an id!' },
    ]) {
      const bad = await refund(order.id, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json()).toMatchObject({ request_status: 0, error_code: 'validation_failed' });
    }
    const zero = await refund(order.id, { amount: '0.00', refund_id: 'zero' });
    expect(zero.statusCode).toBe(409);
    expect(await lookup(order.id)).toMatchObject({ status: 'paid', refunded_amount: '0.00', refunds: [] });
  });

  it('looks an order up for the operators of its brand only', async () => {
    const order = await createPaidCardOrder(app);
    const url = `/api/operator/checkout/orders/${order.id}`;
    const mine = await app.inject({ method: 'GET', url, headers: operator.headers });
    expect(mine.json().request_details.order).toMatchObject({
      id: order.id,
      status: 'paid',
      payment_method: 'Credit Card',
      fiat_amount: '250.00',
      refundable_amount: '250.00',
      delivery: { order_id: order.id, needs_operator: false },
    });
    const otherBrand = await createTestUser(app, { role: 'operator', host: 'alt.localhost' });
    expect((await app.inject({ method: 'GET', url, headers: otherBrand.headers })).statusCode).toBe(404);
    const buyer = await createTestUser(app);
    expect((await app.inject({ method: 'GET', url, headers: buyer.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/operator/checkout/orders/x y' })).statusCode).toBe(400);
  });
});

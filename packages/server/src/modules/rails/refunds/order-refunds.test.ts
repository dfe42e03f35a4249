import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import type { Database } from '../../../db/database.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../../accounts/testing.js';
import { expectLedgerReconciles } from '../../wallets/testing.js';
import {
  brandLiquidity,
  createPaidBankOrder,
  createPaidCardOrder,
  createTestOrder,
  openRailsTestApp,
  orderEvents,
  orderStatus,
} from '../testing.js';

forEachDatabase('operator refunds of checkout orders (card and bank rails)', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let operator: TestUser;
  beforeAll(async () => {
    ({ app, database } = await openRailsTestApp(openTestDatabase));
    operator = await createTestUser(app, { role: 'operator' });
  });
  afterAll(async () => {
    await expectLedgerReconciles(database);
    await app.close();
  });

  const refund = (orderId: string, payload: unknown = {}, headers: Record<string, string> = operator.headers) =>
    app.inject({
      method: 'POST',
      url: `/api/operator/checkout/orders/${orderId}/refund`,
      headers,
      payload: payload as object,
    });

  const paidCardOrder = () => createPaidCardOrder(app);

  const liquidity = () => brandLiquidity(database);

  it('refunds a captured card payment at the sandbox PSP once; the ledger is as before the sale', async () => {
    const before = await liquidity();
    const order = await paidCardOrder();
    expect(await liquidity()).not.toEqual(before);

    const response = await refund(order.id, { reason: 'The buyer asked for it' });
    expect(response.statusCode).toBe(200);
    expect(response.json().request_details).toMatchObject({
      order_id: order.id,
      order_status: 'refunded',
      refund: {
        rail: 'card',
        status: 'refunded',
        amount: '250.00',
        currency: 'EUR',
        payout_instruction: null,
        reason: 'The buyer asked for it',
        requested_by: operator.userId,
      },
      replayed: false,
    });
    expect(await liquidity()).toEqual(before);
    const payments = await database.query<{ status: string; psp_reference: string }>(
      `select status, psp_reference from rails_card_payments where order_id = $1`,
      [order.id],
    );
    expect(payments.rows.map((row) => row.status)).toEqual(['refunded']);
    const intent = await database.query<{ status: string; refunded_minor: string }>(
      `select status, refunded_minor::text as refunded_minor from rails_sandbox_intents where id = $1`,
      [payments.rows[0]!.psp_reference],
    );
    expect(intent.rows[0]).toEqual({ status: 'refunded', refunded_minor: '25000' });

    // A replay (double click, retry) answers the same refund and refunds nothing twice.
    const replay = await refund(order.id, { reason: 'again' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().request_details).toMatchObject({
      order_status: 'refunded',
      refund: { status: 'refunded', reason: 'The buyer asked for it' },
      replayed: true,
    });
    const again = await database.query<{ refunded_minor: string }>(
      `select refunded_minor::text as refunded_minor from rails_sandbox_intents where id = $1`,
      [payments.rows[0]!.psp_reference],
    );
    expect(again.rows[0]!.refunded_minor).toBe('25000');
    expect(await orderEvents(database, order.id, 'refunded')).toEqual([{ amount: '25000' }]);
    expect(await liquidity()).toEqual(before);
    await expectLedgerReconciles(database);
  });

  it('answers 502 when the card processor refuses the refund, and the order stays paid', async () => {
    const order = await paidCardOrder();
    const payment = await database.query<{ psp_reference: string }>(
      `select psp_reference from rails_card_payments where order_id = $1`,
      [order.id],
    );
    // Partly refunded at the processor by other means: it refuses a full refund on top.
    await app.rails
      .cardPsp()!
      .refund({ pspReference: payment.rows[0]!.psp_reference, amountMinor: 100n, idempotencyKey: 'elsewhere' });
    const before = await liquidity();
    const response = await refund(order.id);
    expect(response.statusCode).toBe(502);
    expect(response.json().error_message).toMatchObject({
      checkout_id: { error: ['The card processor did not refund this payment. Please try again later.'] },
    });
    expect(await orderStatus(app, order.id)).toBe('paid');
    expect(await liquidity()).toEqual(before);
    const recorded = await database.query<{ status: string }>(`select status from rails_refunds where order_id = $1`, [
      order.id,
    ]);
    expect(recorded.rows).toEqual([{ status: 'requested' }]);
  });

  it('records a bank transfer refund as a payout instruction naming the bank line, in the operator’s language', async () => {
    const { bankTransactionId, ...order } = await createPaidBankOrder(app, operator.headers);
    const response = await refund(order.id, {}, { ...operator.headers, cookie: 'locale=de' });
    expect(response.statusCode).toBe(200);
    const details = response.json().request_details;
    expect(details).toMatchObject({
      order_status: 'refunded',
      refund: { rail: 'bank_transfer', status: 'payout_instruction', rail_reference: bankTransactionId, reason: null },
    });
    expect(details.refund.payout_instruction).toBe(
      `Zahlen Sie 250.00 EUR per Überweisung an das Konto zurück, von dem die Zahlung ${bankTransactionId} dieser Bestellung kam.`,
    );
  });

  it('answers 409 with a clear message for an unpaid order, 404 for another brand’s, 403 for a non-operator, 400 for bad input — changing nothing', async () => {
    const unpaid = await createTestOrder(app, { paymentMethod: 'Credit Card' });
    const refused = await refund(unpaid.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_message).toMatchObject({
      status: { error: ['This order has not been paid: there is nothing to refund.'] },
    });
    const refusedInFinnish = await refund(unpaid.id, {}, { ...operator.headers, cookie: 'locale=fi' });
    expect(refusedInFinnish.json().error_message).toMatchObject({
      status: { error: ['Tätä tilausta ei ole maksettu: hyvitettävää ei ole.'] },
    });

    const paid = await paidCardOrder();
    const otherBrandOperator = await createTestUser(app, { role: 'operator', host: 'alt.localhost' });
    expect((await refund(paid.id, {}, otherBrandOperator.headers)).statusCode).toBe(404);
    const buyer = await createTestUser(app);
    expect((await refund(paid.id, {}, buyer.headers)).statusCode).toBe(403);
    expect((await refund(paid.id, {}, {})).statusCode).toBe(401);
    for (const payload of [{ reason: 'x'.repeat(501) }, { reason: '' }, { reason: 5 }, { note: 'unknown field' }]) {
      const bad = await refund(paid.id, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json()).toMatchObject({ request_status: 0, error_code: 'validation_failed' });
    }
    expect((await refund('not-a-checkout-id', {})).statusCode).toBe(400);
    expect(await orderStatus(app, paid.id)).toBe('paid');
    const refunds = await database.query(`select 1 from rails_refunds where order_id in ($1, $2)`, [
      unpaid.id,
      paid.id,
    ]);
    expect(refunds.rows).toEqual([]);
    // The paid order is still refundable afterwards.
    expect((await refund(paid.id)).json().request_details.order_status).toBe('refunded');
  });
});

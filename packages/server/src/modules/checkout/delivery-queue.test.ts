import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../accounts/testing.js';
import { SendRefused } from '../chains/sending/send-requests.js';
import { getBalances } from '../ledger/index.js';
import { expectLedgerReconciles } from '../wallets/testing.js';
import { brandOwner } from './order-money.js';
import { createTestCheckout, openCheckoutTestApp, regtestBtcAddress } from './testing.js';

forEachDatabase('the operator’s checkout delivery queue', ({ openTestDatabase }) => {
  let app: App;
  let operator: TestUser;
  beforeAll(async () => {
    app = await openCheckoutTestApp(openTestDatabase);
    operator = await createTestUser(app, { role: 'operator' });
  });
  afterAll(async () => {
    await expectLedgerReconciles(app.database);
    await app.close();
  });

  const capture = (orderId: string) =>
    app.checkoutOrders.applyPaymentEvent({
      orderId,
      event: 'captured',
      rail: 'card',
      railReference: `psp_${orderId}`,
      amountMinor: 10_000n,
      currency: 'EUR',
      idempotencyKey: `capture_${orderId}`,
    });
  const makeDue = () =>
    app.database.query(`update checkout_deliveries set next_attempt_at = now() - interval '1 second'`);
  const list = (query: string, headers: Record<string, string> = operator.headers) =>
    app.inject({ method: 'GET', url: `/api/operator/checkout/deliveries${query}`, headers });
  const retry = (orderId: string, headers: Record<string, string> = operator.headers) =>
    app.inject({ method: 'POST', url: `/api/operator/checkout/deliveries/${orderId}/retry`, headers });
  const btcAvailable = async () =>
    (await getBalances(app.database, brandOwner('brd_demo'))).find(
      (row) => row.asset === 'BTC' && row.kind === 'liquidity',
    )!.available;

  /** Runs the delivery job once with a BTC sender that the node refuses (the send fails, its hold is voided). */
  async function deliverWithRefusingNode(): Promise<void> {
    const sender = app.chains.senders.BTC!;
    app.chains.senders.BTC = {
      ...sender,
      send: () => Promise.reject(new SendRefused('bad-txns-inputs-missingorspent')),
    };
    try {
      await makeDue();
      await app.checkout.deliverDue();
    } finally {
      app.chains.senders.BTC = sender;
    }
  }

  it('lists the deliveries waiting for an operator, and retries a failed send with the coins held again', async () => {
    const available = await btcAvailable();
    const { orderId, details } = await createTestCheckout(app, { amount: '100.00' });
    await capture(orderId);
    await deliverWithRefusingNode();
    expect(await btcAvailable()).toBe(available);

    const waiting = await list('?needs_operator=true&limit=10');
    expect(waiting.statusCode).toBe(200);
    const row = waiting
      .json()
      .request_details.deliveries.find((delivery: { order_id: string }) => delivery.order_id === orderId);
    expect(row).toMatchObject({
      order_id: orderId,
      order_status: 'delivering',
      coin: 'BTC',
      amount: details.order.crypto_amount,
      address: regtestBtcAddress(),
      attempts: 0,
      last_error: 'bad-txns-inputs-missingorspent',
      needs_operator: true,
      refund_started: false,
      send_status: 'failed',
      txid: null,
    });
    expect(Date.parse(row.updated_at)).not.toBeNaN();

    const retried = await retry(orderId);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().request_details.delivery).toMatchObject({
      order_id: orderId,
      needs_operator: false,
      attempts: 0,
      send_status: null,
    });
    // The failed send's hold was voided: the retry holds the coins again for the new send.
    expect(await btcAvailable()).toBeLessThan(available);
    const stillWaiting = (await list('?needs_operator=true')).json().request_details.deliveries;
    expect(stillWaiting.map((delivery: { order_id: string }) => delivery.order_id)).not.toContain(orderId);

    await app.checkout.deliverDue();
    await app.chains.simulated.BTC!.mine();
    await app.chains.simulated.BTC!.mine();
    await makeDue();
    await app.checkout.deliverDue();
    expect((await app.checkoutOrders.read(orderId))?.status).toBe('completed');
    const done = (await list('?needs_operator=false&limit=100')).json().request_details.deliveries;
    expect(done.find((delivery: { order_id: string }) => delivery.order_id === orderId)).toMatchObject({
      order_status: 'completed',
      send_status: 'confirmed',
      txid: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // Delivered: nothing to retry; the coins left once.
    expect((await retry(orderId)).statusCode).toBe(409);
    await expectLedgerReconciles(app.database);
  });

  it('retries a delivery whose send never started; refuses while a send is underway or after a refund started', async () => {
    const { orderId } = await createTestCheckout(app, { amount: '100.00' });
    await capture(orderId);
    await app.database.query(
      `update checkout_deliveries set needs_operator = true, attempts = 10, last_error = 'no sender' where order_id = $1`,
      [orderId],
    );
    const retried = await retry(orderId);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().request_details.delivery).toMatchObject({ needs_operator: false, attempts: 0 });
    await app.checkout.deliverDue(); // due now: the send starts
    expect((await app.checkoutOrders.read(orderId))?.status).toBe('delivering');
    const underway = await retry(orderId);
    expect(underway.statusCode).toBe(409);
    expect(underway.json().error_message).toMatchObject({
      status: { error: ['This delivery cannot be retried: its coins are on their way or delivered.'] },
    });

    const refunding = await createTestCheckout(app, { amount: '100.00' });
    await capture(refunding.orderId);
    await app.checkoutOrders.startRefund({
      orderId: refunding.orderId,
      brandId: 'brd_demo',
      refundId: 'full',
      requestedBy: 'usr_operator',
    });
    const refused = await retry(refunding.orderId);
    expect(refused.statusCode).toBe(409);
    // The queue says so, so the screen offers no retry the server would refuse.
    const listed = (await list('')).json().request_details.deliveries as {
      order_id: string;
      refund_started: boolean;
    }[];
    expect(listed.find((delivery) => delivery.order_id === refunding.orderId)?.refund_started).toBe(true);
    expect(refused.json().error_message).toMatchObject({
      status: { error: ['A refund of this order was started: its delivery cannot be retried.'] },
    });
    const unpaid = await createTestCheckout(app, { amount: '100.00' });
    expect((await retry(unpaid.orderId)).statusCode).toBe(409);
  });

  it('keeps to the operator’s brand (404), refuses non-operators (403), and answers bad input with the envelope', async () => {
    const { orderId } = await createTestCheckout(app, { amount: '100.00' });
    await capture(orderId);
    await app.database.query(`update checkout_deliveries set needs_operator = true where order_id = $1`, [orderId]);
    const otherBrand = await createTestUser(app, { role: 'operator', host: 'alt.localhost' });
    const theirs = (await list('?needs_operator=true', otherBrand.headers)).json().request_details.deliveries;
    expect(theirs.map((delivery: { order_id: string }) => delivery.order_id)).not.toContain(orderId);
    expect((await retry(orderId, otherBrand.headers)).statusCode).toBe(404);
    const buyer = await createTestUser(app);
    expect((await list('', buyer.headers)).statusCode).toBe(403);
    expect((await retry(orderId, buyer.headers)).statusCode).toBe(403);
    expect((await list('', {})).statusCode).toBe(401);
    for (const query of ['?limit=0', '?limit=101', '?limit=ten', '?needs_operator=yes', '?other=1']) {
      const bad = await list(query);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json(), query).toMatchObject({ request_status: 0, error_code: 'validation_failed' });
    }
    expect((await retry('not-a-checkout')).statusCode).toBe(400);
    const unchanged = await app.database.query<{ needs_operator: boolean }>(
      `select needs_operator from checkout_deliveries where order_id = $1`,
      [orderId],
    );
    expect(unchanged.rows[0]!.needs_operator).toBe(true);
    const page = (await list('?limit=1')).json().request_details.deliveries;
    expect(page).toHaveLength(1);
  });
});

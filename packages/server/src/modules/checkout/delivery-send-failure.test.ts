import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../accounts/testing.js';
import { expectLedgerReconciles } from '../wallets/testing.js';
import { createTestCheckout, openCheckoutTestApp, regtestBtcAddress } from './testing.js';

/**
 * Test mode's send-failure switch (POST /test-mode/chain/send-failures) driving a real delivery:
 * a paid order's send to a switched address fails (the simulated chain refuses it), the delivery
 * waits for an operator, the switch is cleared, the operator retries, the order completes.
 */
forEachDatabase('test mode: the simulated chain’s send-failure switch', ({ openTestDatabase }) => {
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

  const switchFailure = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/test-mode/chain/send-failures', payload });
  const deliverDue = async () => {
    await app.database.query(`update checkout_deliveries set next_attempt_at = now() - interval '1 second'`);
    await app.checkout.deliverDue();
  };
  const retry = (orderId: string) =>
    app.inject({
      method: 'POST',
      url: `/api/operator/checkout/deliveries/${orderId}/retry`,
      headers: operator.headers,
    });
  const deliveryOf = async (orderId: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/operator/checkout/deliveries?limit=100',
      headers: operator.headers,
    });
    return response
      .json()
      .request_details.deliveries.find((delivery: { order_id: string }) => delivery.order_id === orderId);
  };

  it('fails the sends to a switched address until the switch is cleared; the operator’s retry then delivers', async () => {
    const address = regtestBtcAddress(7);
    const untouched = regtestBtcAddress(8);
    const switched = await switchFailure({ address: address.toUpperCase(), fail: true, reason: 'node down (test)' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().request_details).toEqual({ address, fail: true, reason: 'node down (test)' });

    const failing = await createTestCheckout(app, { amount: '100.00', address });
    const other = await createTestCheckout(app, { amount: '100.00', address: untouched });
    for (const { orderId } of [failing, other])
      await app.checkoutOrders.applyPaymentEvent({
        orderId,
        event: 'captured',
        rail: 'card',
        railReference: `psp_${orderId}`,
        amountMinor: 10_000n,
        currency: 'EUR',
        idempotencyKey: `capture_${orderId}`,
      });
    await deliverDue();
    expect(await deliveryOf(failing.orderId)).toMatchObject({
      order_status: 'delivering',
      needs_operator: true,
      send_status: 'failed',
      last_error: 'node down (test)',
      txid: null,
    });
    // Another address is not affected.
    expect(await deliveryOf(other.orderId)).toMatchObject({ needs_operator: false, send_status: 'broadcast' });

    // A retry while the switch is on fails again.
    expect((await retry(failing.orderId)).statusCode).toBe(200);
    await deliverDue();
    expect(await deliveryOf(failing.orderId)).toMatchObject({ needs_operator: true, send_status: 'failed' });

    const cleared = await switchFailure({ address, fail: false });
    expect(cleared.json().request_details).toEqual({ address, fail: false, reason: null });
    expect((await retry(failing.orderId)).statusCode).toBe(200);
    await deliverDue();
    await app.chains.simulated.BTC!.mine();
    await app.chains.simulated.BTC!.mine();
    await deliverDue();
    expect(await app.checkoutOrders.read(failing.orderId)).toMatchObject({ status: 'completed' });
    expect(await deliveryOf(failing.orderId)).toMatchObject({
      order_status: 'completed',
      send_status: 'confirmed',
      txid: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    await expectLedgerReconciles(app.database);
  });

  it('answers bad input with the envelope and changes nothing', async () => {
    for (const payload of [
      {},
      { address: 'short', fail: true },
      { address: regtestBtcAddress(9), fail: 'yes' },
      { address: regtestBtcAddress(9), fail: true, reason: '' },
      { address: regtestBtcAddress(9), fail: true, reason: 'x'.repeat(201) },
    ]) {
      const response = await switchFailure(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ request_status: 0, error_code: 'validation_failed' });
    }
    const rows = await app.database.query(`select 1 from chain_sim_send_failures where address = $1`, [
      regtestBtcAddress(9),
    ]);
    expect(rows.rows).toHaveLength(0);
  });
});

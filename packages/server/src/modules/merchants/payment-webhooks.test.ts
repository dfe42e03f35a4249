import { merchantPaymentSchema } from '@platform/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver } from '../webhooks/testing/webhook-receiver.js';
import { createTestMerchant, type TestMerchant } from './testing.js';

/**
 * The app's wiring of payments to webhooks (app.ts): every state change of a payment enqueues a
 * signed event carrying the whole payment, and the delivery worker's pass sends it to the
 * merchant's endpoint, where the npm `standardwebhooks` package verifies it.
 */
forEachDatabase('payment state changes become signed webhooks', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let merchant: TestMerchant;
  let receiver: WebhookReceiver;
  let secret: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildTestApp({ database, env: { CHAIN_SIM_CONFIRMATIONS: '1' } });
    await app.rates.refresher.refreshNow();
    merchant = await createTestMerchant(app);
    receiver = await startWebhookReceiver();
    const endpoint = await app.inject({
      method: 'PATCH',
      url: '/api/users/updateWebhook',
      headers: merchant.user.headers,
      payload: { webhook_url: receiver.url },
    });
    expect(endpoint.statusCode).toBe(200);
    secret = endpoint.json().request_details.secret;
  });
  afterAll(async () => {
    await receiver.close();
    await app.close();
  });

  it('sends created, currency selected, received, processing and settled, each verified and carrying the payment', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/m/api/transaction',
      headers: { authorization: `Bearer ${merchant.keys.secret}` },
      payload: {
        merchant_id: merchant.merchantId,
        amount: '42.00',
        currency: 'EUR',
        currency_1_iso: 'LTC',
        order_id: 'W-1',
        product: 'Mug',
        c2: 'gift',
      },
    });
    expect(created.statusCode).toBe(200);
    const payment = created.json().request_details;
    await app.inject({
      method: 'POST',
      url: '/api/test-mode/chain/pay',
      payload: { address: payment.currency_1_address, amount: payment.currency_1_amount, currency: 'LTC' },
    });
    await app.chains.watchers.LTC!.runCycle();
    await app.merchants.refreshOpen();
    await app.chains.simulated.LTC!.mine();
    await app.chains.watchers.LTC!.runCycle();
    await app.merchants.refreshOpen();

    await app.webhooks.deliverDue();
    const events = receiver.received.map((webhook) => verifyWebhook(secret, webhook) as Record<string, unknown>);
    expect(events.map((event) => event.type)).toEqual([
      'payment.created',
      // The coin was chosen in the create call: its address is assigned at once.
      'payment.currency_selected',
      'payment.received',
      'payment.processing',
      'payment.settled',
    ]);
    const settled = merchantPaymentSchema.parse(events[4]!.data);
    expect(settled).toMatchObject({
      transaction_id: payment.transaction_id,
      status: 'settled',
      order_id: 'W-1',
      product: 'Mug',
      transaction_c2: 'gift',
      amount_due: '0.00000000',
    });
    expect(settled.payments).toEqual([expect.objectContaining({ state: 'confirmed', confirmations: 1 })]);
    // Each event has its own webhook-id; nothing is left to send.
    expect(new Set(receiver.received.map((webhook) => webhook.headers['webhook-id'])).size).toBe(5);
    expect((await app.webhooks.deliverDue()).claimed).toBe(0);
  });
});

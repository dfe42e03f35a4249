import { randomBytes } from 'node:crypto';
import type { MerchantPayment } from '@platform/core';
import type { Database } from '../../../db/database.js';
import { findEndpointOfMerchant } from '../endpoints/endpoint-repository.js';
import { WebhooksError } from '../webhooks-error.js';
import { enqueueWebhookEvent } from './enqueue-event.js';

/** A settled example payment: what a real event's data looks like, marked test_mode and with a test id. */
export function examplePayment(merchantId: string, now: Date): MerchantPayment {
  const at = now.toISOString();
  return {
    transaction_id: 'pay_webhooktest',
    merchant_id: merchantId,
    status: 'settled',
    exception_status: 'none',
    test_mode: true,
    amount: '25.00',
    currency: 'EUR',
    currency_1_iso: 'BTC',
    currency_1_amount: '0.00041667',
    currency_1_address: 'bcrt1qexampleexampleexampleexampleexample0000',
    currency_1_tag: null,
    qr: 'bitcoin:bcrt1qexampleexampleexampleexampleexample0000?amount=0.00041667',
    amount_paid: '0.00041667',
    amount_due: '0.00000000',
    rate: '60000.00',
    required_confirmations: 2,
    payments: [
      {
        txid: '0'.repeat(64),
        amount: '0.00041667',
        confirmations: 2,
        required_confirmations: 2,
        state: 'confirmed',
        seen_at: at,
      },
    ],
    order_id: 'test-order',
    product: 'Webhook test',
    transaction_c1: null,
    transaction_c2: null,
    transaction_c3: null,
    transaction_c4: null,
    return_url: null,
    created_at: at,
    expires_at: at,
    monitoring_until: null,
    settled_at: at,
  };
}

/** POST /users/webhook/test: a `webhook.test` event with an example payment, to the enabled endpoint. */
export async function sendTestEvent(
  database: Database,
  options: { merchantId: string; now: Date },
): Promise<{ eventId: string; deliveryId: string }> {
  return database.transaction(async (transaction) => {
    const endpoint = await findEndpointOfMerchant(transaction, options.merchantId, { lock: true });
    if (endpoint === undefined) throw new WebhooksError('no_endpoint', 'Set a webhook URL first.');
    if (endpoint.status !== 'enabled') {
      throw new WebhooksError('endpoint_disabled', 'The webhook is disabled. Enable it first.');
    }
    const enqueued = await enqueueWebhookEvent(transaction, {
      merchantId: options.merchantId,
      type: 'webhook.test',
      data: examplePayment(options.merchantId, options.now),
      eventKey: `webhook-test:${randomBytes(12).toString('hex')}`,
      now: options.now,
    });
    const [deliveryId] = enqueued.deliveryIds;
    if (deliveryId === undefined) throw new Error('a test event to an enabled endpoint got no delivery');
    return { eventId: enqueued.eventId, deliveryId };
  });
}

import { Webhook } from 'standardwebhooks';
import { readPaymentState } from './orders.mjs';

/**
 * The platform's webhooks (Standard Webhooks): verify the signature over the raw body before
 * reading anything, then apply the payment the event carries to its order. `verify` also refuses
 * a timestamp more than 5 minutes off, so a captured request cannot be replayed later.
 *
 * @typedef {{ status: number, body: Record<string, unknown> }} WebhookAnswer
 */

/**
 * @param {{ webhookSecret: string, merchantId: string, orders: import('./orders.mjs').OrderStore, log: (line: string) => void }} options
 */
export function createWebhookHandler({ webhookSecret, merchantId, orders, log }) {
  const verifier = new Webhook(webhookSecret);

  /**
   * @param {string} rawBody exactly the bytes received (re-serialised JSON would not verify)
   * @param {import('node:http').IncomingHttpHeaders} headers
   * @returns {WebhookAnswer}
   */
  return function handleWebhook(rawBody, headers) {
    const signed = {
      'webhook-id': String(headers['webhook-id'] ?? ''),
      'webhook-timestamp': String(headers['webhook-timestamp'] ?? ''),
      'webhook-signature': String(headers['webhook-signature'] ?? ''),
    };
    let event;
    try {
      event = /** @type {{ type?: unknown, timestamp?: unknown, data?: unknown }} */ (verifier.verify(rawBody, signed));
    } catch (error) {
      log(`webhook refused: ${error instanceof Error ? error.message : String(error)}`);
      return { status: 401, body: { error: 'invalid_signature' } };
    }
    const type = typeof event.type === 'string' ? event.type : '';
    const payment = readPaymentState(event.data);
    if (!type.startsWith('payment.') || payment === undefined) {
      log(`webhook ${signed['webhook-id']} ${type}: nothing to apply`); // e.g. webhook.test
      return { status: 200, body: { received: true } };
    }
    const data = /** @type {Record<string, unknown>} */ (event.data);
    if (data['merchant_id'] !== merchantId) {
      log(`webhook ${signed['webhook-id']} is for merchant ${String(data['merchant_id'])}: ignored`);
      return { status: 200, body: { received: true } };
    }
    const outcome = orders.applyPaymentEvent({
      webhookId: signed['webhook-id'],
      type,
      createdAt: typeof event.timestamp === 'string' ? event.timestamp : new Date().toISOString(),
      payment,
    });
    log(`webhook ${signed['webhook-id']} ${type} (${payment.transaction_id} ${payment.status}): ${outcome}`);
    // Every verified event is acknowledged, even for an order we no longer know: a retry would not help.
    return { status: 200, body: { received: true } };
  };
}

import type { Database } from '../../../db/database.js';
import { insertDelivery } from '../delivery/delivery-repository.js';
import { findEndpointOfMerchant } from '../endpoints/endpoint-repository.js';
import { newDeliveryId } from '../webhook-ids.js';
import { WebhooksError } from '../webhooks-error.js';
import { findEventOfMerchant } from './event-repository.js';

/**
 * A new delivery of an event the merchant received (or missed) before: the same body and the same
 * webhook-id, signed afresh, to the endpoint's current URL, due at once with a fresh schedule.
 */
export async function redeliverWebhookEvent(
  database: Database,
  options: { merchantId: string; eventId: string; now: Date },
): Promise<{ eventId: string; deliveryId: string }> {
  return database.transaction(async (transaction) => {
    const event = await findEventOfMerchant(transaction, { eventId: options.eventId, merchantId: options.merchantId });
    if (event === undefined) throw new WebhooksError('event_not_found', 'There is no such event.');
    const endpoint = await findEndpointOfMerchant(transaction, options.merchantId, { lock: true });
    if (endpoint === undefined) throw new WebhooksError('no_endpoint', 'Set a webhook URL first.');
    if (endpoint.status !== 'enabled') {
      throw new WebhooksError('endpoint_disabled', 'The webhook is disabled. Enable it first.');
    }
    const deliveryId = newDeliveryId();
    await insertDelivery(transaction, {
      id: deliveryId,
      eventId: event.id,
      endpointId: endpoint.id,
      kind: 'redelivery',
      now: options.now,
    });
    return { eventId: event.id, deliveryId };
  });
}

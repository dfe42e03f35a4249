import { merchantPaymentSchema, paymentEventTypes, type MerchantPayment, type PaymentEventType } from '@platform/core';
import { z } from 'zod';
import type { Transaction } from '../../../db/database.js';
import { merchantIdPattern } from '../../merchants/index.js';
import { insertDelivery } from '../delivery/delivery-repository.js';
import { listEnabledEndpoints } from '../endpoints/endpoint-repository.js';
import { newDeliveryId, newEventId } from '../webhook-ids.js';
import { WebhooksError } from '../webhooks-error.js';
import { insertEventOnce } from './event-repository.js';

export interface WebhookEventInput {
  merchantId: string;
  type: PaymentEventType;
  /** The whole payment as POST /api/transaction/status answers it; sent as the event's `data`. */
  data: MerchantPayment;
  /** Idempotency key, unique per merchant: the same key twice enqueues once (e.g. `pay_…:settled`). */
  eventKey: string;
  /** The event's time (its body's `timestamp`, and when its first delivery is due); now by default. */
  now?: Date;
}

export interface EnqueuedWebhookEvent {
  /** `msg_…`: the webhook-id header of every delivery of this event. */
  eventId: string;
  /** False when the key was enqueued before: nothing new was written. */
  created: boolean;
  /** One delivery per enabled endpoint of the merchant, due at once; empty on a repeat or without an endpoint. */
  deliveryIds: string[];
}

export const eventKeySchema = z.string().regex(/^[A-Za-z0-9:_.@+-]{1,200}$/, {
  message: 'must be 1 to 200 letters, digits or : _ . @ + -',
});

const inputSchema = z.object({
  merchantId: z.string().regex(merchantIdPattern),
  type: z.enum(paymentEventTypes),
  data: merchantPaymentSchema,
  eventKey: eventKeySchema,
  now: z.date().optional(),
});

/** The body every delivery sends, byte for byte: `{ type, timestamp, data }`. */
export function webhookEventBody(event: { type: PaymentEventType; timestamp: Date; data: MerchantPayment }): string {
  return JSON.stringify({ type: event.type, timestamp: event.timestamp.toISOString(), data: event.data });
}

/**
 * Records a webhook event and one delivery per enabled endpoint of the merchant, inside the
 * caller's transaction: the event exists exactly when the payment change commits, and the worker
 * delivers it afterwards. The payment is validated with core's schema (a caller bug throws).
 * Reusing a key for a different event type throws WebhooksError('idempotency_conflict').
 */
export async function enqueueWebhookEvent(
  transaction: Transaction,
  input: WebhookEventInput,
): Promise<EnqueuedWebhookEvent> {
  const parsed = inputSchema.parse(input);
  if (parsed.data.merchant_id !== parsed.merchantId) {
    throw new RangeError(`the payment belongs to ${parsed.data.merchant_id}, not ${parsed.merchantId}`);
  }
  const now = parsed.now ?? new Date();
  return recordEventWithDeliveries(transaction, {
    merchantId: parsed.merchantId,
    type: parsed.type,
    eventKey: parsed.eventKey,
    body: webhookEventBody({ type: parsed.type, timestamp: now, data: parsed.data }),
    now,
  });
}

/**
 * The queue step every event kind shares (payment and order events): the event once per key, and
 * one delivery per enabled endpoint of the merchant, in the caller's transaction. Reusing a key for
 * a different event type throws WebhooksError('idempotency_conflict').
 */
export async function recordEventWithDeliveries(
  transaction: Transaction,
  input: { merchantId: string; type: string; eventKey: string; body: string; now: Date },
): Promise<EnqueuedWebhookEvent> {
  const { event, created } = await insertEventOnce(transaction, { id: newEventId(), ...input });
  if (!created) {
    if (event.type !== input.type) {
      throw new WebhooksError(
        'idempotency_conflict',
        `event key ${input.eventKey} was already used for a ${event.type} event`,
      );
    }
    return { eventId: event.id, created: false, deliveryIds: [] };
  }
  const deliveryIds: string[] = [];
  for (const endpoint of await listEnabledEndpoints(transaction, input.merchantId)) {
    const id = newDeliveryId();
    await insertDelivery(transaction, {
      id,
      eventId: event.id,
      endpointId: endpoint.id,
      kind: 'event',
      now: input.now,
    });
    deliveryIds.push(id);
  }
  return { eventId: event.id, created: true, deliveryIds };
}

import { checkoutOrderWireSchema, type CheckoutOrderWire } from '@platform/core';
import { z } from 'zod';
import type { Transaction } from '../../../db/database.js';
import { merchantIdPattern } from '../../merchants/index.js';
import { eventKeySchema, recordEventWithDeliveries, type EnqueuedWebhookEvent } from './enqueue-event.js';

/** The guest checkout's events for a merchant checkout (issue 16), beside the payment events. */
export const orderEventTypes = [
  'order.created',
  'order.paid',
  'order.completed',
  'order.failed',
  'order.partially_refunded',
  'order.refunded',
] as const;
export type OrderEventType = (typeof orderEventTypes)[number];

export interface OrderWebhookEventInput {
  merchantId: string;
  type: OrderEventType;
  /** The order as the checkout calls show it (core's checkoutOrderWireSchema). */
  data: CheckoutOrderWire;
  eventKey: string;
  now?: Date;
}

const inputSchema = z.object({
  merchantId: z.string().regex(merchantIdPattern),
  type: z.enum(orderEventTypes),
  data: checkoutOrderWireSchema,
  eventKey: eventKeySchema,
  now: z.date().optional(),
});

/**
 * Records an order event and one delivery per enabled endpoint of the merchant, inside the
 * caller's transaction, exactly like enqueueWebhookEvent (same queue, signing and retries). The
 * body is `{ type, timestamp, data }` with the order as data.
 */
export async function enqueueOrderWebhookEvent(
  transaction: Transaction,
  input: OrderWebhookEventInput,
): Promise<EnqueuedWebhookEvent> {
  const parsed = inputSchema.parse(input);
  if (parsed.data.merchant_id !== parsed.merchantId)
    throw new RangeError(`the order belongs to ${parsed.data.merchant_id ?? 'no merchant'}, not ${parsed.merchantId}`);
  const now = parsed.now ?? new Date();
  const body = JSON.stringify({ type: parsed.type, timestamp: now.toISOString(), data: parsed.data });
  return recordEventWithDeliveries(transaction, {
    merchantId: parsed.merchantId,
    type: parsed.type,
    eventKey: parsed.eventKey,
    body,
    now,
  });
}

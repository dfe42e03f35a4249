import { z } from 'zod';
import { checkoutIdSchema } from './checkout-calls.js';

/**
 * Requests and answers of the operators' checkout calls (issue 16): refunding a paid order, and the
 * delivery queue (deliveries that wait for an operator, and their retry). Amounts are decimal
 * strings on the wire.
 */

/** POST /operator/checkout/orders/{id}/refund: an optional reason, kept in the order's history. */
export const refundCheckoutOrderBodySchema = z.strictObject({
  reason: z.string().trim().min(1).max(500).optional(),
});

export const checkoutRefundSchema = z.object({
  rail: z.enum(['card', 'bank_transfer', 'online_banking']),
  /** card: refunded at the card processor; bank rails: an instruction for the operator to pay back by bank transfer. */
  status: z.enum(['requested', 'refunded', 'payout_instruction']),
  amount: z.string(),
  currency: z.string(),
  /** The PSP's payment (card), the bank line's transaction id (bank transfer) or the bank session (online banking). */
  rail_reference: z.string().nullable(),
  payout_instruction: z.string().nullable(),
  reason: z.string().nullable(),
  requested_by: z.string(),
  created_at: z.string(),
});

export const refundCheckoutOrderDetailsSchema = z.object({
  order_id: z.string(),
  order_status: z.string(),
  refund: checkoutRefundSchema,
  replayed: z.boolean(),
});

/** GET /operator/checkout/deliveries: `needs_operator=true` lists only those waiting for an operator. */
export const checkoutDeliveriesQuerySchema = z.strictObject({
  needs_operator: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const checkoutDeliverySchema = z.object({
  order_id: z.string(),
  order_status: z.string(),
  coin: z.string(),
  amount: z.string(),
  address: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  needs_operator: z.boolean(),
  send_status: z.enum(['queued', 'broadcast', 'confirmed', 'failed']).nullable(),
  txid: z.string().nullable(),
  updated_at: z.string(),
});

export const checkoutDeliveriesDetailsSchema = z.object({ deliveries: z.array(checkoutDeliverySchema).max(100) });

export const checkoutDeliveryParamsSchema = z.object({ orderId: checkoutIdSchema });

export const checkoutDeliveryDetailsSchema = z.object({ delivery: checkoutDeliverySchema });

export type CheckoutRefund = z.infer<typeof checkoutRefundSchema>;
export type CheckoutDelivery = z.infer<typeof checkoutDeliverySchema>;

import { z } from 'zod';
import { checkoutOrderStates } from '../rules/checkout-order.js';
import { checkoutIdSchema } from './checkout-calls.js';

/**
 * Requests and answers of the operators' checkout calls (issue 16): refunding a paid order, and the
 * delivery queue (deliveries that wait for an operator, and their retry). Amounts are decimal
 * strings on the wire.
 */

/** A refund's id, chosen by the operator's client: the same id again answers the same refund (idempotency). */
export const checkoutRefundIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'Letters, digits, - and _ only (at most 64)' });

/**
 * POST /operator/checkout/orders/{id}/refund: an optional reason, kept in the order's history;
 * `amount` (the order's fiat, 2 decimals) for a partial refund, which needs its own `refund_id`;
 * without `amount` what is left of the payment is refunded (refund id `full` unless given).
 */
export const refundCheckoutOrderBodySchema = z
  .strictObject({
    reason: z.string().trim().min(1).max(500).optional(),
    amount: z
      .string()
      .trim()
      .regex(/^[0-9]{1,15}(\.[0-9]{1,2})?$/, { message: 'Please enter an amount such as 12.34' })
      .optional(),
    refund_id: checkoutRefundIdSchema.optional(),
  })
  .refine((body) => body.amount === undefined || body.refund_id !== undefined, {
    message: 'A partial refund needs its refund_id',
    path: ['refund_id'],
  });

export const checkoutRefundSchema = z.object({
  refund_id: z.string(),
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
  /** Every refund of the order so far (this one included), and what is left to refund. */
  refunded_amount: z.string(),
  refundable_amount: z.string(),
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
  /** A refund of the order was started: its delivery can no longer be retried. */
  refund_started: z.boolean(),
  send_status: z.enum(['queued', 'broadcast', 'confirmed', 'failed']).nullable(),
  txid: z.string().nullable(),
  updated_at: z.string(),
});

export const checkoutDeliveriesDetailsSchema = z.object({ deliveries: z.array(checkoutDeliverySchema).max(100) });

export const checkoutDeliveryParamsSchema = z.object({ orderId: checkoutIdSchema });

export const checkoutDeliveryDetailsSchema = z.object({ delivery: checkoutDeliverySchema });

/** A refund as the checkout module keeps it (the order's side; the rail's side is the refund call's answer). */
export const checkoutOrderRefundSchema = z.object({
  refund_id: z.string(),
  amount: z.string(),
  /** started: reserved, the rail has not confirmed yet (replay the refund call to finish it). */
  status: z.enum(['started', 'completed']),
  reason: z.string().nullable(),
  requested_by: z.string(),
  created_at: z.string(),
});

/** GET /operator/checkout/orders/{id}: an order of the operator's brand, its amounts, delivery and refunds. */
export const operatorCheckoutOrderSchema = z.object({
  id: z.string(),
  status: z.enum(checkoutOrderStates),
  payment_method: z.string(),
  fiat_currency: z.string(),
  /** What the buyer paid (fees included). */
  fiat_amount: z.string(),
  fee_amount: z.string(),
  refunded_amount: z.string(),
  /** What may still be refunded now: 0 unless the order is refundable (paid, no coins on their way). */
  refundable_amount: z.string(),
  crypto_currency: z.string(),
  /** The coins to deliver (reduced by partial refunds). */
  crypto_amount: z.string(),
  destination_address: z.string(),
  merchant_id: z.string().nullable(),
  email: z.string(),
  txid: z.string().nullable(),
  created_at: z.string(),
  delivery: checkoutDeliverySchema.nullable(),
  refunds: z.array(checkoutOrderRefundSchema).max(100),
});

export const operatorCheckoutOrderDetailsSchema = z.object({ order: operatorCheckoutOrderSchema });

export type CheckoutOrderRefund = z.infer<typeof checkoutOrderRefundSchema>;
export type OperatorCheckoutOrder = z.infer<typeof operatorCheckoutOrderSchema>;
export type CheckoutRefund = z.infer<typeof checkoutRefundSchema>;
export type CheckoutDelivery = z.infer<typeof checkoutDeliverySchema>;

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../errors/domain-error.js';

/**
 * What the rails ask of the checkout module's orders (its `app.checkoutOrders`, the port in
 * modules/checkout/orders-port.ts). Only the server's own payment confirmations reach
 * applyPaymentEvent: a PSP's answer, an operator-reported bank line, the sandbox bank's decision.
 */
export interface RailsOrderView {
  id: string;
  brandId: string;
  merchantId: string | null;
  status: string;
  paymentMethod: string;
  fiatCurrency: string;
  fiatAmountMinor: bigint;
  feeMinor: bigint;
  cryptoIso: string;
  cryptoAmountBaseUnits: bigint;
  destinationAddress: string;
  bankReference: string;
  email: string;
  flowUserId: string | null;
  createdAt: Date;
}

export type RailsPaymentEvent = 'payment_pending' | 'authorized' | 'captured' | 'failed' | 'cancelled';
export type Rail = 'card' | 'bank_transfer' | 'online_banking';

export interface RailsOrders {
  read(orderId: string): Promise<RailsOrderView | null>;
  applyPaymentEvent(input: {
    orderId: string;
    event: RailsPaymentEvent;
    rail: Rail;
    railReference: string;
    amountMinor: bigint;
    currency: string;
    reason?: string;
    idempotencyKey: string;
  }): Promise<{ status: string }>;
  /** Links the flow user registered for the checkout (POST /users/checkout/register). Idempotent. */
  linkFlowUser(input: { orderId: string; userId: string }): Promise<void>;
}

/** The checkout module's orders, decorated as app.checkoutOrders. */
export function ordersOf(app: FastifyInstance): RailsOrders {
  const orders: RailsOrders | undefined = app.checkoutOrders;
  if (orders === undefined) throw new Error('the checkout plugin (app.checkoutOrders) is not registered');
  return orders;
}

/**
 * The checkout a flow call acts on: the request's flow token must stand for it (the checkout
 * module's app.checkoutFlow: 401 without a live flow token, 403 for another checkout), and it must
 * be an order of the request's brand.
 */
export async function flowOrderOrFail(request: FastifyRequest, orderId: string, brandId: string): Promise<RailsOrderView> {
  await request.server.checkoutFlow.requireCheckout(request, orderId);
  return orderOrFail(request.server, orderId, brandId);
}

/** The amount a buyer pays for an order: the fiat amount (the fee is included in it, as a line). */
export function payableMinor(order: RailsOrderView): bigint {
  return order.fiatAmountMinor;
}

/** Order states in which a payment may start (before any money moved). */
const payableStates = new Set(['created', 'payment_pending']);

export function isPayable(order: RailsOrderView): boolean {
  return payableStates.has(order.status);
}

/** The order of the request's brand, or 404 (an order of another brand does not exist for this host). */
export async function orderOrFail(app: FastifyInstance, orderId: string, brandId: string): Promise<RailsOrderView> {
  const order = await ordersOf(app).read(orderId);
  if (order === null || order.brandId !== brandId) throw new DomainError('not_found', { checkout_id: 'No such checkout.' });
  return order;
}

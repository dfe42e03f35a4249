import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../errors/domain-error.js';
import type { CheckoutOrders, CheckoutOrderView, PaymentEvent, PaymentRail } from '../checkout/index.js';

/**
 * The checkout module's orders (its port, modules/checkout/orders-port.ts: `app.checkoutOrders`).
 * Only the server's own payment confirmations reach applyPaymentEvent: a PSP's answer, an
 * operator-reported bank line, the sandbox bank's decision; never a browser event.
 */
export type RailsOrderView = CheckoutOrderView;
export type RailsOrders = CheckoutOrders;
export type RailsPaymentEvent = PaymentEvent;
export type Rail = PaymentRail;

/** The checkout module's orders, decorated as app.checkoutOrders. */
export function ordersOf(app: FastifyInstance): RailsOrders {
  return app.checkoutOrders;
}

/**
 * The checkout a flow call acts on: the request's flow token must stand for it (the checkout
 * module's app.checkoutFlow: 401 without a live flow token, 403 for another checkout), and it must
 * be an order of the request's brand.
 */
export async function flowOrderOrFail(
  request: FastifyRequest,
  orderId: string,
  brandId: string,
): Promise<RailsOrderView> {
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
  if (order === null || order.brandId !== brandId)
    throw new DomainError('not_found', { checkout_id: 'No such checkout.' });
  return order;
}

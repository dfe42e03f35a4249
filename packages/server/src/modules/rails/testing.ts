import { randomBytes } from 'node:crypto';
import { nextOrderState, type CheckoutOrderState } from '@platform/core';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app.js';
import { DomainError } from '../../errors/domain-error.js';
import type { RailsOrders, RailsOrderView, RailsPaymentEvent } from './orders.js';

/**
 * Tests only, until the checkout module's orders service is merged: an in-memory stand-in for
 * `app.checkoutOrders` and `app.checkoutFlow` that follows core's order state machine and the
 * port's contract (idempotency keys, flow token per checkout). Replace with the real service.
 */
export interface TestOrders extends RailsOrders {
  create(input: Partial<RailsOrderView> & { paymentMethod: string }): RailsOrderView;
  events: { orderId: string; event: RailsPaymentEvent; idempotencyKey: string; amountMinor: bigint }[];
  flowHeaders(orderId: string): Record<string, string>;
}

const eventTarget: Record<RailsPaymentEvent, 'payment_pending' | 'authorized' | 'captured' | 'failed' | 'cancelled'> = {
  payment_pending: 'payment_pending',
  authorized: 'authorized',
  captured: 'captured',
  failed: 'failed',
  cancelled: 'cancelled',
};

export function installTestOrders(app: App): TestOrders {
  const orders = new Map<string, RailsOrderView>();
  const applied = new Map<string, { status: string }>();
  const tokens = new Map<string, string>();
  const events: TestOrders['events'] = [];
  const port: TestOrders = {
    events,
    create(input) {
      const id = `chk_${randomBytes(12).toString('hex')}`;
      const order: RailsOrderView = {
        id,
        brandId: 'brd_demo',
        merchantId: null,
        status: 'created',
        fiatCurrency: 'EUR',
        fiatAmountMinor: 25000n,
        feeMinor: 0n,
        cryptoIso: 'BTC',
        cryptoAmountBaseUnits: 400000n,
        destinationAddress: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
        bankReference: `CHK${randomBytes(5).toString('hex').toUpperCase()}`,
        email: `buyer-${randomBytes(3).toString('hex')}@example.com`,
        flowUserId: null,
        createdAt: new Date(),
        ...input,
      };
      orders.set(id, order);
      tokens.set(id, randomBytes(16).toString('hex'));
      return order;
    },
    flowHeaders(orderId) {
      return { authorization: JSON.stringify({ flow_token: tokens.get(orderId), checkout_id: orderId }) };
    },
    async read(orderId) {
      const order = orders.get(orderId);
      return order === undefined ? null : { ...order };
    },
    async applyPaymentEvent(input) {
      const earlier = applied.get(input.idempotencyKey);
      if (earlier !== undefined) return earlier as { status: CheckoutOrderState };
      const order = orders.get(input.orderId);
      if (order === undefined) throw new DomainError('not_found', 'no such order');
      const transition = nextOrderState(order.status as CheckoutOrderState, eventTarget[input.event]);
      if (!transition.ok) throw new DomainError('conflict', { status: `order is ${order.status}` });
      order.status = transition.state;
      events.push({ orderId: input.orderId, event: input.event, idempotencyKey: input.idempotencyKey, amountMinor: input.amountMinor });
      const answer = { status: transition.state };
      applied.set(input.idempotencyKey, answer);
      return answer;
    },
    async linkFlowUser(input) {
      const order = orders.get(input.orderId);
      if (order !== undefined) order.flowUserId = input.userId;
    },
  };
  const flow = {
    async requireCheckout(request: FastifyRequest, checkoutId?: string): Promise<string> {
      const header = request.headers.authorization;
      let parsed: { flow_token?: string; checkout_id?: string } = {};
      try {
        parsed = JSON.parse(header ?? '{}') as typeof parsed;
      } catch {
        parsed = {};
      }
      const id = parsed.checkout_id ?? '';
      if (parsed.flow_token === undefined || tokens.get(id) !== parsed.flow_token) throw new DomainError('unauthorized', 'no flow token');
      if (checkoutId !== undefined && checkoutId !== id) throw new DomainError('forbidden', 'another checkout');
      return id;
    },
  };
  app.decorate('checkoutOrders', port as never);
  app.decorate('checkoutFlow', flow);
  return port;
}

/**
 * The guest checkout's order state machine, written down in one place (issue 16). The server moves
 * an order only through `nextOrderState`; a browser may only ask to cancel an unpaid order
 * (`browserMayRequest`), and only the server's own payment confirmation (`captured`) marks it paid.
 *
 *   created ─payment_pending─► payment_pending ─authorized─► authorized ─captured─► paid
 *      │  (authorized / captured may skip steps)                                      │ delivery_started
 *      │                                                                              ▼
 *      ├─failed─► failed        ├─cancelled─► cancelled     ├─expired─► expired    delivering ─delivered─► completed
 *      (from created, payment_pending, authorized)                        paid / delivering ─refunded─► refunded
 *
 * Refunds (an operator's call): from `paid` while no send of the coins is on its way, and from
 * `delivering` only when the send failed (or never started) and the delivery waits for an operator,
 * i.e. no coins left the platform: `refundRefusalOf` decides, from the order's state and what the
 * server knows of its delivery. A completed order (coins delivered) and an unpaid one are refused.
 *
 * Partial refunds (checkout-refunds.ts): `partially_refunded` keeps the order where it is (paid
 * stays paid, a delivering order waiting for an operator stays delivering) and reduces the coins
 * still to deliver in proportion at the locked rate; the refund that brings the refunded sum to the
 * paid amount is `refunded` (final). The same rules as a full refund decide when one is allowed.
 *
 * Final states never move again. An event whose target the order already reached or passed (a
 * replayed or late webhook) is `unchanged`, never a second transition.
 */

export const checkoutOrderStates = [
  'created',
  'payment_pending',
  'authorized',
  'paid',
  'delivering',
  'completed',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type CheckoutOrderState = (typeof checkoutOrderStates)[number];

export const checkoutOrderEvents = [
  'payment_pending',
  'authorized',
  'captured',
  'failed',
  'cancelled',
  'expired',
  'delivery_started',
  'delivered',
  'partially_refunded',
  'refunded',
] as const;
export type CheckoutOrderEvent = (typeof checkoutOrderEvents)[number];

export const finalCheckoutOrderStates = ['completed', 'failed', 'cancelled', 'expired', 'refunded'] as const;
export type FinalCheckoutOrderState = (typeof finalCheckoutOrderStates)[number];

/** States in which no money has been taken yet: they expire, and the buyer may cancel some of them. */
export const unpaidCheckoutOrderStates = ['created', 'payment_pending', 'authorized'] as const;

/** Where each event leads from each state; a missing entry is a refusal. */
const transitions: Record<CheckoutOrderState, Partial<Record<CheckoutOrderEvent, CheckoutOrderState>>> = {
  created: {
    payment_pending: 'payment_pending',
    authorized: 'authorized',
    captured: 'paid',
    failed: 'failed',
    cancelled: 'cancelled',
    expired: 'expired',
  },
  payment_pending: {
    authorized: 'authorized',
    captured: 'paid',
    failed: 'failed',
    cancelled: 'cancelled',
    expired: 'expired',
  },
  authorized: { captured: 'paid', failed: 'failed', cancelled: 'cancelled', expired: 'expired' },
  paid: { delivery_started: 'delivering', partially_refunded: 'paid', refunded: 'refunded' },
  delivering: { delivered: 'completed', partially_refunded: 'delivering', refunded: 'refunded' },
  completed: {},
  failed: {},
  cancelled: {},
  expired: {},
  refunded: {},
};

/** Progress along the happy path; an event for an earlier step than the order's is stale. */
const progress: Record<CheckoutOrderState, number> = {
  created: 0,
  payment_pending: 1,
  authorized: 2,
  paid: 3,
  delivering: 4,
  completed: 5,
  failed: 9,
  cancelled: 9,
  expired: 9,
  refunded: 9,
};

/** The state each event leads to when it is allowed (for telling a replay from a refusal). */
const targetOfEvent: Record<CheckoutOrderEvent, CheckoutOrderState> = {
  payment_pending: 'payment_pending',
  authorized: 'authorized',
  captured: 'paid',
  failed: 'failed',
  cancelled: 'cancelled',
  expired: 'expired',
  delivery_started: 'delivering',
  delivered: 'completed',
  partially_refunded: 'paid',
  refunded: 'refunded',
};

export type OrderTransitionRefusal = 'order_final' | 'not_allowed';

export type OrderTransition =
  | { ok: true; changed: true; from: CheckoutOrderState; state: CheckoutOrderState }
  | { ok: true; changed: false; state: CheckoutOrderState }
  | { ok: false; state: CheckoutOrderState; refusal: OrderTransitionRefusal };

export function isFinalCheckoutOrderState(state: CheckoutOrderState): state is FinalCheckoutOrderState {
  return (finalCheckoutOrderStates as readonly string[]).includes(state);
}

export function isUnpaidCheckoutOrderState(state: CheckoutOrderState): boolean {
  return (unpaidCheckoutOrderStates as readonly string[]).includes(state);
}

/**
 * The state after `event`, or why not. Replays are `unchanged`: the same event again (the order is
 * already in its target) and a happy-path event the order has already passed (payment_pending
 * after authorized, captured after delivery started). A partial refund is never a replay here (its
 * own refund id tells a replay): it is allowed from paid and delivering only, and keeps the state.
 */
export function nextOrderState(state: CheckoutOrderState, event: CheckoutOrderEvent): OrderTransition {
  const next = transitions[state][event];
  if (next !== undefined) return { ok: true, changed: true, from: state, state: next };
  if (event === 'partially_refunded')
    return { ok: false, state, refusal: isFinalCheckoutOrderState(state) ? 'order_final' : 'not_allowed' };
  const target = targetOfEvent[event];
  if (target === state) return { ok: true, changed: false, state };
  const onHappyPath = progress[target] < 9 && progress[state] < 9;
  if (onHappyPath && progress[target] < progress[state]) return { ok: true, changed: false, state };
  return { ok: false, state, refusal: isFinalCheckoutOrderState(state) ? 'order_final' : 'not_allowed' };
}

/** What the server knows of a paid order's delivery when a refund is asked for. */
export interface DeliveryForRefund {
  /** A send of the order's coins exists and has not failed (queued, broadcast or confirmed). */
  sendUnderway: boolean;
  /** The delivery stopped and waits for an operator (retries ran out, or the send failed). */
  awaitingOperator: boolean;
}

export type OrderRefundRefusal = 'completed' | 'not_paid' | 'delivery_underway';

/**
 * Why an order cannot be refunded, or null when it can (a refunded order answers null too: a
 * replayed refund changes nothing). Coins that may have left the platform are never refunded.
 */
export function refundRefusalOf(state: CheckoutOrderState, delivery: DeliveryForRefund): OrderRefundRefusal | null {
  switch (state) {
    case 'refunded':
      return null;
    case 'completed':
      return 'completed';
    case 'paid':
      return delivery.sendUnderway ? 'delivery_underway' : null;
    case 'delivering':
      return delivery.awaitingOperator && !delivery.sendUnderway ? null : 'delivery_underway';
    case 'created':
    case 'payment_pending':
    case 'authorized':
    case 'failed':
    case 'cancelled':
    case 'expired':
      return 'not_paid';
  }
}

/** Spec §4 payment_status of an order state: absent (''), authorized or successful. */
export type CheckoutOrderPaymentStatus = '' | 'authorized' | 'successful';

export function paymentStatusOfOrderState(state: CheckoutOrderState): CheckoutOrderPaymentStatus {
  switch (state) {
    case 'authorized':
      return 'authorized';
    case 'paid':
    case 'delivering':
    case 'completed':
      return 'successful';
    case 'created':
    case 'payment_pending':
    case 'failed':
    case 'cancelled':
    case 'expired':
    case 'refunded':
      return '';
  }
}

/** The only states a browser may ask for (PATCH /checkout/status/{id}), and from where. */
export const browserRequestableOrderStates = ['cancelled'] as const;
export type BrowserRequestableOrderState = (typeof browserRequestableOrderStates)[number];

export function browserMayRequest(
  state: CheckoutOrderState,
  requested: string,
): requested is BrowserRequestableOrderState {
  if (requested !== 'cancelled') return false;
  return state === 'created' || state === 'payment_pending' || state === 'cancelled';
}

import { isQuoteLive, nextOrderState, type CheckoutOrderEvent } from '@platform/core';
import type { Transaction } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { findOrderEvent, insertOrderEvent } from './order-event-repository.js';
import { findOrder, updateOrder, type OrderChanges, type OrderRecord } from './order-repository.js';
import { newOrderEventId } from './checkout-ids.js';
import { checkoutText } from './checkout-texts.js';

export interface TransitionRequest {
  orderId: string;
  event: CheckoutOrderEvent;
  /** One transition per key: the same key again answers the first result and changes nothing. */
  idempotencyKey: string;
  rail?: string;
  railReference?: string;
  amount?: bigint;
  currency?: string;
  reason?: string;
  /** Set with the new state (the delivery's txid). */
  changes?: Omit<OrderChanges, 'status'>;
}

export interface TransitionResult {
  /** What happened: the order's creation or an event of the state machine. */
  event: CheckoutOrderEvent | 'created' | 'requoted';
  order: OrderRecord;
  /** The order before this call (equal to `order` for a replay or an unchanged event). */
  before: OrderRecord;
  changed: boolean;
  replayed: boolean;
}

/**
 * What happens inside a transition's transaction once the order moved (ledger postings, the
 * delivery job, webhooks): registered by the checkout plugin, run for changed transitions only.
 */
export type TransitionEffect = (transaction: Transaction, result: TransitionResult) => Promise<void>;

export const orderFinalMessage = checkoutText('orderFinal');

/**
 * Moves an order by core's state machine, inside the caller's transaction: locks the order row,
 * answers a replayed key from the recorded history, refuses what the machine refuses (409
 * conflict), records the transition, runs the effects. Never called with a browser's word for a
 * payment: only the server's rails report `captured`.
 */
export async function transitionOrder(
  transaction: Transaction,
  request: TransitionRequest,
  options: { now: Date; effects: readonly TransitionEffect[]; checkPayment?: (order: OrderRecord) => void },
): Promise<TransitionResult> {
  const before = await findOrder(transaction, request.orderId, { forUpdate: true });
  if (before === null) throw new DomainError('not_found', { checkout: checkoutText('checkoutNotFound') });
  const recorded = await findOrderEvent(transaction, request.orderId, request.idempotencyKey);
  if (recorded !== null) {
    if (recorded.event !== request.event)
      throw new DomainError('conflict', { idempotency_key: checkoutText('keyReusedForEvent') });
    return { event: request.event, order: before, before, changed: false, replayed: true };
  }
  const next = nextOrderState(before.status, request.event);
  if (!next.ok) throw new DomainError('conflict', { status: orderFinalMessage });
  if (next.changed) options.checkPayment?.(before);
  const order: OrderRecord = next.changed ? { ...before, ...request.changes, status: next.state } : before;
  if (next.changed) await updateOrder(transaction, before.id, { ...request.changes, status: next.state }, options.now);
  await insertOrderEvent(transaction, {
    id: newOrderEventId(),
    orderId: before.id,
    idempotencyKey: request.idempotencyKey,
    event: request.event,
    fromStatus: before.status,
    toStatus: order.status,
    rail: request.rail ?? null,
    railReference: request.railReference ?? null,
    amount: request.amount ?? null,
    currency: request.currency ?? null,
    reason: request.reason ?? null,
    createdAt: options.now,
  });
  const result: TransitionResult = { event: request.event, order, before, changed: next.changed, replayed: false };
  if (next.changed) for (const effect of options.effects) await effect(transaction, result);
  return result;
}

export const kycRequiredMessage = checkoutText('kycRequired');
export const quoteExpiredMessage = checkoutText('quoteExpired');

/**
 * The checks of a payment event before it moves an unpaid order: KYC when the order needs it, a
 * live quote before payment started (never charge a stale rate), and the order's exact amount and
 * currency on authorization and capture.
 */
export function paymentChecks(
  request: { event: CheckoutOrderEvent; amount: bigint; currency: string },
  now: Date,
): (order: OrderRecord) => void {
  return (order) => {
    const starting = order.status === 'created' || order.status === 'payment_pending';
    if (
      starting &&
      order.kycRequired &&
      !order.kycPassed &&
      request.event !== 'failed' &&
      request.event !== 'cancelled'
    )
      throw new DomainError('forbidden', { kyc: kycRequiredMessage });
    if (
      order.status === 'created' &&
      request.event !== 'failed' &&
      request.event !== 'cancelled' &&
      !isQuoteLive(order.quoteExpiresAt, now)
    )
      throw new DomainError('conflict', { quote_id: quoteExpiredMessage });
    if (
      (request.event === 'authorized' || request.event === 'captured') &&
      (request.currency !== order.fiatCurrency || request.amount !== order.fiatAmount)
    )
      throw new DomainError('conflict', { amount: checkoutText('paymentMismatch') });
  };
}

import {
  refundAmountRefusalOf,
  refundedSharesOf,
  refundRefusalOf,
  toDecimalString,
  type CheckoutOrderState,
  type OrderRefundRefusal,
  type RefundAmountRefusal,
} from '@platform/core';
import { DomainError } from '../../errors/domain-error.js';
import { findSend } from '../chains/index.js';
import type { Queryable, Transaction } from '../../db/database.js';
import { checkoutNotFoundMessage, type CheckoutContext } from './checkout-service.js';
import { checkoutText, type CheckoutTextName } from './checkout-texts.js';
import { findDelivery, setDelivery, type DeliveryRecord } from './delivery-repository.js';
import { paymentPartsOf } from './order-money.js';
import { findOrder, type OrderRecord } from './order-repository.js';
import { transitionOrder } from './order-transitions.js';
import type { PaymentRail, StartedRefund, StartRefundInput } from './orders-port.js';
import {
  completeRefundRecord,
  countRefunds,
  findRefund,
  insertRefund,
  reservedRefundAmount,
  type RefundRecord,
} from './refund-repository.js';

const refusalTexts: Record<OrderRefundRefusal, CheckoutTextName> = {
  completed: 'refundCompleted',
  not_paid: 'refundNotPaid',
  delivery_underway: 'refundDeliveryUnderway',
};

/** A send of the delivery's coins that exists and has not failed (queued, broadcast or confirmed). */
export async function sendUnderway(queryable: Queryable, delivery: DeliveryRecord | null): Promise<boolean> {
  if (delivery?.sendId == null) return false;
  const send = await findSend(queryable, delivery.sendId);
  if (send === undefined) throw new Error(`send ${delivery.sendId} of order ${delivery.orderId} is missing`);
  return send.status !== 'failed';
}

/** Core's refundRefusalOf for this order now (its state and what its delivery is doing). */
export async function orderRefundRefusal(
  queryable: Queryable,
  order: OrderRecord,
  delivery: DeliveryRecord | null,
): Promise<OrderRefundRefusal | null> {
  return refundRefusalOf(order.status, {
    sendUnderway: await sendUnderway(queryable, delivery),
    awaitingOperator: delivery?.needsOperator === true,
  });
}

function startedRefund(refund: RefundRecord, order: OrderRecord, replayed: boolean): StartedRefund {
  return {
    refundId: refund.refundId,
    amountMinor: refund.amount,
    status: refund.status,
    replayed,
    order: order.status,
  };
}

function amountRefusalError(refusal: RefundAmountRefusal, order: OrderRecord, reserved: bigint): DomainError {
  const texts: Record<RefundAmountRefusal, CheckoutTextName> = {
    amount_not_positive: 'refundAmountNotPositive',
    exceeds_refundable: 'refundExceedsPaid',
    no_coins_left: 'refundNoCoinsLeft',
  };
  const refundable = `${toDecimalString(order.fiatCurrency, order.fiatAmount - reserved)} ${order.fiatCurrency}`;
  return new DomainError('conflict', { amount: checkoutText(texts[refusal], { refundable }) });
}

/**
 * The first step of an operator's refund, full or partial (the rails call it through the port,
 * before asking the card processor or writing the payout instruction). Under the order's row lock:
 * a known refund id answers its refund (409 for another amount); else core's refundRefusalOf
 * decides from the order's state and its delivery, core's refundAmountRefusalOf from the sum of the
 * order's refunds so far (started ones included, so concurrent refunds never pass the paid amount),
 * and the refund is recorded `started` with the delivery marked: no send starts until it completes.
 */
export async function startOrderRefund(context: CheckoutContext, input: StartRefundInput): Promise<StartedRefund> {
  return context.database.transaction(async (transaction) => {
    const order = await findOrder(transaction, input.orderId, { forUpdate: true });
    if (order === null || order.brandId !== input.brandId)
      throw new DomainError('not_found', { checkout: checkoutNotFoundMessage });
    const earlier = await findRefund(transaction, order.id, input.refundId);
    if (earlier !== null) {
      if (input.amountMinor !== undefined && input.amountMinor !== earlier.amount)
        throw new DomainError('conflict', { refund_id: checkoutText('refundIdReused') });
      return startedRefund(earlier, order, true);
    }
    if (order.status === 'refunded') throw new DomainError('conflict', { status: checkoutText('refundedInFull') });
    const delivery = await findDelivery(transaction, order.id, { forUpdate: true });
    const refusal = await orderRefundRefusal(transaction, order, delivery);
    if (refusal !== null) throw new DomainError('conflict', { status: checkoutText(refusalTexts[refusal]) });
    if (delivery === null) throw new Error(`paid order ${order.id} has no delivery`);
    const reserved = await reservedRefundAmount(transaction, order.id);
    const amount = input.amountMinor ?? order.fiatAmount - reserved;
    const parts = await paymentPartsOf(transaction, order);
    const amountRefusal = refundAmountRefusalOf(parts, { reservedMinor: reserved, amountMinor: amount });
    if (amountRefusal !== null) throw amountRefusalError(amountRefusal, order, reserved);
    const refund = {
      orderId: order.id,
      refundId: input.refundId,
      amount,
      reason: input.reason ?? null,
      requestedBy: input.requestedBy,
      createdAt: context.now(),
    };
    await insertRefund(transaction, refund);
    if (delivery.refundStartedAt === null)
      await setDelivery(transaction, order.id, { refund_started_at: context.now() });
    return startedRefund({ ...refund, status: 'started', completedAt: null }, order, false);
  });
}

/**
 * The last step, once the rail gave the money back: in one transaction the order moves by core's
 * machine (`partially_refunded`, or `refunded` when the refunds reach the paid amount) with its
 * refunded sum and the coins still to deliver, the money effect reverses the payment's postings in
 * proportion and re-holds the fewer coins, and the merchant's webhook is queued. When no other
 * refund is under way the delivery resumes (with the fewer coins). Idempotent per refund id.
 */
export async function completeOrderRefund(
  context: CheckoutContext,
  input: { orderId: string; refundId: string; rail: PaymentRail; railReference: string },
): Promise<{ status: CheckoutOrderState; refundedMinor: bigint }> {
  return context.database.transaction(async (transaction) => {
    const order = await findOrder(transaction, input.orderId, { forUpdate: true });
    const refund = await findRefund(transaction, input.orderId, input.refundId, { forUpdate: true });
    if (order === null || refund === null) throw new Error(`refund ${input.refundId} of ${input.orderId} is missing`);
    if (refund.status === 'completed') return { status: order.status, refundedMinor: order.refundedAmount };
    const refunded = order.refundedAmount + refund.amount;
    const full = refunded === order.fiatAmount;
    const shares = refundedSharesOf(await paymentPartsOf(transaction, order), refunded);
    const result = await transitionOrder(
      transaction,
      {
        orderId: order.id,
        event: full ? 'refunded' : 'partially_refunded',
        idempotencyKey: `refund:${refund.refundId}`,
        rail: input.rail,
        railReference: input.railReference,
        amount: refund.amount,
        currency: order.fiatCurrency,
        reason: refund.reason ?? 'refunded by an operator',
        changes: full
          ? { refundedAmount: refunded }
          : { refundedAmount: refunded, cryptoAmount: shares.cryptoToDeliverBaseUnits },
      },
      { now: context.now(), effects: context.effects },
    );
    await completeRefundRecord(transaction, { orderId: order.id, refundId: refund.refundId, now: context.now() });
    if (!full && (await countRefunds(transaction, order.id, 'started')) === 0)
      await setDelivery(transaction, order.id, { refund_started_at: null, next_attempt_at: context.now() });
    return { status: result.order.status, refundedMinor: result.order.refundedAmount };
  });
}

/** For the operator's order lookup: what a refund may still take now (0 when it may not be refunded). */
export async function refundableAmount(
  transaction: Transaction | Queryable,
  order: OrderRecord,
  delivery: DeliveryRecord | null,
): Promise<bigint> {
  if (order.status === 'refunded' || (await orderRefundRefusal(transaction, order, delivery)) !== null) return 0n;
  return order.fiatAmount - (await reservedRefundAmount(transaction, order.id));
}

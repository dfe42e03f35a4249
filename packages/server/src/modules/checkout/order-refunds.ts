import { refundRefusalOf, type OrderRefundRefusal } from '@platform/core';
import { DomainError } from '../../errors/domain-error.js';
import { findSend } from '../chains/index.js';
import type { Queryable } from '../../db/database.js';
import { checkoutNotFoundMessage, type CheckoutContext } from './checkout-service.js';
import { checkoutText, type CheckoutTextName } from './checkout-texts.js';
import { findDelivery, setDelivery, type DeliveryRecord } from './delivery-repository.js';
import { findOrder } from './order-repository.js';

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

/**
 * The first step of an operator's refund (the rails call it through the port, before asking the
 * card processor or writing the payout instruction): under the order's row lock, core's
 * refundRefusalOf decides from the order's state and its delivery (409 with the reason), and the
 * delivery is marked so that no send starts any more. The order moves to refunded afterwards, by
 * applyPaymentEvent('refunded'), whose money effect reverses the payment and releases the coins.
 * Idempotent: a refunded order answers `alreadyRefunded`; a started refund may be started again.
 */
export async function startOrderRefund(
  context: CheckoutContext,
  input: { orderId: string; brandId: string },
): Promise<{ alreadyRefunded: boolean }> {
  return context.database.transaction(async (transaction) => {
    const order = await findOrder(transaction, input.orderId, { forUpdate: true });
    if (order === null || order.brandId !== input.brandId)
      throw new DomainError('not_found', { checkout: checkoutNotFoundMessage });
    if (order.status === 'refunded') return { alreadyRefunded: true };
    const delivery = await findDelivery(transaction, order.id, { forUpdate: true });
    const refusal = refundRefusalOf(order.status, {
      sendUnderway: await sendUnderway(transaction, delivery),
      awaitingOperator: delivery?.needsOperator === true,
    });
    if (refusal !== null) throw new DomainError('conflict', { status: checkoutText(refusalTexts[refusal]) });
    if (delivery === null) throw new Error(`paid order ${order.id} has no delivery`);
    if (delivery.refundStartedAt === null)
      await setDelivery(transaction, order.id, { refund_started_at: context.now() });
    return { alreadyRefunded: false };
  });
}

import { toDecimalString, type OperatorCheckoutOrder } from '@platform/core';
import { DomainError } from '../../errors/domain-error.js';
import { checkoutNotFoundMessage, type CheckoutContext } from './checkout-service.js';
import { deliveryWire } from './delivery-queue.js';
import { findDelivery } from './delivery-repository.js';
import { refundableAmount } from './order-refunds.js';
import { findOrder } from './order-repository.js';
import { listRefunds } from './refund-repository.js';

/**
 * GET /operator/checkout/orders/{id}: an order of the operator's brand as the operator's refund
 * screen needs it — state, what was paid and refunded, what a refund may still take now, the coins
 * to deliver, the delivery and the refunds. 404 for an order of another brand (it does not exist there).
 */
export async function operatorOrder(
  context: CheckoutContext,
  input: { brandId: string; orderId: string },
): Promise<OperatorCheckoutOrder> {
  const order = await findOrder(context.database, input.orderId);
  if (order === null || order.brandId !== input.brandId)
    throw new DomainError('not_found', { checkout: checkoutNotFoundMessage });
  const delivery = await findDelivery(context.database, order.id);
  const fiat = (amount: bigint) => toDecimalString(order.fiatCurrency, amount);
  return {
    id: order.id,
    status: order.status,
    payment_method: order.paymentMethod,
    fiat_currency: order.fiatCurrency,
    fiat_amount: fiat(order.fiatAmount),
    fee_amount: fiat(order.feeAmount),
    refunded_amount: fiat(order.refundedAmount),
    refundable_amount: fiat(await refundableAmount(context.database, order, delivery)),
    crypto_currency: order.cryptoCurrency,
    crypto_amount: toDecimalString(order.cryptoCurrency, order.cryptoAmount),
    destination_address: order.destinationAddress,
    merchant_id: order.merchantId,
    email: order.email,
    txid: order.txid,
    created_at: order.createdAt.toISOString(),
    delivery: delivery === null ? null : await deliveryWire(context.database, order, delivery),
    refunds: (await listRefunds(context.database, order.id)).map((refund) => ({
      refund_id: refund.refundId,
      amount: fiat(refund.amount),
      status: refund.status,
      reason: refund.reason,
      requested_by: refund.requestedBy,
      created_at: refund.createdAt.toISOString(),
    })),
  };
}

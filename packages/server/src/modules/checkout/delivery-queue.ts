import { randomBytes } from 'node:crypto';
import { toDecimalString, type CheckoutDelivery } from '@platform/core';
import { DomainError } from '../../errors/domain-error.js';
import { findSend } from '../chains/index.js';
import type { Queryable } from '../../db/database.js';
import { checkoutNotFoundMessage, type CheckoutContext } from './checkout-service.js';
import { checkoutText } from './checkout-texts.js';
import { deliveryColumns, findDelivery, setDelivery, toDelivery, type DeliveryRecord } from './delivery-repository.js';
import { holdCoins, holdTransferId } from './order-money.js';
import { findOrder, type OrderRecord } from './order-repository.js';
import { sendUnderway } from './order-refunds.js';

/**
 * The operator's delivery queue: the deliveries of the brand's paid orders (those waiting for an
 * operator with `needsOperator`), and a retry of one whose send failed or never started.
 */
export const maxDeliveriesPerPage = 100;

export async function deliveryWire(
  queryable: Queryable,
  order: Pick<OrderRecord, 'id' | 'status' | 'cryptoCurrency' | 'cryptoAmount' | 'destinationAddress'>,
  delivery: DeliveryRecord,
): Promise<CheckoutDelivery> {
  const send = delivery.sendId === null ? undefined : await findSend(queryable, delivery.sendId);
  return {
    order_id: order.id,
    order_status: order.status,
    coin: order.cryptoCurrency,
    amount: toDecimalString(order.cryptoCurrency, order.cryptoAmount),
    address: order.destinationAddress,
    attempts: delivery.attempts,
    last_error: delivery.lastError,
    needs_operator: delivery.needsOperator,
    refund_started: delivery.refundStartedAt !== null || order.status === 'refunded',
    send_status: send?.status ?? null,
    txid: delivery.txid ?? send?.txid ?? null,
    updated_at: delivery.updatedAt.toISOString(),
  };
}

/** GET /operator/checkout/deliveries: the brand's deliveries, oldest change first, at most `limit` (≤ 100). */
export async function listDeliveries(
  context: CheckoutContext,
  input: { brandId: string; needsOperator: boolean | undefined; limit: number },
): Promise<CheckoutDelivery[]> {
  const limit = Math.min(Math.max(1, input.limit), maxDeliveriesPerPage);
  const result = await context.database.query<Record<string, unknown>>(
    `select ${deliveryColumns
      .split(',')
      .map((column) => `d.${column.trim()}`)
      .join(', ')},
       o.id, o.status, o.crypto_currency, o.crypto_amount::text as crypto_amount, o.destination_address
     from checkout_deliveries d join checkout_orders o on o.id = d.order_id
     where o.brand_id = $1 and ($2::boolean is null or d.needs_operator = $2)
     order by d.updated_at, d.order_id limit $3`,
    [input.brandId, input.needsOperator ?? null, limit],
  );
  const deliveries: CheckoutDelivery[] = [];
  for (const row of result.rows) {
    const order = {
      id: row['id'] as string,
      status: row['status'] as OrderRecord['status'],
      cryptoCurrency: row['crypto_currency'] as OrderRecord['cryptoCurrency'],
      cryptoAmount: BigInt(row['crypto_amount'] as string),
      destinationAddress: row['destination_address'] as string,
    };
    deliveries.push(await deliveryWire(context.database, order, toDelivery(row)));
  }
  return deliveries;
}

/**
 * POST /operator/checkout/deliveries/{orderId}/retry: a delivery whose send failed or never started
 * is due now again (needs_operator cleared, attempts from zero). A failed send's hold was voided
 * (its coins back in liquidity): the retry holds them again under a new id, or answers 503 when
 * the brand's liquidity has not enough. 409 while a send is underway, once delivered or after a
 * refund started; 404 for an order of another brand.
 */
export async function retryDelivery(
  context: CheckoutContext,
  input: { brandId: string; orderId: string },
): Promise<CheckoutDelivery> {
  return context.database.transaction(async (transaction) => {
    const order = await findOrder(transaction, input.orderId, { forUpdate: true });
    if (order === null || order.brandId !== input.brandId)
      throw new DomainError('not_found', { checkout: checkoutNotFoundMessage });
    const delivery = await findDelivery(transaction, order.id, { forUpdate: true });
    if (delivery === null) throw new DomainError('conflict', { status: checkoutText('noDelivery') });
    if (delivery.refundStartedAt !== null || order.status === 'refunded')
      throw new DomainError('conflict', { status: checkoutText('deliveryRefundStarted') });
    if ((order.status !== 'paid' && order.status !== 'delivering') || (await sendUnderway(transaction, delivery)))
      throw new DomainError('conflict', { status: checkoutText('deliveryNotRetryable') });
    if (delivery.sendId !== null) {
      // The failed send's hold is void: hold the coins again for the next send.
      const holdId = `${holdTransferId(order.quoteId)}_${randomBytes(4).toString('hex')}`;
      await holdCoins(transaction, order, holdId);
      await setDelivery(transaction, order.id, { hold_transfer_id: holdId, send_id: null, txid: null });
    }
    await setDelivery(transaction, order.id, {
      needs_operator: false,
      attempts: 0,
      next_attempt_at: context.now(),
    });
    const updated = await findDelivery(transaction, order.id);
    return deliveryWire(transaction, order, updated!);
  });
}

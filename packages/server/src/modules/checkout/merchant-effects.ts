import { refundedSharesOf } from '@platform/core';
import type { Transaction } from '../../db/database.js';
import { createTransfersInTransaction, ensureAccount, isRecorded, platformOwner } from '../ledger/index.js';
import { findMerchant, settleCardSale } from '../merchants/index.js';
import { enqueueOrderWebhookEvent, type OrderEventType } from '../webhooks/index.js';
import { orderWire } from './checkout-wire.js';
import { clearingKindOf, feeParts, paymentPartsOf } from './order-money.js';
import type { TransitionResult } from './order-transitions.js';

/** Which webhook event a transition of a merchant's order fires (Standard Webhooks, the merchant's endpoints). */
function webhookTypeOf(result: TransitionResult): OrderEventType | null {
  switch (result.event) {
    case 'created':
      return 'order.created';
    case 'captured':
      return 'order.paid';
    case 'delivered':
      return 'order.completed';
    case 'failed':
    case 'cancelled':
    case 'expired':
      return 'order.failed';
    case 'partially_refunded':
      return 'order.partially_refunded';
    case 'refunded':
      return 'order.refunded';
    default:
      return null;
  }
}

/**
 * A merchant checkout's side of a transition: the merchant earns its fee when the order completes —
 * a card sale through the merchants module's settleCardSale (psp_clearing → the merchant's fiat wallet
 * net of the platform's fee on merchants, and the `creditcards` settlement record), a bank payment
 * straight from bank_clearing to the merchant's wallet — and every event reaches the merchant's
 * webhook endpoints, enqueued in the transition's own transaction (one per order and type).
 */
export async function merchantOrderEffect(transaction: Transaction, result: TransitionResult): Promise<void> {
  const { order } = result;
  if (order.merchantId === null) return;
  if (result.event === 'delivered') await settleMerchantFee(transaction, result);
  const type = webhookTypeOf(result);
  if (type === null) return;
  await enqueueOrderWebhookEvent(transaction, {
    merchantId: order.merchantId,
    type,
    data: orderWire(order),
    // One event per partial refund: the refunded sum only grows, so it tells them apart.
    eventKey:
      type === 'order.partially_refunded' ? `${order.id}:${type}:${order.refundedAmount}` : `${order.id}:${type}`,
  });
}

async function settleMerchantFee(transaction: Transaction, result: TransitionResult): Promise<void> {
  const { order } = result;
  const merchant = await findMerchant(transaction, order.merchantId!);
  if (merchant === null) throw new Error(`order ${order.id}: merchant ${order.merchantId} is gone`);
  // Partial refunds gave back their share of the merchant's fee (core's rules/checkout-refunds.ts).
  const refunded = refundedSharesOf(await paymentPartsOf(transaction, order), order.refundedAmount);
  const merchantFee = (await feeParts(transaction, order)).merchantFee - refunded.merchantFeeMinor;
  if (merchantFee <= 0n) return;
  if (clearingKindOf(order.paymentMethod) === 'psp_clearing') {
    await settleCardSale(transaction, {
      merchant,
      orderId: order.id,
      currency: order.fiatCurrency,
      grossBaseUnits: merchantFee,
    });
    return;
  }
  const clearing = await ensureAccount(transaction, {
    owner: platformOwner,
    asset: order.fiatCurrency,
    kind: 'bank_clearing',
  });
  const wallet = await ensureAccount(transaction, { owner: merchant.userId, asset: order.fiatCurrency, kind: 'user' });
  const outcomes = await createTransfersInTransaction(transaction, [
    {
      type: 'immediate',
      id: `ckm_${order.id}`,
      debitAccountId: clearing.id,
      creditAccountId: wallet.id,
      asset: order.fiatCurrency,
      amount: merchantFee,
      code: 'checkout_merchant_fee',
    },
  ]);
  if (!outcomes.every((outcome) => isRecorded(outcome.result)))
    throw new Error(
      `merchant fee of order ${order.id} failed: ${outcomes.map((outcome) => outcome.result).join(', ')}`,
    );
}

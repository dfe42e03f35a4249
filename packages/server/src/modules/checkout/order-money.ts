import { refundDeltaOf, type OrderPaymentParts } from '@platform/core';
import type { Queryable, Transaction } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import {
  createTransfersInTransaction,
  ensureAccounts,
  isRecorded,
  type LedgerAccount,
  platformOwner,
  type TransferOutcome,
  type TransferRequest,
} from '../ledger/index.js';
import type { OrderRecord } from './order-repository.js';
import { findQuote } from './quote-repository.js';
import type { TransitionResult } from './order-transitions.js';
import { checkoutText } from './checkout-texts.js';
import { findDelivery, setDelivery } from './delivery-repository.js';

/**
 * The order's money in the ledger (ledger README: holds, linked transfers, idempotent ids):
 *
 * - created / requoted: a hold (pending transfer) of the order's crypto from the brand's liquidity
 *   account to the coin's chain clearing account, `ckh_<quote id>`. Two orders never sell the same
 *   coins: a hold beyond what liquidity has is refused (`exceeds_credits`) and the order is not
 *   created. The chains module's send of the delivery posts this very hold when the coins are on
 *   chain (liquidity sold them); a failed, cancelled or expired order voids it (`ckv_<quote id>`).
 * - captured (paid): the fiat arrived at the rail's clearing account (card: psp_clearing, bank
 *   transfer and online banking: bank_clearing); linked: clearing → the brand's fiat liquidity (the
 *   net: what paid for the coins), clearing → the brand's fee account (the platform fee net of a
 *   coupon). A merchant's fee stays in clearing until the order completes (settled then to the
 *   merchant: see merchant-settlement.ts).
 * - refunded / partially_refunded: the payment's postings reversed by the refund's share
 *   (liquidity → clearing, fee account → clearing: the money goes back to the buyer through the
 *   rail; core's rules/checkout-refunds.ts) and the order's hold voided (its coins back in
 *   liquidity; a failed send voided it already), a partial refund holding the fewer coins still to
 *   deliver again, in the refund's transaction. The merchant's fee was never paid out (it is paid
 *   on completion), so its refunded share simply stays with the refunded amount.
 *
 * Owners: the brand's accounts are owned by `brand:<brand id>`.
 */
export const brandOwner = (brandId: string): string => `brand:${brandId}`;
export const holdTransferId = (quoteId: string): string => `ckh_${quoteId}`;
/** The void of a hold: `ckv_…` for the hold `ckh_…` (an order's own, or one taken again by a delivery retry). */
const voidTransferId = (holdId: string): string => `ckv_${holdId.slice('ckh_'.length)}`;

export const coinsUnavailableMessage = checkoutText('coinsUnavailable');

function assertRecorded(outcomes: TransferOutcome[], what: string): void {
  if (!outcomes.every((outcome) => isRecorded(outcome.result)))
    throw new Error(`${what} failed in the ledger: ${outcomes.map((outcome) => outcome.result).join(', ')}`);
}

/** Holds the order's coins under `holdId` (the order's own hold, or a delivery retry's new one). */
export async function holdCoins(
  transaction: Transaction,
  order: OrderRecord,
  holdId = holdTransferId(order.quoteId),
): Promise<void> {
  const [liquidity, clearing] = (await ensureAccounts(transaction, [
    { owner: brandOwner(order.brandId), asset: order.cryptoCurrency, kind: 'liquidity' },
    { owner: platformOwner, asset: order.cryptoCurrency, kind: 'chain_clearing' },
  ])) as [LedgerAccount, LedgerAccount];
  const outcomes = await createTransfersInTransaction(transaction, [
    {
      type: 'pending',
      id: holdId,
      debitAccountId: liquidity.id,
      creditAccountId: clearing.id,
      asset: order.cryptoCurrency,
      amount: order.cryptoAmount,
      code: 'checkout_hold',
    },
  ]);
  if (outcomes[0]?.result === 'exceeds_credits')
    throw new DomainError('service_unavailable', { crypto_currency: coinsUnavailableMessage });
  assertRecorded(outcomes, `hold of order ${order.id}`);
}

/** Voids the hold; true when this call voided it (false: voided, expired or posted before). */
async function releaseCoins(
  transaction: Transaction,
  holdId: string,
  options: { coinsMayBeGone: boolean } = { coinsMayBeGone: true },
): Promise<boolean> {
  const outcomes = await createTransfersInTransaction(transaction, [
    { type: 'void_pending', id: voidTransferId(holdId), pendingId: holdId },
  ]);
  // Already voided (or posted: delivered, where that may be): nothing of this order's coins is held any more.
  const settled = ['pending_transfer_already_voided', 'pending_transfer_expired'];
  if (options.coinsMayBeGone) settled.push('pending_transfer_already_posted');
  if (!outcomes.every((outcome) => isRecorded(outcome.result) || settled.includes(outcome.result)))
    throw new Error(`release of hold ${holdId} failed: ${outcomes.map((outcome) => outcome.result).join(', ')}`);
  return outcomes.every((outcome) => isRecorded(outcome.result));
}

/** Which clearing account a rail's money arrives in. */
export function clearingKindOf(paymentMethod: string): 'psp_clearing' | 'bank_clearing' {
  return paymentMethod === 'Credit Card' ? 'psp_clearing' : 'bank_clearing';
}

/** The platform's and the merchant's part of the order's fees, after the coupon (taken off the platform's first). */
export async function feeParts(transaction: Queryable, order: OrderRecord) {
  const quote = await findQuote(transaction, order.quoteId);
  if (quote === null) throw new Error(`order ${order.id} has no quote`);
  const platformDiscount = quote.discount < quote.processingFee ? quote.discount : quote.processingFee;
  const platformFee = quote.processingFee - platformDiscount;
  const merchantFee = quote.merchantFee - (quote.discount - platformDiscount);
  if (platformFee + merchantFee !== order.feeAmount) throw new Error(`order ${order.id}: fee parts do not add up`);
  return { platformFee, merchantFee };
}

/** The accounts an order's payment posts to (and its refund reverses), with the platform's fee part. */
async function paymentAccounts(transaction: Transaction, order: OrderRecord) {
  const { platformFee } = await feeParts(transaction, order);
  const asset = order.fiatCurrency;
  const [clearing, liquidity, fees] = (await ensureAccounts(transaction, [
    { owner: platformOwner, asset, kind: clearingKindOf(order.paymentMethod) },
    { owner: brandOwner(order.brandId), asset, kind: 'liquidity' },
    { owner: brandOwner(order.brandId), asset, kind: 'fee_revenue' },
  ])) as [LedgerAccount, LedgerAccount, LedgerAccount];
  return { platformFee, asset, clearing, liquidity, fees };
}

async function bookPayment(transaction: Transaction, order: OrderRecord): Promise<void> {
  const { platformFee, asset, clearing, liquidity, fees } = await paymentAccounts(transaction, order);
  const net = order.fiatAmount - order.feeAmount;
  const transfers: TransferRequest[] = [
    {
      type: 'immediate',
      id: `ckn_${order.id}`,
      debitAccountId: clearing.id,
      creditAccountId: liquidity.id,
      asset,
      amount: net,
      code: 'checkout_sale',
      linked: platformFee > 0n,
    },
  ];
  if (platformFee > 0n)
    transfers.push({
      type: 'immediate',
      id: `ckf_${order.id}`,
      debitAccountId: clearing.id,
      creditAccountId: fees.id,
      asset,
      amount: platformFee,
      code: 'checkout_fee',
    });
  assertRecorded(await createTransfersInTransaction(transaction, transfers), `payment of order ${order.id}`);
}

export const refundNotCoveredMessage = checkoutText('refundNotCovered');

/** What core's rules/checkout-refunds.ts needs of an order: paid, fees, the platform's fee, the coins first bought. */
export async function paymentPartsOf(transaction: Queryable, order: OrderRecord): Promise<OrderPaymentParts> {
  const quote = await findQuote(transaction, order.quoteId);
  if (quote === null) throw new Error(`order ${order.id} has no quote`);
  const { platformFee } = await feeParts(transaction, order);
  return {
    paidMinor: order.fiatAmount,
    feeMinor: order.feeAmount,
    platformFeeMinor: platformFee,
    cryptoBaseUnits: quote.cryptoAmount,
  };
}

/**
 * A refund (full or partial): the payment's postings reversed by this refund's share (core's
 * refundDeltaOf on the running refunded sum), linked (all or none), ids suffixed with the refunded
 * sum after it (it only grows, so each refund's ids are its own). Then the coins: a full refund
 * voids the delivery's hold (its coins back in liquidity); a partial one voids it and holds the
 * fewer coins still to deliver under a new id, which the delivery's send then pays from.
 */
async function reversePayment(transaction: Transaction, result: TransitionResult): Promise<void> {
  const { order, before } = result;
  const { asset, clearing, liquidity, fees } = await paymentAccounts(transaction, order);
  const delta = refundDeltaOf(
    await paymentPartsOf(transaction, order),
    before.refundedAmount,
    order.refundedAmount - before.refundedAmount,
  );
  const suffix = `${order.id}_${order.refundedAmount}`;
  const transfers: TransferRequest[] = [];
  if (delta.netMinor > 0n)
    transfers.push({
      type: 'immediate',
      id: `ckrn_${suffix}`,
      debitAccountId: liquidity.id,
      creditAccountId: clearing.id,
      asset,
      amount: delta.netMinor,
      code: 'checkout_refund',
    });
  if (delta.platformFeeMinor > 0n)
    transfers.push({
      type: 'immediate',
      id: `ckrf_${suffix}`,
      debitAccountId: fees.id,
      creditAccountId: clearing.id,
      asset,
      amount: delta.platformFeeMinor,
      code: 'checkout_refund_fee',
    });
  const linked = transfers.map((transfer, index) => ({ ...transfer, linked: index < transfers.length - 1 }));
  const outcomes = linked.length === 0 ? [] : await createTransfersInTransaction(transaction, linked);
  // The brand spent what the sale brought in: the refund waits until its liquidity covers it.
  if (outcomes.some((outcome) => outcome.result === 'exceeds_credits'))
    throw new DomainError('conflict', { amount: refundNotCoveredMessage });
  assertRecorded(outcomes, `refund of order ${order.id}`);
  await reduceHeldCoins(
    transaction,
    order,
    delta.full ? null : `${holdTransferId(order.quoteId)}_p${order.refundedAmount}`,
  );
}

/** Voids the delivery's hold and, for a partial refund, holds the order's (fewer) coins again under `newHoldId`. */
async function reduceHeldCoins(transaction: Transaction, order: OrderRecord, newHoldId: string | null): Promise<void> {
  const delivery = await findDelivery(transaction, order.id);
  const holdId = delivery?.holdTransferId ?? holdTransferId(order.quoteId);
  // A refund happens only while no coins left (core's refundRefusalOf): a posted hold is a broken invariant.
  const voided = await releaseCoins(transaction, holdId, { coinsMayBeGone: false });
  // A failed send voided its hold already: the operator's retry holds the (fewer) coins again.
  if (newHoldId === null || !voided) return;
  await holdCoins(transaction, order, newHoldId);
  await setDelivery(transaction, order.id, { hold_transfer_id: newHoldId });
}

/** The ledger effect of an order transition (run inside the transition's transaction). */
export async function orderMoneyEffect(transaction: Transaction, result: TransitionResult): Promise<void> {
  const { order, before } = result;
  switch (result.event) {
    case 'created':
      return holdCoins(transaction, order);
    case 'requoted':
      await releaseCoins(transaction, holdTransferId(before.quoteId));
      return holdCoins(transaction, order);
    case 'captured':
      return bookPayment(transaction, order);
    case 'failed':
    case 'cancelled':
    case 'expired':
      await releaseCoins(transaction, holdTransferId(order.quoteId));
      return;
    case 'partially_refunded':
    case 'refunded':
      return reversePayment(transaction, result);
    default:
      return;
  }
}

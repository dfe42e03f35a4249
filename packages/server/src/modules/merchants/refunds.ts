import type { CryptoCurrency, MerchantPaymentView } from '@platform/core';
import { validateAddress, type AddressValidationError } from '@platform/core/addresses';
import type { Transaction } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import {
  accountIdOf,
  createTransfersInTransaction,
  ensureAccount,
  isRecorded,
  platformOwner,
} from '../ledger/index.js';
// The chains module's sending path (send requests against ledger holds). Not re-exported by its
// index yet: this is the one place outside chains that books a send.
import { createSendRequest, findSend } from '../chains/index.js';
import { chainOf } from '../wallets/index.js';
import type { MerchantRecord } from './merchant-repository.js';
import { loadPaymentDeposits, loadPaymentRow, type PaymentRow } from './payment-repository.js';
import { notify } from './payment-events.js';
import { getPayment } from './payment-reads.js';
import type { PaymentsContext } from './payments-context.js';
import { refreshPayment } from './refresh-payment.js';
import {
  findPaymentRefund,
  findRefund,
  insertRefund,
  newRefundId,
  openRefunds,
  type OpenRefundsCursor,
  refundHoldId,
  type RefundRow,
} from './refund-repository.js';

/**
 * Refunds (084_merchant_refunds.sql). Refundable, and only from what is still in merchant_payable:
 * - paid_late (expired + paid_late, not accepted): everything confirmed — the merchant refuses it;
 * - paid_over: the confirmed excess above the amount due, during the monitoring window (settlement
 *   leaves the excess in merchant_payable until then; afterwards it is the merchant's);
 * - paid_partial (expired or invalid + paid_partial): everything confirmed — the payment will never
 *   settle, so without a refund the customer's coins would stay in merchant_payable. Not while the
 *   payment is still open (new + paid_partial): the customer may still send the rest.
 * One transaction: the ledger hold merchant_payable → chain_clearing, the refund row, the payment's
 * refunded_amount (and, for paid_late only, late_decision refund_requested) and the
 * payment.refund_requested event.
 * Then the chains module's send request is booked against the hold (idempotent per hold; the
 * periodic pass books it if this process stopped in between). The send's end posts the hold (sent)
 * or voids it (failed: the coins are back in merchant_payable and a new refund may be asked for).
 * The network fee is the platform's: the customer gets the whole amount.
 */
const addressMessages: Record<AddressValidationError, (coin: string) => string> = {
  wrong_network: (coin) => `This ${coin} address is for another network.`,
  wrong_coin: (coin) => `This is not a ${coin} address.`,
  invalid_checksum: (coin) => `This ${coin} address has a typo: its checksum does not match.`,
  invalid_format: (coin) => `Please enter a valid ${coin} address.`,
  unsupported_witness_version: (coin) => `Payments to this kind of ${coin} address are not supported.`,
};

function refundable(row: PaymentRow): { reason: RefundRow['reason']; amount: bigint } | string {
  const confirmed = BigInt(row.amount_confirmed);
  const inPayable =
    confirmed - BigInt(row.settled_amount ?? '0') - BigInt(row.fee_amount ?? '0') - BigInt(row.refunded_amount);
  if (row.exception_status === 'paid_late' && row.status === 'expired' && row.late_decision === null) {
    if (inPayable <= 0n) return 'The late payment is not confirmed yet: it can be refunded once it is.';
    return { reason: 'paid_late', amount: inPayable };
  }
  if (row.exception_status === 'paid_over' && row.coin_amount !== null) {
    const excess = confirmed - BigInt(row.coin_amount) - BigInt(row.refunded_amount);
    const amount = excess < inPayable ? excess : inPayable;
    if (amount <= 0n) return 'Nothing of the overpayment is left to refund.';
    return { reason: 'paid_over', amount };
  }
  if (row.exception_status === 'paid_partial' && (row.status === 'expired' || row.status === 'invalid')) {
    if (inPayable <= 0n) return 'The partial payment is not confirmed yet: it can be refunded once it is.';
    return { reason: 'paid_partial', amount: inPayable };
  }
  return 'Only a payment paid late, the excess of an overpayment or a partial payment of an expired payment can be refunded.';
}

export async function requestRefund(
  context: PaymentsContext,
  input: { merchant: MerchantRecord; paymentId: string; address: string },
): Promise<MerchantPaymentView> {
  const peek = await loadPaymentRow(context.database, input.paymentId, { lock: false });
  if (peek === undefined || peek.merchant_id !== input.merchant.id) throw paymentNotFound();
  // What is confirmed is read from the payment's row: bring it up to date with its deposits first
  // (the periodic pass stops looking at an expired payment an hour after its monitoring window).
  await refreshPayment(context, peek.id);
  if (peek.coin === null) {
    throw new DomainError('conflict', 'Nothing was paid for this payment: there is nothing to refund.');
  }
  const coin = peek.coin as CryptoCurrency;
  const checked = validateAddress({ coin, network: context.network, address: input.address.trim() });
  if (!checked.ok) throw new DomainError('validation_failed', { address: addressMessages[checked.error](coin) });
  const address = checked.normalized;

  const refundId = await context.database.transaction(async (transaction) => {
    const row = await loadPaymentRow(transaction, input.paymentId, { lock: true });
    if (row === undefined) throw paymentNotFound();
    const active = await findPaymentRefund(transaction, row.id);
    if (active !== undefined && active.status !== 'failed') {
      if (active.address === address) return active.id;
      throw new DomainError('conflict', {
        address: 'A refund of this payment to another address was asked for already.',
      });
    }
    const decision = refundable(row);
    if (typeof decision === 'string') throw new DomainError('conflict', decision);
    return bookRefund(context, transaction, { row, merchant: input.merchant, coin, address, decision });
  });
  await progressRefund(context, refundId);
  const payment = await getPayment(context, input.paymentId);
  if (payment === undefined) throw new Error('payment vanished');
  return payment;
}

const paymentNotFound = () => new DomainError('not_found', 'No such payment.');

/**
 * Under the payment's lock: the ledger hold merchant_payable → chain_clearing, the refund row, the
 * payment's refunded_amount (and, for paid_late, its late decision) and the payment.refund_requested
 * event. Returns the refund's id.
 */
async function bookRefund(
  context: PaymentsContext,
  transaction: Transaction,
  refund: {
    row: PaymentRow;
    merchant: MerchantRecord;
    coin: CryptoCurrency;
    address: string;
    decision: { reason: RefundRow['reason']; amount: bigint };
  },
): Promise<string> {
  const { row, coin, decision } = refund;
  const deposits = await loadPaymentDeposits(transaction, row.id);
  const network = deposits.find((deposit) => deposit.status === 'credited')?.network;
  if (network === undefined) throw new Error(`payment ${row.id} has confirmed coins but no credited deposit`);
  const clearing = await ensureAccount(transaction, { owner: platformOwner, asset: coin, kind: 'chain_clearing' });
  const id = newRefundId();
  const [outcome] = await createTransfersInTransaction(transaction, [
    {
      type: 'pending',
      id: refundHoldId(id),
      debitAccountId: accountIdOf({ owner: refund.merchant.userId, asset: coin, kind: 'merchant_payable' }),
      creditAccountId: clearing.id,
      asset: coin,
      amount: decision.amount,
      code: 'merchant_refund',
    },
  ]);
  // The amount was computed from the payment's own books under its lock: a refusal is a broken invariant.
  if (outcome === undefined || !isRecorded(outcome.result)) {
    throw new Error(`holding refund ${id} of ${row.id} failed in the ledger: ${outcome?.result ?? 'no result'}`);
  }
  const now = context.now();
  await insertRefund(transaction, {
    id,
    payment_id: row.id,
    merchant_id: row.merchant_id,
    reason: decision.reason,
    coin,
    amount: decision.amount.toString(),
    address: refund.address,
    chain: chainOf(coin),
    network,
    hold_transfer_id: refundHoldId(id),
    created_at: now,
  });
  await transaction.query(
    `update merchant_payments set refunded_amount = refunded_amount + $2::numeric,
       late_decision = case when $3 then 'refund_requested' else late_decision end,
       updated_at = $4, version = version + 1
     where id = $1`,
    [row.id, decision.amount.toString(), decision.reason === 'paid_late', now],
  );
  const updated = await loadPaymentRow(transaction, row.id, { lock: false });
  if (updated === undefined) throw new Error('payment vanished');
  await notify(context, transaction, updated, 'payment.refund_requested', `${row.id}:refund_requested:${id}`);
  return id;
}

/**
 * Moves one refund along with its send: books the send request when missing (idempotent per
 * hold), then mirrors the send's state — broadcast (txid), confirmed → sent, failed → failed with
 * the payment's refunded_amount (and late decision) given back, in one transaction. Returns whether
 * the refund changed.
 */
export async function progressRefund(context: PaymentsContext, refundId: string): Promise<boolean> {
  let refund = await findRefund(context.database, refundId);
  if (refund === undefined || refund.status === 'sent' || refund.status === 'failed') return false;
  if (refund.send_id === null) {
    const send = await createSendRequest(context.database, {
      chain: refund.chain,
      network: refund.network,
      asset: refund.coin as CryptoCurrency,
      toAddress: refund.address,
      amount: BigInt(refund.amount),
      holdTransferId: refund.hold_transfer_id,
    });
    await context.database.query('update merchant_refunds set send_id = $2 where id = $1 and send_id is null', [
      refund.id,
      send.id,
    ]);
    refund = { ...refund, send_id: send.id };
  }
  const send = await findSend(context.database, refund.send_id!);
  if (send === undefined) throw new Error(`refund ${refund.id} names a send that does not exist`);
  const next: RefundRow['status'] =
    send.status === 'confirmed'
      ? 'sent'
      : send.status === 'failed'
        ? 'failed'
        : send.status === 'broadcast'
          ? 'broadcast'
          : 'requested';
  if (next === refund.status && send.txid === refund.txid) return false;
  const current = refund;
  await context.database.transaction(async (transaction) => {
    const row = await loadPaymentRow(transaction, current.payment_id, { lock: true });
    if (row === undefined) throw new Error('payment vanished');
    const moved = await transaction.query(
      `update merchant_refunds set status = $2, txid = $3, updated_at = now()
       where id = $1 and status in ('requested', 'broadcast') returning id`,
      [current.id, next, send.txid],
    );
    if (moved.rows.length === 0) return;
    if (next === 'failed') {
      await transaction.query(
        `update merchant_payments set refunded_amount = refunded_amount - $2::numeric,
           late_decision = case when $3 then null else late_decision end
         where id = $1`,
        [row.id, current.amount, current.reason === 'paid_late'],
      );
    }
    await transaction.query('update merchant_payments set updated_at = now(), version = version + 1 where id = $1', [
      row.id,
    ]);
  });
  return true;
}

/** Most refunds one periodic pass moves along. */
export const openRefundsBatch = 100;

/**
 * One pass over the refunds whose send has not ended, oldest first, after `after` (the merchants
 * plugin runs it with refreshOpen). `next`: where it stopped when its batch was full.
 */
export async function progressOpenRefunds(
  context: PaymentsContext,
  options: { limit?: number; after?: OpenRefundsCursor | undefined } = {},
): Promise<{ moved: number; next: OpenRefundsCursor | undefined }> {
  const limit = options.limit ?? openRefundsBatch;
  const open = await openRefunds(context.database, limit, options.after);
  let moved = 0;
  for (const { id } of open) {
    if (await progressRefund(context, id)) moved += 1;
  }
  const last = open.at(-1);
  return { moved, next: open.length >= limit ? last : undefined };
}

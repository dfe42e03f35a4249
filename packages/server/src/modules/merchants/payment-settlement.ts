import type { CryptoCurrency } from '@platform/core';
import type { Transaction } from '../../db/database.js';
import {
  accountIdOf,
  createTransfersInTransaction,
  ensureAccount,
  isRecorded,
  platformOwner,
} from '../ledger/index.js';
import { recordTransaction } from '../wallets/index.js';
import { feeOf, netAndFeeTransfers } from './net-and-fee.js';
import type { PaymentRow } from './payment-repository.js';
import { recordWidgetSettlement } from './settlement-records.js';

/*
 * Settling a payment to its merchant through the ledger (refreshPayment calls it under the
 * payment's row lock when the payment is settled).
 */

/**
 * What a settled payment should have moved to the merchant in all (settled + fee): what is
 * confirmed, less what went out for refunds. An overpayment's excess (above the amount due) stays
 * in merchant_payable until the monitoring window ends, so the merchant can refund it
 * (POST /users/merchant/payments/{id}/refund); after that it is settled like the rest.
 */
export function settleableBaseUnits(
  row: Pick<PaymentRow, 'coin_amount' | 'monitoring_until' | 'refunded_amount'>,
  next: { exceptionStatus: string; confirmedBaseUnits: bigint },
  now: Date,
): bigint {
  const refunded = BigInt(row.refunded_amount);
  let target = next.confirmedBaseUnits - refunded;
  const due = row.coin_amount === null ? null : BigInt(row.coin_amount);
  const excessHeld =
    next.exceptionStatus === 'paid_over' && row.monitoring_until !== null && now <= row.monitoring_until;
  if (excessHeld && due !== null && target > due) target = due;
  return target > 0n ? target : 0n;
}

/**
 * Settles up to `target` (what should be settled in all): merchant_payable → the merchant's wallet
 * (net) and → fee revenue (the fee in basis points, rounded up: the platform's favour, documented),
 * as linked transfers keyed by the payment and the running settled total, so a retry moves nothing
 * twice. The round is also a settlement record (merchant_settlements) in the same transaction.
 */
export async function settle(transaction: Transaction, row: PaymentRow, target: bigint): Promise<void> {
  const coin = row.coin as CryptoCurrency;
  const merchantUser = await transaction.query<{ user_id: string }>('select user_id from merchants where id = $1', [
    row.merchant_id,
  ]);
  const userId = merchantUser.rows[0]?.user_id;
  if (userId === undefined) throw new Error(`merchant ${row.merchant_id} vanished`);
  const already = BigInt(row.settled_amount ?? '0') + BigInt(row.fee_amount ?? '0');
  const gross = target - already;
  if (gross <= 0n) return;
  const fee = feeOf(gross, row.fee_bps);
  const net = gross - fee;
  const wallet = await ensureAccount(transaction, { owner: userId, asset: coin, kind: 'user' });
  const revenue = await ensureAccount(transaction, { owner: platformOwner, asset: coin, kind: 'fee_revenue' });
  const round = `${row.id}_${already.toString(36)}`;
  const netId = `pset_${round}`.slice(0, 64);
  const feeId = `pfee_${round}`.slice(0, 64);
  const outcomes = await createTransfersInTransaction(
    transaction,
    netAndFeeTransfers({
      sourceAccountId: accountIdOf({ owner: userId, asset: coin, kind: 'merchant_payable' }),
      walletAccountId: wallet.id,
      revenueAccountId: revenue.id,
      asset: coin,
      net: { id: netId, amount: net, code: 'merchant_settlement' },
      fee: { id: feeId, amount: fee },
    }),
  );
  for (const outcome of outcomes) {
    if (!isRecorded(outcome.result)) throw new Error(`settling ${row.id} failed in the ledger: ${outcome.result}`);
  }
  await transaction.query(
    `update merchant_payments set settled_amount = coalesce(settled_amount, 0) + $2::numeric,
       fee_amount = coalesce(fee_amount, 0) + $3::numeric where id = $1`,
    [row.id, net.toString(), fee.toString()],
  );
  await recordWidgetSettlement(transaction, {
    id: `mset_${round}`,
    merchantId: row.merchant_id,
    paymentId: row.id,
    orderId: row.order_id,
    currency: coin,
    grossBaseUnits: gross,
    feeBaseUnits: fee,
    netTransferId: net > 0n ? netId : null,
    feeTransferId: fee > 0n ? feeId : null,
  });
  if (net > 0n) {
    await recordTransaction(transaction, {
      brandId: row.brand_id,
      userId,
      type: 'merchant_payment',
      status: 'completed',
      currency: coin,
      direction: 'credit',
      amountBaseUnits: net,
      ledgerTransferId: netId,
    });
  }
}

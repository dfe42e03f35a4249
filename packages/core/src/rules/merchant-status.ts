import type { PaymentExceptionStatus, PaymentStatus } from '../schemas/merchant-payment.js';
import { statusTone, type StatusTone, type TransactionStatusLabel } from './transaction-status.js';
import { sumWidgetAmounts, type WidgetAmountEntry, type WidgetAmountStage } from './widget-amounts.js';

/**
 * The merchant area's statuses in the one vocabulary of transaction-status.ts (issue 15): a
 * merchant payment, a settlement and a payout each show one of its labels, and what completed reads
 * "Approved" as everywhere ("Completed shown as approved", spec §4).
 *
 * | merchant payment                   | label      | detail beside it             |
 * | ---------------------------------- | ---------- | ---------------------------- |
 * | awaiting_currency                  | Pending    | Awaiting coin choice         |
 * | new                                | Pending    |                              |
 * | processing (paid, confirming)      | Processing |                              |
 * | settled                            | Approved   |                              |
 * | expired                            | Expired    |                              |
 * | invalid (not confirmed in time)    | Failed     |                              |
 * | + exception paid_partial/over/late |            | Paid partially/Overpaid/Paid late |
 *
 * Settlements and payouts: completed (a settlement booked) and paid (a payout wired) → Approved,
 * requested (a payout waiting for its wire) → Pending, failed → Failed. A payout's bank amount is
 * what will be (or was) sent, never "paid out" before it is. Refunds: requested → Pending,
 * broadcast → Processing, sent → Approved, failed → Failed.
 */
export interface MerchantStatusDisplay {
  labelKey: `status:${TransactionStatusLabel}`;
  tone: StatusTone;
  /** i18n keys of what qualifies the status (merchant namespace), shown after it: "Pending · Paid partially". */
  detailKeys: readonly string[];
}

const paymentLabels: Record<PaymentStatus, TransactionStatusLabel> = {
  awaiting_currency: 'pending',
  new: 'pending',
  processing: 'processing',
  settled: 'approved',
  expired: 'expired',
  invalid: 'failed',
};

function display(label: TransactionStatusLabel, detailKeys: readonly string[] = []): MerchantStatusDisplay {
  return { labelKey: `status:${label}`, tone: statusTone(label), detailKeys };
}

export function merchantPaymentStatusDisplay(payment: {
  status: PaymentStatus;
  exception_status: PaymentExceptionStatus;
}): MerchantStatusDisplay {
  const details: string[] = [];
  if (payment.status === 'awaiting_currency') details.push('merchant:paymentStatus.awaiting_currency');
  if (payment.exception_status !== 'none') details.push(`merchant:paymentStatus.${payment.exception_status}`);
  return display(paymentLabels[payment.status], details);
}

const settlementLabels: Record<string, TransactionStatusLabel> = {
  completed: 'approved',
  paid: 'approved',
  requested: 'pending',
  failed: 'failed',
};

/** A settlement's or a payout's status (completed, requested, paid, failed); another one is Unknown. */
export function settlementStatusDisplay(status: string): MerchantStatusDisplay {
  return display(settlementLabels[status.trim().toLowerCase()] ?? 'unknown');
}

const refundLabels: Record<string, TransactionStatusLabel> = {
  requested: 'pending',
  broadcast: 'processing',
  sent: 'approved',
  failed: 'failed',
};

/** A refund's status (requested, broadcast, sent, failed): sent reads Approved like anything completed. */
export function refundStatusDisplay(status: string): MerchantStatusDisplay {
  return display(refundLabels[status.trim().toLowerCase()] ?? 'unknown');
}

// ---------------------------------------------------------------------------------------------
// The merchant's totals (GET /users/merchant/summary): sums that agree with the rows.

/** The totals a payment may count in: the three labels of a payment that is not over without money. */
export const merchantTotalsColumns = ['pending', 'processing', 'approved'] as const;
export type MerchantTotalsColumn = (typeof merchantTotalsColumns)[number];

/** The total a payment counts in: the label its row shows; none for Expired and Failed rows. */
export function merchantTotalsColumnOf(payment: { status: PaymentStatus }): MerchantTotalsColumn | null {
  const label = paymentLabels[payment.status];
  return (merchantTotalsColumns as readonly string[]).includes(label) ? (label as MerchantTotalsColumn) : null;
}

/** The stages of spec §4's widget amounts a payment of each total has reached. */
const stagesOf: Record<MerchantTotalsColumn, readonly WidgetAmountStage[]> = {
  pending: ['widget'],
  processing: ['widget', 'deposit'],
  approved: ['widget', 'deposit', 'completed'],
};

export type MerchantTotals = Record<MerchantTotalsColumn, { amountBaseUnits: bigint; payments: number }>;

/**
 * Spec §4 widget amounts: "Widget-stage amount is added to pending and completed sums; deposit-stage
 * amount is subtracted from pending; a completed transaction is subtracted from completed."
 *
 * Decision (issue 15: one unpaid €118 link showed €118 both pending and completed, and a settled
 * payment left "Completed 0.00"): each payment adds one entry per stage it reached, and core's
 * sumWidgetAmounts applies the sentence as written. Its pending sum is what the open links still
 * wait for (the Pending rows). Its "completed" sum, read literally, is the amount NOT completed yet
 * (widget − completed: the Pending and the Processing rows), which no merchant reads as "completed";
 * so the totals shown are named by the rows they add up: Pending (that pending sum), Processing
 * (the spec's completed sum minus its pending sum: paid, confirming) and Approved (the sum of the
 * completed entries: the settled payments). Expired and Failed payments count in none. Each total
 * comes with the number of its payments, so an amount never stands beside a count that says
 * otherwise.
 */
export function merchantTotals(
  payments: Iterable<{ column: MerchantTotalsColumn; amountBaseUnits: bigint; payments: number }>,
): MerchantTotals {
  const entries: WidgetAmountEntry[] = [];
  const totals: MerchantTotals = {
    pending: { amountBaseUnits: 0n, payments: 0 },
    processing: { amountBaseUnits: 0n, payments: 0 },
    approved: { amountBaseUnits: 0n, payments: 0 },
  };
  let completedBaseUnits = 0n;
  for (const group of payments) {
    for (const stage of stagesOf[group.column]) entries.push({ stage, amountBaseUnits: group.amountBaseUnits });
    if (group.column === 'approved') completedBaseUnits += group.amountBaseUnits;
    totals[group.column].payments += group.payments;
  }
  const spec = sumWidgetAmounts(entries);
  totals.pending.amountBaseUnits = spec.pendingBaseUnits;
  totals.processing.amountBaseUnits = spec.completedBaseUnits - spec.pendingBaseUnits;
  totals.approved.amountBaseUnits = completedBaseUnits;
  return totals;
}

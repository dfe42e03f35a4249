import type { PaymentExceptionStatus, PaymentStatus } from '@platform/core';

/**
 * The payment state machine (core's schemas/merchant-payment.ts has the picture), as one pure
 * function of the payment, its on-chain deposits and the time, so a cycle that recomputes it after a
 * crash lands in the same place. BTCPay's rules (REFERENCES.md), in base units of the coin:
 *
 * - Counted: deposits detected, confirming or credited. Dust (never credited), replaced and reversed
 *   deposits count for nothing.
 * - Threshold: the amount due less the merchant's tolerance (basis points, rounded in the merchant's
 *   favour: the threshold is rounded up).
 * - new → processing when what was seen by the end of the window reaches the threshold (0-conf counts);
 *   processing → settled when what is credited (confirmations met) reaches it;
 *   processing → new again when a payment is replaced and the rest no longer reaches it (or expired
 *   when the window is over); processing → invalid when the monitoring window ends unconfirmed.
 * - new → expired at the end of the window; paid in full after the window but within the monitoring
 *   window: expired + paid_late, and settled once confirmed only if the merchant accepted it.
 * - Exceptions: paid_partial while something but less than the threshold arrived; paid_over when more
 *   than due arrived.
 * - settled and invalid are final here (a credited deposit taken back by a reorganisation is an
 *   operator alert of the chains module).
 */
export interface PaymentStateInput {
  status: PaymentStatus;
  exceptionStatus: PaymentExceptionStatus;
  /** Amount due in the coin's base units (null before a coin is chosen). */
  dueBaseUnits: bigint | null;
  toleranceBps: number;
  expiresAt: Date | null;
  monitoringUntil: Date | null;
  lateDecision: 'accepted' | 'refund_requested' | null;
  deposits: readonly PaymentDeposit[];
}

export interface PaymentDeposit {
  amountBaseUnits: bigint;
  status: 'detected' | 'confirming' | 'credited' | 'dust' | 'replaced' | 'reversed';
  seenAt: Date;
}

export interface PaymentState {
  status: PaymentStatus;
  exceptionStatus: PaymentExceptionStatus;
  paidBaseUnits: bigint;
  confirmedBaseUnits: bigint;
}

const countedStatuses = new Set(['detected', 'confirming', 'credited']);

export function paymentThreshold(dueBaseUnits: bigint, toleranceBps: number): bigint {
  if (!Number.isInteger(toleranceBps) || toleranceBps < 0 || toleranceBps > 10_000) {
    throw new RangeError('toleranceBps must be an integer from 0 to 10000');
  }
  const numerator = dueBaseUnits * BigInt(10_000 - toleranceBps);
  return (numerator + 9_999n) / 10_000n;
}

export function nextPaymentState(input: PaymentStateInput, now: Date): PaymentState {
  const counted = input.deposits.filter((deposit) => countedStatuses.has(deposit.status));
  const paid = counted.reduce((sum, deposit) => sum + deposit.amountBaseUnits, 0n);
  const confirmed = counted
    .filter((deposit) => deposit.status === 'credited')
    .reduce((sum, deposit) => sum + deposit.amountBaseUnits, 0n);
  const result = (status: PaymentStatus, exceptionStatus: PaymentExceptionStatus): PaymentState => ({
    status,
    exceptionStatus,
    paidBaseUnits: paid,
    confirmedBaseUnits: confirmed,
  });

  if (input.status === 'settled' || input.status === 'invalid') {
    const over = input.dueBaseUnits !== null && paid > input.dueBaseUnits;
    const exception = input.exceptionStatus === 'paid_late' ? 'paid_late' : over ? 'paid_over' : input.exceptionStatus;
    return result(input.status, exception);
  }
  if (input.dueBaseUnits === null || input.expiresAt === null) {
    // No coin yet: nothing can have been paid; it only expires.
    return result(input.expiresAt !== null && now > input.expiresAt ? 'expired' : 'awaiting_currency', 'none');
  }
  const due = input.dueBaseUnits;
  const threshold = paymentThreshold(due, input.toleranceBps);
  const expiresAt = input.expiresAt;
  const monitoringUntil = input.monitoringUntil ?? expiresAt;
  const paidInWindow = counted
    .filter((deposit) => deposit.seenAt <= expiresAt)
    .reduce((sum, deposit) => sum + deposit.amountBaseUnits, 0n);
  const overpaid = paid > due;
  const partial = paid > 0n && paid < threshold;

  // Paid in time: processing until confirmed, then settled.
  if (paidInWindow >= threshold) {
    if (confirmed >= threshold) return result('settled', overpaid ? 'paid_over' : 'none');
    if (now > monitoringUntil) return result('invalid', overpaid ? 'paid_over' : 'none');
    return result('processing', overpaid ? 'paid_over' : 'none');
  }
  // Window still open: waiting for (the rest of) the money.
  if (now <= expiresAt) return result('new', partial ? 'paid_partial' : 'none');
  // Window over, the full amount arrived late.
  if (paid >= threshold) {
    if (input.lateDecision === 'accepted' && confirmed >= threshold) return result('settled', 'paid_late');
    return result('expired', 'paid_late');
  }
  return result('expired', partial ? 'paid_partial' : 'none');
}

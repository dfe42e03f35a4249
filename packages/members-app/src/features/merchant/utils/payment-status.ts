import { merchantPaymentStatusDisplay, type MerchantPayment } from '@platform/core';

/**
 * The i18n keys of a payment's status text in the one status vocabulary (core's
 * merchantPaymentStatusDisplay): its label, then what qualifies it, e.g. "Pending · Paid partially",
 * "Approved", "Expired · Paid late".
 */
export function paymentStatusKeys(payment: Pick<MerchantPayment, 'status' | 'exception_status'>): string[] {
  const display = merchantPaymentStatusDisplay(payment);
  return [display.labelKey, ...display.detailKeys];
}

/**
 * A payment paid in full after its window stays expired + paid_late until the merchant accepts
 * it; then it settles once confirmed (the server refuses acceptance in any other state).
 */
export function canAcceptLate(payment: Pick<MerchantPayment, 'status' | 'exception_status'>): boolean {
  return payment.exception_status === 'paid_late' && payment.status === 'expired';
}

/**
 * A refund may be asked for (the server decides, this only offers the action): a paid-late payment
 * not accepted (still expired + paid_late), an overpayment while it is monitored, or a partial
 * payment of a payment that expired or went invalid (never settled: the customer's coins wait for
 * the refund; not while it is open, the customer may still send the rest); never while an earlier
 * refund is still under way (a failed one may be asked for again).
 */
export function canRefund(
  payment: Pick<MerchantPayment, 'status' | 'exception_status' | 'monitoring_until'> & {
    refund?: { status: string } | null;
  },
  now: Date = new Date(),
): boolean {
  if (payment.refund != null && payment.refund.status !== 'failed') return false;
  if (payment.exception_status === 'paid_late') return payment.status === 'expired';
  if (payment.exception_status === 'paid_partial') return payment.status === 'expired' || payment.status === 'invalid';
  if (payment.exception_status !== 'paid_over') return false;
  const until = payment.monitoring_until ? new Date(payment.monitoring_until) : null;
  return until === null || Number.isNaN(until.getTime()) || until > now;
}

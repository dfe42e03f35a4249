import type { MerchantPayment } from '@platform/core';
import type { WidgetScreen } from '../router/widget-screens.js';

/**
 * The screen a payment belongs on: the coin choice while it has none, the payment details while
 * it waits for money (a partial payment included), detected while confirming, then success or
 * failed. The redirect screen is reached from success only, so it stays while the payment is
 * settled.
 */
export function screenForPayment(payment: MerchantPayment, current: WidgetScreen): WidgetScreen {
  switch (payment.status) {
    case 'awaiting_currency':
      return 'home';
    case 'new':
      return 'payment';
    case 'processing':
      return 'payment-detected';
    case 'settled':
      return current === 'redirect' ? 'redirect' : 'payment-success';
    case 'expired':
    case 'invalid':
      return 'payment-failed';
  }
}

/**
 * Whether the payment can still change: settled and invalid are final; expired is final once its
 * late-payment monitoring window is over (a payment may still arrive "paid late" before that).
 */
export function isFinalPayment(payment: MerchantPayment, nowMs: number): boolean {
  if (payment.status === 'settled' || payment.status === 'invalid') return true;
  if (payment.status !== 'expired') return false;
  const until = payment.monitoring_until === null ? Number.NaN : Date.parse(payment.monitoring_until);
  return Number.isNaN(until) || until <= nowMs;
}

/**
 * Confirmations "n of N": the least-confirmed on-chain payment (the payment settles when all are
 * confirmed), replaced transactions left out, capped at N.
 */
export function confirmationProgress(payment: MerchantPayment): { count: number; required: number } {
  const required = payment.required_confirmations;
  const counted = payment.payments.filter((onChain) => onChain.state !== 'replaced');
  const least = counted.length === 0 ? 0 : Math.min(...counted.map((onChain) => onChain.confirmations));
  return { count: Math.min(least, required), required };
}

export interface Announcement {
  key: string;
  values?: Readonly<Record<string, string | number>>;
}

/** What a screen reader is told about a payment: its status in one sentence. */
export function describePayment(payment: MerchantPayment): Announcement | null {
  switch (payment.status) {
    case 'awaiting_currency':
      return null;
    case 'new':
      return { key: payment.exception_status === 'paid_partial' ? 'widget:announce.partial' : 'widget:announce.new' };
    case 'processing':
      return { key: 'widget:announce.processing', values: confirmationProgress(payment) };
    case 'settled':
      return { key: 'widget:announce.settled' };
    case 'expired':
      return { key: payment.exception_status === 'paid_late' ? 'widget:announce.paidLate' : 'widget:announce.expired' };
    case 'invalid':
      return { key: 'widget:announce.invalid' };
  }
}

/** A change worth announcing: another status, sub-state or number of confirmations. */
export function announcementFor(previous: MerchantPayment, next: MerchantPayment): Announcement | null {
  const before = describePayment(previous);
  const after = describePayment(next);
  if (after === null) return null;
  const same =
    before !== null && before.key === after.key && JSON.stringify(before.values) === JSON.stringify(after.values);
  return same ? null : after;
}

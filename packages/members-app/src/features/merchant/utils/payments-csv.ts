import type { MerchantPayment } from '@platform/core';
import { paymentStatusKeys } from './payment-status.js';

/**
 * The CSV rows of the merchant transactions export: a header in the interface language, then one
 * row per payment with machine-readable values (ISO 8601 UTC time, plain decimal amounts, codes)
 * so a spreadsheet sorts and sums them correctly.
 */
export function paymentsCsvRows(payments: readonly MerchantPayment[], t: (key: string) => string): string[][] {
  const header = [
    t('merchant:payments.date'),
    t('merchant:payments.paymentId'),
    t('merchant:payments.orderId'),
    t('merchant:payments.product'),
    t('merchant:payments.amount'),
    t('merchant:payments.currency'),
    t('merchant:payments.coinAmount'),
    t('merchant:payments.coin'),
    t('merchant:payments.status'),
  ];
  const rows = payments.map((payment) => [
    payment.created_at,
    payment.transaction_id,
    payment.order_id ?? '',
    payment.product ?? '',
    payment.amount,
    payment.currency,
    payment.currency_1_amount ?? '',
    payment.currency_1_iso ?? '',
    paymentStatusKeys(payment)
      .map((key) => t(key))
      .join(' · '),
  ]);
  return [header, ...rows];
}

export function paymentsCsvFileName(today: Date): string {
  return `merchant-transactions-${today.toISOString().slice(0, 10)}.csv`;
}

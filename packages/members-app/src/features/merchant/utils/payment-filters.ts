import {
  cryptoCurrencies,
  paymentStatuses,
  type CryptoCurrency,
  type MerchantPayment,
  type PaymentStatus,
} from '@platform/core';

/**
 * Filters of the merchant transactions page, kept in the URL (?status&coin&from&to&order) so a
 * filtered view can be reloaded or shared. The server filters by status; coin, dates and order id
 * are applied to the loaded rows (`matchesPaymentFilters`).
 */
export interface PaymentFilters {
  status?: PaymentStatus;
  coin?: CryptoCurrency;
  /** YYYY-MM-DD, inclusive, UTC day of created_at. */
  from?: string;
  /** YYYY-MM-DD, inclusive, UTC day of created_at. */
  to?: string;
  /** Part of the order id, any case. */
  order?: string;
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const maxOrderSearchLength = 200;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

function isDate(value: string): boolean {
  return datePattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

export function paymentFiltersFrom(params: URLSearchParams): PaymentFilters {
  const filters: PaymentFilters = {};
  const status = oneOf(paymentStatuses, params.get('status'));
  const coin = oneOf(cryptoCurrencies, params.get('coin'));
  const from = params.get('from');
  const to = params.get('to');
  const order = params.get('order')?.trim().slice(0, maxOrderSearchLength);
  if (status) filters.status = status;
  if (coin) filters.coin = coin;
  if (from && isDate(from)) filters.from = from;
  if (to && isDate(to)) filters.to = to;
  if (order) filters.order = order;
  return filters;
}

export function paymentFiltersParams(filters: PaymentFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['status', 'coin', 'from', 'to', 'order'] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  return params;
}

export type DateRangeProblem = 'invalidDate' | 'fromAfterTo';

export function dateRangeProblem(from: string | undefined, to: string | undefined): DateRangeProblem | null {
  if ((from && !isDate(from)) || (to && !isDate(to))) return 'invalidDate';
  if (from && to && from > to) return 'fromAfterTo';
  return null;
}

/** True when the filters narrow the rows beyond what the server filtered. */
export function filtersLoadedRows(filters: PaymentFilters): boolean {
  return Boolean(filters.coin || filters.from || filters.to || filters.order);
}

export function matchesPaymentFilters(payment: MerchantPayment, filters: PaymentFilters): boolean {
  const day = payment.created_at.slice(0, 10);
  if (filters.status && payment.status !== filters.status) return false;
  if (filters.coin && payment.currency_1_iso !== filters.coin) return false;
  if (filters.from && day < filters.from) return false;
  if (filters.to && day > filters.to) return false;
  if (filters.order && !(payment.order_id ?? '').toLowerCase().includes(filters.order.toLowerCase())) return false;
  return true;
}

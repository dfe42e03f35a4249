import type { PaymentExceptionStatus, PaymentStatus } from '@platform/core';
import type { Queryable } from '../../db/database.js';
import { listPaymentDeposits, type PaymentDeposit } from '../chains/index.js';

/** A merchant_payments row (076_merchant_payments.sql); amounts as NUMERIC text. */
export interface PaymentRow {
  id: string;
  merchant_id: string;
  brand_id: string;
  mode: 'test' | 'live';
  status: PaymentStatus;
  exception_status: PaymentExceptionStatus;
  amount: string;
  currency: string;
  coin: string | null;
  coin_amount: string | null;
  rate: string | null;
  rate_pair: string | null;
  address: string | null;
  required_confirmations: number;
  amount_paid: string;
  amount_confirmed: string;
  order_id: string | null;
  product: string | null;
  c1: string | null;
  c2: string | null;
  c3: string | null;
  c4: string | null;
  return_url: string | null;
  customer_email: string | null;
  fee_bps: number;
  tolerance_bps: number;
  settled_amount: string | null;
  fee_amount: string | null;
  late_decision: 'accepted' | 'refund_requested' | null;
  /** Coins out of merchant_payable for refunds that are not failed (084_merchant_refunds.sql). */
  refunded_amount: string;
  created_at: Date;
  currency_selected_at: Date | null;
  expires_at: Date | null;
  monitoring_until: Date | null;
  settled_at: Date | null;
  /** Until when the link may be opened to choose a coin (085_merchant_payment_links.sql). */
  link_expires_at: Date | null;
  updated_at: Date;
  version: number;
}

export const paymentColumns = `id, merchant_id, brand_id, mode, status, exception_status, amount::text, currency, coin,
  coin_amount::text, rate, rate_pair, address, required_confirmations, amount_paid::text, amount_confirmed::text,
  order_id, product, c1, c2, c3, c4, return_url, customer_email, fee_bps, tolerance_bps, settled_amount::text,
  fee_amount::text, late_decision, refunded_amount::text, created_at, currency_selected_at, expires_at,
  monitoring_until, settled_at, link_expires_at, updated_at, version`;

export const paymentIdPattern = /^pay_[a-z0-9]{1,60}$/;

/** PGlite and node-postgres both give Date for timestamptz; this keeps a string from a driver honest. */
export function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(String(value));
}

export function normalizePaymentRow(row: PaymentRow): PaymentRow {
  return {
    ...row,
    created_at: toDate(row.created_at) ?? new Date(0),
    updated_at: toDate(row.updated_at) ?? new Date(0),
    currency_selected_at: toDate(row.currency_selected_at),
    expires_at: toDate(row.expires_at),
    monitoring_until: toDate(row.monitoring_until),
    settled_at: toDate(row.settled_at),
    link_expires_at: toDate(row.link_expires_at),
  };
}

export async function loadPaymentRow(
  queryable: Queryable,
  paymentId: string,
  options: { lock: boolean },
): Promise<PaymentRow | undefined> {
  if (!paymentIdPattern.test(paymentId)) return undefined;
  const result = await queryable.query<PaymentRow>(
    `select ${paymentColumns} from merchant_payments where id = $1${options.lock ? ' for update' : ''}`,
    [paymentId],
  );
  const row = result.rows[0];
  return row === undefined ? undefined : normalizePaymentRow(row);
}

/** The on-chain deposits to a payment's address (the chains module's listPaymentDeposits), oldest first. */
export type PaymentDepositRow = PaymentDeposit;

export async function loadPaymentDeposits(queryable: Queryable, paymentId: string): Promise<PaymentDepositRow[]> {
  return listPaymentDeposits(queryable, paymentId);
}

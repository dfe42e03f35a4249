import type { CheckoutOrderState, CryptoCurrency, FiatCurrency } from '@platform/core';
import type { Queryable } from '../../db/database.js';
import type { CheckoutMode } from './checkout-settings.js';
import { big, date, json, text, type Row } from './row-values.js';

export interface OrderRecord {
  id: string;
  brandId: string;
  merchantId: string | null;
  quoteId: string;
  mode: CheckoutMode;
  status: CheckoutOrderState;
  paymentMethod: string;
  fiatCurrency: FiatCurrency;
  fiatAmount: bigint;
  feeAmount: bigint;
  cryptoCurrency: CryptoCurrency;
  /** The coins to deliver: the quote's, reduced in proportion by partial refunds (core's rules/checkout-refunds.ts). */
  cryptoAmount: bigint;
  /** The sum of the order's completed refunds (fiat minor units), at most `fiatAmount`. */
  refundedAmount: bigint;
  rate: string;
  quoteExpiresAt: Date;
  destinationAddress: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  dateOfBirth: string | null;
  billing: Record<string, string> | null;
  ip: string;
  ipCountry: string;
  bankReference: string;
  flowUserId: string | null;
  kycRequired: boolean;
  kycPassed: boolean;
  emailVerified: boolean;
  mobileVerified: boolean;
  idempotencyKey: string | null;
  requestHash: string;
  customParams: Record<string, string>;
  txid: string | null;
  expiresAt: Date;
  createdAt: Date;
}

const orderColumns = `id, brand_id, merchant_id, quote_id, mode, status, payment_method, fiat_currency,
  fiat_amount::text, fee_amount::text, crypto_currency, crypto_amount::text, refunded_amount::text, rate, quote_expires_at,
  destination_address, email, first_name, last_name, mobile, date_of_birth, billing, ip, ip_country,
  bank_reference, flow_user_id, kyc_required, kyc_passed, email_verified, mobile_verified, idempotency_key,
  request_hash, custom_params, txid, expires_at, created_at`;

/** The order's columns read through `alias`, each named `<prefix><column>` (for a join with another table). */
export const orderColumnsOf = (alias: string, prefix: string): string =>
  orderColumns
    .split(',')
    .map((column) => column.trim())
    .map((column) => `${alias}.${column} as ${prefix}${column.split('::')[0]}`)
    .join(', ');

/** An order from a row read with orderColumnsOf(…, prefix). */
export function toPrefixedOrder(row: Row, prefix: string): OrderRecord {
  return toOrder(
    Object.fromEntries(
      Object.entries(row)
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, value]) => [key.slice(prefix.length), value]),
    ),
  );
}

function toOrder(row: Row): OrderRecord {
  return {
    id: text(row['id']),
    brandId: text(row['brand_id']),
    merchantId: (row['merchant_id'] as string | null) ?? null,
    quoteId: text(row['quote_id']),
    mode: row['mode'] as CheckoutMode,
    status: row['status'] as CheckoutOrderState,
    paymentMethod: text(row['payment_method']),
    fiatCurrency: row['fiat_currency'] as FiatCurrency,
    fiatAmount: big(row['fiat_amount']),
    feeAmount: big(row['fee_amount']),
    cryptoCurrency: row['crypto_currency'] as CryptoCurrency,
    cryptoAmount: big(row['crypto_amount']),
    refundedAmount: big(row['refunded_amount']),
    rate: text(row['rate']),
    quoteExpiresAt: date(row['quote_expires_at']),
    destinationAddress: text(row['destination_address']),
    email: text(row['email']),
    firstName: text(row['first_name']),
    lastName: text(row['last_name']),
    mobile: text(row['mobile']),
    dateOfBirth: (row['date_of_birth'] as string | null) ?? null,
    billing: row['billing'] == null ? null : json<Record<string, string>>(row['billing']),
    ip: text(row['ip']),
    ipCountry: text(row['ip_country']),
    bankReference: text(row['bank_reference']),
    flowUserId: (row['flow_user_id'] as string | null) ?? null,
    kycRequired: row['kyc_required'] as boolean,
    kycPassed: row['kyc_passed'] as boolean,
    emailVerified: row['email_verified'] as boolean,
    mobileVerified: row['mobile_verified'] as boolean,
    idempotencyKey: (row['idempotency_key'] as string | null) ?? null,
    requestHash: text(row['request_hash']),
    customParams: json<Record<string, string>>(row['custom_params'] ?? '{}'),
    txid: (row['txid'] as string | null) ?? null,
    expiresAt: date(row['expires_at']),
    createdAt: date(row['created_at']),
  };
}

export async function findOrder(
  queryable: Queryable,
  orderId: string,
  options: { forUpdate?: boolean } = {},
): Promise<OrderRecord | null> {
  const result = await queryable.query<Row>(
    `select ${orderColumns} from checkout_orders where id = $1${options.forUpdate === true ? ' for update' : ''}`,
    [orderId],
  );
  return result.rows[0] === undefined ? null : toOrder(result.rows[0]);
}

export async function findOrderByIdempotencyKey(
  queryable: Queryable,
  brandId: string,
  key: string,
): Promise<OrderRecord | null> {
  const result = await queryable.query<Row>(
    `select ${orderColumns} from checkout_orders where brand_id = $1 and idempotency_key = $2`,
    [brandId, key],
  );
  return result.rows[0] === undefined ? null : toOrder(result.rows[0]);
}

export async function findOrderByQuote(queryable: Queryable, quoteId: string): Promise<OrderRecord | null> {
  const result = await queryable.query<Row>(`select ${orderColumns} from checkout_orders where quote_id = $1`, [
    quoteId,
  ]);
  return result.rows[0] === undefined ? null : toOrder(result.rows[0]);
}

export async function insertOrder(queryable: Queryable, order: OrderRecord): Promise<void> {
  await queryable.query(
    `insert into checkout_orders (id, brand_id, merchant_id, quote_id, mode, status, payment_method, fiat_currency,
       fiat_amount, fee_amount, crypto_currency, crypto_amount, rate, quote_expires_at, destination_address, email,
       first_name, last_name, mobile, date_of_birth, billing, ip, ip_country, bank_reference, flow_user_id,
       kyc_required, kyc_passed, email_verified, mobile_verified, idempotency_key, request_hash, custom_params, txid,
       expires_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
       $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $35)`,
    [
      order.id,
      order.brandId,
      order.merchantId,
      order.quoteId,
      order.mode,
      order.status,
      order.paymentMethod,
      order.fiatCurrency,
      order.fiatAmount.toString(),
      order.feeAmount.toString(),
      order.cryptoCurrency,
      order.cryptoAmount.toString(),
      order.rate,
      order.quoteExpiresAt,
      order.destinationAddress,
      order.email,
      order.firstName,
      order.lastName,
      order.mobile,
      order.dateOfBirth,
      order.billing === null ? null : JSON.stringify(order.billing),
      order.ip,
      order.ipCountry,
      order.bankReference,
      order.flowUserId,
      order.kycRequired,
      order.kycPassed,
      order.emailVerified,
      order.mobileVerified,
      order.idempotencyKey,
      order.requestHash,
      JSON.stringify(order.customParams),
      order.txid,
      order.expiresAt,
      order.createdAt,
    ],
  );
}

/** The fields a transition or an update may change; everything else of an order is fixed at creation. */
export interface OrderChanges {
  status?: CheckoutOrderState;
  quoteId?: string;
  cryptoAmount?: bigint;
  refundedAmount?: bigint;
  rate?: string;
  quoteExpiresAt?: Date;
  billing?: Record<string, string>;
  dateOfBirth?: string;
  flowUserId?: string;
  kycPassed?: boolean;
  emailVerified?: boolean;
  mobileVerified?: boolean;
  txid?: string;
}

const changeColumns: Record<keyof OrderChanges, string> = {
  status: 'status',
  quoteId: 'quote_id',
  cryptoAmount: 'crypto_amount',
  refundedAmount: 'refunded_amount',
  rate: 'rate',
  quoteExpiresAt: 'quote_expires_at',
  billing: 'billing',
  dateOfBirth: 'date_of_birth',
  flowUserId: 'flow_user_id',
  kycPassed: 'kyc_passed',
  emailVerified: 'email_verified',
  mobileVerified: 'mobile_verified',
  txid: 'txid',
};

export async function updateOrder(
  queryable: Queryable,
  orderId: string,
  changes: OrderChanges,
  now: Date,
): Promise<void> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [keyof OrderChanges, unknown][];
  if (entries.length === 0) return;
  const sets = entries.map(([key], index) => `${changeColumns[key]} = $${index + 3}`);
  const values = entries.map(([key, value]) => {
    if (typeof value === 'bigint') return value.toString();
    if (key === 'billing') return JSON.stringify(value);
    return value;
  });
  await queryable.query(`update checkout_orders set updated_at = $2, ${sets.join(', ')} where id = $1`, [
    orderId,
    now,
    ...values,
  ]);
}

/**
 * What a buyer bought without KYC (authorized or paid orders) in one fiat currency of a brand: the
 * sum as SQL over `checkout_orders` named `alias`, with the brand, email and currency expressions given.
 */
export const boughtWithoutKycSql = (alias: string, brandId: string, email: string, fiatCurrency: string): string =>
  `select coalesce(sum(${alias}.fiat_amount), 0)::text from checkout_orders ${alias}
    where ${alias}.brand_id = ${brandId} and lower(${alias}.email) = lower(${email}) and ${alias}.fiat_currency = ${fiatCurrency}
      and ${alias}.kyc_passed = false and ${alias}.status in ('authorized', 'paid', 'delivering', 'completed')`;

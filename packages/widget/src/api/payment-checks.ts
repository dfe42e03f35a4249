import type {
  CryptoCurrency,
  FiatCurrency,
  MerchantCurrency,
  MerchantPaymentView,
  MerchantProfile,
  OnChainPayment,
  PaymentExceptionStatus,
  PaymentRefund,
  PaymentStatus,
} from '@platform/core';

/**
 * Boundary checks for what the merchant API answers, written as small type guards instead of
 * core's zod schemas: zod costs about 26 KB gzip in this iframe (the whole budget is 40 KB). Each
 * shape is typed `{ [field]: Check<that field's type> }` against core's types, so a field added
 * to or changed in the contract fails this file's typecheck until the check follows; a test holds
 * them to the rows' schemas (every answer a schema refuses, a check refuses) with answers the server
 * gave (fixtures/server-answers.json). Amounts are stricter than the schemas: plain decimals only,
 * which the widget computes with exactly.
 */
type Check<T> = (value: unknown) => value is T;

type Shape<T> = { [Key in keyof T]-?: Check<T[Key]> };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object<T>(shape: Shape<T>): Check<T> {
  const keys = Object.keys(shape) as (keyof T & string)[];
  return (value): value is T => isRecord(value) && keys.every((key) => shape[key](value[key]));
}

const text =
  (maxLength: number): Check<string> =>
  (value): value is string =>
    typeof value === 'string' && value.length <= maxLength;

const nonEmptyText =
  (maxLength: number): Check<string> =>
  (value): value is string =>
    typeof value === 'string' && value.length > 0 && value.length <= maxLength;

const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value): value is T | null =>
    value === null || check(value);

/** One of a closed set, the set written as a record so the compiler checks it is complete. */
const oneOf =
  <T extends string>(members: Record<T, true>): Check<T> =>
  (value): value is T =>
    typeof value === 'string' && Object.hasOwn(members, value);

const arrayOf =
  <T>(check: Check<T>, maxLength: number): Check<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.length <= maxLength && value.every(check);

/** A whole number from 0 (to `max`): safe integers only, as zod's int() takes them. */
const naturalNumber =
  (max = Number.MAX_SAFE_INTEGER): Check<number> =>
  (value): value is number =>
    Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max;
const count = naturalNumber();
const boolean: Check<boolean> = (value): value is boolean => typeof value === 'boolean';

/** A decimal string such as "0.00150000" (amounts, rates): digits, at most one point. */
const decimal: Check<string> = (value): value is string =>
  typeof value === 'string' && value.length <= 80 && /^\d+(?:\.\d+)?$/.test(value);

const cryptoCurrency = oneOf<CryptoCurrency>({ BTC: true, LTC: true, ETH: true, BCH: true, USDT: true, USDC: true });
const fiatCurrency = oneOf<FiatCurrency>({ USD: true, GBP: true, EUR: true, AUD: true, CAD: true, CHF: true });

const onChainPayment = object<OnChainPayment>({
  txid: nonEmptyText(200),
  amount: decimal,
  confirmations: count,
  required_confirmations: count,
  state: oneOf<OnChainPayment['state']>({ detected: true, confirming: true, confirmed: true, replaced: true }),
  seen_at: text(64),
});

const refund = object<PaymentRefund>({
  refund_id: text(100),
  reason: oneOf<PaymentRefund['reason']>({ paid_late: true, paid_over: true, paid_partial: true }),
  status: oneOf<PaymentRefund['status']>({ requested: true, broadcast: true, sent: true, failed: true }),
  amount: decimal,
  address: text(200),
  txid: nullable(text(200)),
  requested_at: text(64),
});

/** The whole payment as the status and coin calls answer it and each live event carries it. */
export const isMerchantPayment: Check<MerchantPaymentView> = object<MerchantPaymentView>({
  transaction_id: nonEmptyText(200),
  merchant_id: nonEmptyText(200),
  status: oneOf<PaymentStatus>({
    awaiting_currency: true,
    new: true,
    processing: true,
    settled: true,
    expired: true,
    invalid: true,
  }),
  exception_status: oneOf<PaymentExceptionStatus>({ none: true, paid_partial: true, paid_over: true, paid_late: true }),
  test_mode: boolean,
  amount: decimal,
  currency: fiatCurrency,
  currency_1_iso: nullable(cryptoCurrency),
  currency_1_amount: nullable(decimal),
  currency_1_address: nullable(text(200)),
  currency_1_tag: nullable(text(64)),
  qr: nullable(text(2000)),
  amount_paid: decimal,
  amount_due: decimal,
  rate: nullable(decimal),
  required_confirmations: count,
  payments: arrayOf(onChainPayment, 100),
  order_id: nullable(text(200)),
  product: nullable(text(500)),
  transaction_c1: nullable(text(500)),
  transaction_c2: nullable(text(500)),
  transaction_c3: nullable(text(500)),
  transaction_c4: nullable(text(500)),
  return_url: nullable(text(2048)),
  created_at: text(64),
  expires_at: nullable(text(64)),
  monitoring_until: nullable(text(64)),
  settled_at: nullable(text(64)),
  link_expires_at: nullable(text(64)),
  refund: nullable(refund),
});

const hexColour: Check<string> = (value): value is string =>
  typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);

export const isMerchantProfile: Check<MerchantProfile> = object<MerchantProfile>({
  merchant_id: nonEmptyText(200),
  name: text(200),
  logo: nullable(text(2048)),
  widget_logo_size: oneOf<MerchantProfile['widget_logo_size']>({ Large: true, Medium: true, default: true }),
  theme: object<MerchantProfile['theme']>({ primary_color: hexColour, secondary_color: hexColour }),
  currencies: arrayOf(cryptoCurrency, 20),
  test_mode: boolean,
});

export const isMerchantCurrency: Check<MerchantCurrency> = object<MerchantCurrency>({
  iso: cryptoCurrency,
  name: text(100),
  network: text(20),
  decimals: naturalNumber(18),
  required_confirmations: count,
});

export const isMerchantCurrencies: Check<{ currencies: MerchantCurrency[] }> = object<{
  currencies: MerchantCurrency[];
}>({ currencies: arrayOf(isMerchantCurrency, 20) });

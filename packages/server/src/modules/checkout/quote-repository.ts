import type { CryptoCurrency, FiatCurrency } from '@platform/core';
import type { Queryable } from '../../db/database.js';
import type { CheckoutMode } from './checkout-settings.js';
import { boughtWithoutKycSql, orderColumnsOf, toPrefixedOrder, type OrderRecord } from './order-repository.js';
import { big, date, text, type Row } from './row-values.js';

/** A stored quote: the rate it locks until expiresAt, and its explicit lines in base units. */
export interface QuoteRecord {
  id: string;
  brandId: string;
  merchantId: string | null;
  mode: CheckoutMode;
  fiatCurrency: FiatCurrency;
  fiatAmount: bigint;
  processingFee: bigint;
  processingFeeBasisPoints: bigint;
  merchantFee: bigint;
  merchantFeeBasisPoints: bigint;
  discount: bigint;
  couponCode: string | null;
  couponDiscountBasisPoints: bigint;
  cryptoCurrency: CryptoCurrency;
  cryptoAmount: bigint;
  pair: string;
  rate: string;
  createdAt: Date;
  expiresAt: Date;
}

const quoteColumns = `id, brand_id, merchant_id, mode, fiat_currency, fiat_amount::text, processing_fee::text,
  processing_fee_bps, merchant_fee::text, merchant_fee_bps, discount::text, coupon_code, coupon_discount_bps, crypto_currency,
  crypto_amount::text, pair, rate, created_at, expires_at`;

/** The quote's columns qualified by the table's alias (for a join). */
export const quoteColumnsOf = (alias: string): string =>
  quoteColumns
    .split(',')
    .map((column) => `${alias}.${column.trim()}`)
    .join(', ');

export function toQuote(row: Row): QuoteRecord {
  return {
    id: text(row['id']),
    brandId: text(row['brand_id']),
    merchantId: (row['merchant_id'] as string | null) ?? null,
    mode: row['mode'] as CheckoutMode,
    fiatCurrency: row['fiat_currency'] as FiatCurrency,
    fiatAmount: big(row['fiat_amount']),
    processingFee: big(row['processing_fee']),
    processingFeeBasisPoints: BigInt(row['processing_fee_bps'] as number),
    merchantFee: big(row['merchant_fee']),
    merchantFeeBasisPoints: BigInt(row['merchant_fee_bps'] as number),
    discount: big(row['discount']),
    couponCode: (row['coupon_code'] as string | null) ?? null,
    couponDiscountBasisPoints: BigInt(row['coupon_discount_bps'] as number),
    cryptoCurrency: row['crypto_currency'] as CryptoCurrency,
    cryptoAmount: big(row['crypto_amount']),
    pair: text(row['pair']),
    rate: text(row['rate']),
    createdAt: date(row['created_at']),
    expiresAt: date(row['expires_at']),
  };
}

export async function insertQuote(queryable: Queryable, quote: QuoteRecord): Promise<void> {
  await queryable.query(
    `insert into checkout_quotes (id, brand_id, merchant_id, mode, fiat_currency, fiat_amount, processing_fee,
       processing_fee_bps, merchant_fee, merchant_fee_bps, discount, coupon_code, crypto_currency, crypto_amount,
       pair, rate, created_at, expires_at, coupon_discount_bps)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
    [
      quote.id,
      quote.brandId,
      quote.merchantId,
      quote.mode,
      quote.fiatCurrency,
      quote.fiatAmount.toString(),
      quote.processingFee.toString(),
      Number(quote.processingFeeBasisPoints),
      quote.merchantFee.toString(),
      Number(quote.merchantFeeBasisPoints),
      quote.discount.toString(),
      quote.couponCode,
      quote.cryptoCurrency,
      quote.cryptoAmount.toString(),
      quote.pair,
      quote.rate,
      quote.createdAt,
      quote.expiresAt,
      Number(quote.couponDiscountBasisPoints),
    ],
  );
}

export async function findQuote(queryable: Queryable, quoteId: string): Promise<QuoteRecord | null> {
  const result = await queryable.query<Row>(`select ${quoteColumns} from checkout_quotes where id = $1`, [quoteId]);
  return result.rows[0] === undefined ? null : toQuote(result.rows[0]);
}

/**
 * What creating an order from a quote reads, in one statement: the quote, the order already made
 * from it (a replay), and what the buyer bought without KYC in the quote's brand and currency.
 */
export async function findQuoteForOrder(
  queryable: Queryable,
  options: { quoteId: string; email: string },
): Promise<{ quote: QuoteRecord; order: OrderRecord | null; boughtWithoutKyc: bigint } | null> {
  const result = await queryable.query<Row>(
    `select ${quoteColumnsOf('q')}, ${orderColumnsOf('o', 'o_')},
       (${boughtWithoutKycSql('b', 'q.brand_id', '$2', 'q.fiat_currency')}) as bought_without_kyc
     from checkout_quotes q left join checkout_orders o on o.quote_id = q.id
     where q.id = $1`,
    [options.quoteId, options.email],
  );
  const row = result.rows[0];
  if (row === undefined) return null;
  return {
    quote: toQuote(row),
    order: row['o_id'] == null ? null : toPrefixedOrder(row, 'o_'),
    boughtWithoutKyc: big(row['bought_without_kyc']),
  };
}

import {
  checkOrderAmount,
  checkoutDefaults,
  checkoutQuoteLockSeconds,
  checkoutTestModeAmounts,
  discountOfFee,
  feeOfAmount,
  parseAmount,
  quoteExpiresAt,
  toDecimalString,
  type CryptoCurrency,
  type FiatCurrency,
} from '@platform/core';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { convertAmount, getRateForMoney, isRatesError, parseRate, parseRatePair } from '../rates/index.js';
import type { QuoteRecord } from './quote-repository.js';
import { newQuoteId } from './checkout-ids.js';
import type { CheckoutMode, CheckoutSettings } from './checkout-settings.js';
import type { Coupon } from './coupons.js';
import { checkoutText } from './checkout-texts.js';

export const ratesFailureMessage = checkoutText('ratesFailure');

export interface QuoteRequest {
  brandId: string;
  mode: CheckoutMode;
  fiatCurrency: FiatCurrency;
  /** As typed; absent means the default (250, or 30 on the test route). */
  fiatAmountText: string | undefined;
  cryptoCurrency: CryptoCurrency;
  merchant: { id: string; feeBasisPoints: bigint } | null;
  coupon: Coupon | null;
}

/** The fiat amount of a request in cents, checked against the per-order limits. */
export function quoteAmount(request: QuoteRequest, settings: CheckoutSettings): bigint {
  let amount: bigint;
  if (request.fiatAmountText === undefined) {
    amount = request.mode === 'test' ? checkoutTestModeAmounts.amountBaseUnits : checkoutDefaults.fiatAmountBaseUnits;
  } else {
    const parsed = parseAmount(request.fiatCurrency, request.fiatAmountText);
    if (!parsed.ok || parsed.value <= 0n)
      throw new DomainError('validation_failed', { fiat_amount: checkoutText('amountFormat') });
    amount = parsed.value;
  }
  const limits = settings.limitsFor(request.fiatCurrency, request.mode);
  const check = checkOrderAmount(amount, limits);
  if (!check.ok) {
    const limit = `${toDecimalString(request.fiatCurrency, check.limitBaseUnits)} ${request.fiatCurrency}`;
    const message =
      check.reason === 'below_minimum'
        ? checkoutText('minimumAmount', { limit })
        : checkoutText('maximumAmount', { limit });
    throw new DomainError('validation_failed', { fiat_amount: message });
  }
  return amount;
}

/**
 * Prices a quote: the buyer pays `fiatAmount` (fees included); the processing fee and the
 * merchant's fee are taken from it (rounded up), a coupon takes a share of those fees off (rounded
 * down), and the rest buys crypto at the current rate, rounded down to the coin's base unit. The
 * rate must be no older than the money age (else 503 with the spec's rates-failure message).
 */
export async function priceQuote(options: {
  queryable: Queryable;
  request: QuoteRequest;
  settings: CheckoutSettings;
  moneyRateMaxAgeMs: number;
  now: Date;
}): Promise<QuoteRecord> {
  const { request, settings, now } = options;
  const fiatAmount = quoteAmount(request, settings);
  const pairText = `${request.fiatCurrency}_${request.cryptoCurrency}`;
  const pair = parseRatePair(pairText);
  if (pair === undefined) throw new Error(`unsupported pair ${pairText}`);
  let rateText: string;
  try {
    const rate = await getRateForMoney({
      database: options.queryable,
      pair: pairText,
      maxAgeMs: options.moneyRateMaxAgeMs,
      now,
    });
    rateText = rate.rate;
  } catch (error) {
    if (isRatesError(error)) throw new DomainError('service_unavailable', { rates: ratesFailureMessage });
    throw error;
  }
  const rateUnits = parseRate(rateText);
  if (rateUnits === undefined || rateUnits <= 0n) throw new Error(`stored rate of ${pairText} is not a rate`);
  const processingFeeBasisPoints = settings.processingFeeBasisPoints;
  const merchantFeeBasisPoints = request.merchant?.feeBasisPoints ?? 0n;
  const processingFee = feeOfAmount(fiatAmount, processingFeeBasisPoints);
  const merchantFee = feeOfAmount(fiatAmount, merchantFeeBasisPoints);
  const discount =
    request.coupon === null ? 0n : discountOfFee(processingFee + merchantFee, request.coupon.discountBasisPoints);
  const net = fiatAmount - processingFee - merchantFee + discount;
  if (net <= 0n) throw new DomainError('validation_failed', { fiat_amount: checkoutText('amountBelowFees') });
  const cryptoAmount = convertAmount({
    amountBaseUnits: net,
    from: request.fiatCurrency,
    to: request.cryptoCurrency,
    pair,
    rateUnits,
    rounding: 'down',
  });
  if (cryptoAmount <= 0n) throw new DomainError('validation_failed', { fiat_amount: checkoutText('amountTooSmall') });
  return {
    id: newQuoteId(),
    brandId: request.brandId,
    merchantId: request.merchant?.id ?? null,
    mode: request.mode,
    fiatCurrency: request.fiatCurrency,
    fiatAmount,
    processingFee,
    processingFeeBasisPoints,
    merchantFee,
    merchantFeeBasisPoints,
    discount,
    couponCode: request.coupon?.code ?? null,
    couponDiscountBasisPoints: request.coupon?.discountBasisPoints ?? 0n,
    cryptoCurrency: request.cryptoCurrency,
    cryptoAmount,
    pair: pairText,
    rate: rateText,
    createdAt: now,
    expiresAt: quoteExpiresAt(now, checkoutQuoteLockSeconds),
  };
}

/** The fees the buyer pays on a quote (processing + merchant − coupon discount). */
export const quoteFees = (quote: QuoteRecord): bigint => quote.processingFee + quote.merchantFee - quote.discount;

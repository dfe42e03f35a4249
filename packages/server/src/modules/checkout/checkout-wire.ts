import {
  basisPointsToPercent,
  checkoutDefaults,
  cryptoCurrencies,
  paymentStatusOfOrderState,
  toDecimalString,
  type CheckoutOrderWire,
  type CheckoutQuote,
  type CryptoCurrency,
  type FiatCurrency,
  type QuoteLine,
} from '@platform/core';
import type { z } from 'zod';
import type { checkoutWireSchema } from '@platform/core';
import type { OrderRecord } from './order-repository.js';
import type { QuoteRecord } from './quote-repository.js';
import type { CheckoutLimits } from '@platform/core';
import { quoteFees } from './quotes.js';

/** Display names of the supported coins (spec §1), for supportedCrypto and cryptoCurrency. */
export const coinDisplayNames: Record<CryptoCurrency, string> = {
  BTC: 'Bitcoin',
  LTC: 'Litecoin',
  ETH: 'Ethereum',
  BCH: 'Bitcoin Cash',
  USDT: 'Tether',
  USDC: 'USD Coin',
};

const cryptoDecimals: Record<CryptoCurrency, number> = { BTC: 8, LTC: 8, BCH: 8, ETH: 18, USDT: 6, USDC: 6 };

export function supportedCrypto() {
  return cryptoCurrencies.map((currency) => ({
    currency,
    currency_displayName: coinDisplayNames[currency],
    decimals: cryptoDecimals[currency],
  }));
}

const fiat = (currency: FiatCurrency, amount: bigint) => toDecimalString(currency, amount);

export function quoteWire(quote: QuoteRecord): CheckoutQuote {
  const currency = quote.fiatCurrency;
  const lines: QuoteLine[] = [
    { kind: 'amount', amount: fiat(currency, quote.fiatAmount), currency },
    {
      kind: 'processing_fee',
      amount: fiat(currency, quote.processingFee),
      currency,
      percent: basisPointsToPercent(quote.processingFeeBasisPoints),
    },
  ];
  if (quote.merchantId !== null)
    lines.push({
      kind: 'merchant_fee',
      amount: fiat(currency, quote.merchantFee),
      currency,
      percent: basisPointsToPercent(quote.merchantFeeBasisPoints),
    });
  if (quote.couponCode !== null)
    lines.push({ kind: 'coupon_discount', amount: fiat(currency, quote.discount), currency });
  lines.push({ kind: 'net_amount', amount: fiat(currency, quote.fiatAmount - quoteFees(quote)), currency });
  return {
    quote_id: quote.id,
    pair: quote.pair,
    rate: quote.rate,
    fiat_currency: currency,
    fiat_amount: fiat(currency, quote.fiatAmount),
    crypto_currency: quote.cryptoCurrency,
    crypto_amount: toDecimalString(quote.cryptoCurrency, quote.cryptoAmount),
    fee_amount: fiat(currency, quoteFees(quote)),
    discount_amount: fiat(currency, quote.discount),
    coupon_code: quote.couponCode,
    merchant_id: quote.merchantId,
    lines,
    created_at: quote.createdAt.toISOString(),
    expires_at: quote.expiresAt.toISOString(),
    lock_seconds: Math.round((quote.expiresAt.getTime() - quote.createdAt.getTime()) / 1000),
  };
}

export function limitsWire(currency: FiatCurrency, limits: CheckoutLimits) {
  return {
    currency,
    minimum: fiat(currency, limits.minimumBaseUnits),
    maximum: fiat(currency, limits.maximumBaseUnits),
    without_kyc: fiat(currency, limits.withoutKycBaseUnits),
  };
}

export function orderWire(order: OrderRecord): CheckoutOrderWire {
  return {
    id: order.id,
    status: order.status,
    payment_status: paymentStatusOfOrderState(order.status),
    payment_method: order.paymentMethod,
    fiat_currency: order.fiatCurrency,
    fiat_amount: fiat(order.fiatCurrency, order.fiatAmount),
    fee_amount: fiat(order.fiatCurrency, order.feeAmount),
    refunded_amount: fiat(order.fiatCurrency, order.refundedAmount),
    crypto_currency: order.cryptoCurrency,
    crypto_amount: toDecimalString(order.cryptoCurrency, order.cryptoAmount),
    rate: order.rate,
    destination_address: order.destinationAddress,
    merchant_id: order.merchantId,
    bank_reference: order.bankReference,
    kyc_required: order.kycRequired && !order.kycPassed,
    quote_expires_at: order.quoteExpiresAt.toISOString(),
    txid: order.txid,
    test_mode: order.mode === 'test',
    created_at: order.createdAt.toISOString(),
  };
}

/** The Checkout entity of spec §3 for an order. */
export function checkoutWire(
  order: OrderRecord,
  extra: { limits: CheckoutLimits; merchantFeePercent: string | null },
): z.input<typeof checkoutWireSchema> {
  return {
    id: order.id,
    _id: order.id,
    ...(order.merchantId === null ? {} : { merchant_id: order.merchantId }),
    ip: order.ip,
    ip_country: order.ipCountry,
    verified: { mobile: order.mobileVerified, email: order.emailVerified, id: order.kycPassed },
    cryptoCurrency: {
      currency: order.cryptoCurrency,
      currency_displayName: coinDisplayNames[order.cryptoCurrency],
      amount: toDecimalString(order.cryptoCurrency, order.cryptoAmount),
    },
    fiatCurrency: {
      currency: order.fiatCurrency,
      currency_original: order.fiatCurrency,
      amount: fiat(order.fiatCurrency, order.fiatAmount),
      minimum: fiat(order.fiatCurrency, extra.limits.minimumBaseUnits),
      maximum: fiat(order.fiatCurrency, extra.limits.maximumBaseUnits),
      fee: fiat(order.fiatCurrency, order.feeAmount),
    },
    payment_method: order.paymentMethod || checkoutDefaults.paymentMethod,
    merchant_addresses: {},
    merchant_fees: extra.merchantFeePercent === null ? {} : { [order.cryptoCurrency]: extra.merchantFeePercent },
    cryptoAddress: order.destinationAddress,
    step: stepOf(order),
    flow: 'buy',
    status: order.status,
    customParams: order.customParams,
  };
}

/** The flow stepper's step (0 Buy Coins … 3 KYC) an order is at. */
function stepOf(order: OrderRecord): number {
  if (order.kycRequired && !order.kycPassed) return 3;
  if (order.status === 'created') return 2;
  return 3;
}

/** Spec §3 transaction_data: the JSON string of the flow's checkout lookup. */
export function transactionDataOf(order: OrderRecord): string {
  return JSON.stringify({
    merchant_id: order.merchantId ?? '0',
    payment_method: order.paymentMethod,
    currency_1_amount: fiat(order.fiatCurrency, order.fiatAmount),
    currency_1_iso: order.fiatCurrency,
    currency_1_fee: fiat(order.fiatCurrency, order.feeAmount),
    currency_2_amount: toDecimalString(order.cryptoCurrency, order.cryptoAmount),
    currency_2_iso: order.cryptoCurrency,
    currency_2_address: order.destinationAddress,
    payment_status: paymentStatusOfOrderState(order.status),
  });
}

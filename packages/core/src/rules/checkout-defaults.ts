import {
  cryptoDisplayDecimals,
  defaultCheckoutAmountBaseUnits,
  defaultCheckoutCryptoCurrency,
  defaultCheckoutCryptoName,
  defaultCheckoutFiatCurrency,
  defaultCheckoutPaymentMethod,
  fiatDisplayDecimals,
  sampleBuy,
  testModeAmount,
  testModeMaximumAmount,
  testModeMinimumAmount,
} from './constants.js';

/** Spec §9 defaults of the guest checkout, in base units where they are money. */
export const checkoutDefaults = {
  fiatCurrency: defaultCheckoutFiatCurrency,
  /** 250 EUR. */
  fiatAmountBaseUnits: defaultCheckoutAmountBaseUnits,
  cryptoCurrency: defaultCheckoutCryptoCurrency,
  cryptoName: defaultCheckoutCryptoName,
  paymentMethod: defaultCheckoutPaymentMethod,
  cryptoDecimals: cryptoDisplayDecimals,
  fiatDecimals: fiatDisplayDecimals,
  /** Processing fee of the sample (0.00 %): the brand's default until it sets one. */
  processingFeePercent: sampleBuy.processingFeePercent,
} as const;

/** Spec §9 test mode (the flow's `test` route): amount 30, minimum 30, maximum 50, in fiat cents. */
export const checkoutTestModeAmounts = {
  amountBaseUnits: BigInt(testModeAmount) * 100n,
  minimumBaseUnits: BigInt(testModeMinimumAmount) * 100n,
  maximumBaseUnits: BigInt(testModeMaximumAmount) * 100n,
} as const;

/** A quote locks its rate for this long (Banxa-style 3 minutes); then the buyer is re-quoted. */
export const checkoutQuoteLockSeconds = 180;

/**
 * Per-order limits and the cumulative limit for buyers without KYC, in fiat cents, for every fiat
 * currency unless a brand sets its own (configuration `checkout_limits`). Documented in the checkout
 * module's README: 20 to 10 000 per order, 700 in total without KYC (Mercuryo-like).
 */
export const defaultCheckoutLimits = {
  minimumBaseUnits: 2_000n,
  maximumBaseUnits: 1_000_000n,
  withoutKycBaseUnits: 70_000n,
} as const;

/** Test mode: spec §9's 30–50 per order, and 100 without KYC so a test can cross it in three orders. */
export const testModeCheckoutLimits = {
  minimumBaseUnits: checkoutTestModeAmounts.minimumBaseUnits,
  maximumBaseUnits: checkoutTestModeAmounts.maximumBaseUnits,
  withoutKycBaseUnits: 10_000n,
} as const;

export interface CheckoutLimits {
  minimumBaseUnits: bigint;
  maximumBaseUnits: bigint;
  withoutKycBaseUnits: bigint;
}

/** How long an unpaid order lives: card and online banking 30 minutes, bank transfers 3 days. */
export const unpaidOrderLifetimeSeconds = {
  card: 30 * 60,
  online_banking: 30 * 60,
  bank_transfer: 3 * 24 * 60 * 60,
} as const;

export function quoteExpiresAt(createdAt: Date, lockSeconds: number = checkoutQuoteLockSeconds): Date {
  return new Date(createdAt.getTime() + lockSeconds * 1000);
}

/** Whole seconds a quote has left (0 once expired): the flow's countdown. */
export function quoteSecondsLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
}

export function isQuoteLive(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

export type AmountLimitCheck =
  { ok: true } | { ok: false; reason: 'below_minimum' | 'above_maximum'; limitBaseUnits: bigint };

export function checkOrderAmount(amountBaseUnits: bigint, limits: CheckoutLimits): AmountLimitCheck {
  if (amountBaseUnits < limits.minimumBaseUnits)
    return { ok: false, reason: 'below_minimum', limitBaseUnits: limits.minimumBaseUnits };
  if (amountBaseUnits > limits.maximumBaseUnits)
    return { ok: false, reason: 'above_maximum', limitBaseUnits: limits.maximumBaseUnits };
  return { ok: true };
}

/** True when this order, added to what the buyer already bought, needs KYC before payment. */
export function kycRequiredForOrder(options: {
  amountBaseUnits: bigint;
  previousWithoutKycBaseUnits: bigint;
  limits: CheckoutLimits;
  kycPassed: boolean;
}): boolean {
  if (options.kycPassed) return false;
  return options.previousWithoutKycBaseUnits + options.amountBaseUnits > options.limits.withoutKycBaseUnits;
}

const percentPattern = /^([0-9]{1,3})(?:\.([0-9]{1,2}))?$/;

/** A fee percent ('1.5', '0.00') as hundredths of a percent (basis points); refuses anything else. */
export function percentToBasisPoints(percent: string): bigint {
  const match = percentPattern.exec(percent.trim());
  if (!match) throw new RangeError(`not a percent: ${percent}`);
  const basisPoints = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  if (basisPoints > 10_000n) throw new RangeError(`percent above 100: ${percent}`);
  return basisPoints;
}

export function basisPointsToPercent(basisPoints: bigint): string {
  const whole = basisPoints / 100n;
  const fraction = (basisPoints % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
}

/** A percentage of an amount in base units, rounded up (a fee, in the platform's favour; documented). */
export function feeOfAmount(amountBaseUnits: bigint, basisPoints: bigint): bigint {
  if (amountBaseUnits < 0n || basisPoints < 0n) throw new RangeError('negative amount or fee');
  return (amountBaseUnits * basisPoints + 9_999n) / 10_000n;
}

/** A discount of a fee, rounded down (never more than the fee). */
export function discountOfFee(feeBaseUnits: bigint, discountBasisPoints: bigint): bigint {
  const discount = (feeBaseUnits * discountBasisPoints) / 10_000n;
  return discount > feeBaseUnits ? feeBaseUnits : discount;
}

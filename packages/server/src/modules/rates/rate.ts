/**
 * A rate is an exact decimal with at most 18 fraction digits, held as a bigint count of 10^-18
 * ("rate units"): 61234.5 is 61234500000000000000000n. It is stored as NUMERIC(38,18), so the
 * integer part has at most 20 digits. No float ever holds a rate.
 */
export const rateFractionDigits = 18;
export const rateUnitsPerWhole = 10n ** BigInt(rateFractionDigits);
const maxRateIntegerDigits = 38 - rateFractionDigits;

/** Rounding is always chosen by the caller: 'down' truncates toward zero, 'up' rounds away from zero. */
export type Rounding = 'down' | 'up';

/** Divides two non-negative bigints with explicit rounding. */
export function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (numerator < 0n || denominator <= 0n) throw new RangeError('divideRounded takes numerator >= 0, denominator > 0');
  const quotient = numerator / denominator;
  if (rounding === 'up' && quotient * denominator !== numerator) return quotient + 1n;
  return quotient;
}

const ratePattern = /^([0-9]+)(?:\.([0-9]+))?$/;

/**
 * An exact decimal string → rate units, or undefined when it is not a positive decimal with at
 * most 18 fraction digits and 20 integer digits. Never rounds: a provider sending more precision
 * than we store is a provider we do not understand.
 */
export function parseRate(text: string): bigint | undefined {
  const match = ratePattern.exec(text);
  if (!match) return undefined;
  const integerDigits = (match[1] ?? '').replace(/^0+/, '');
  const fractionDigits = match[2] ?? '';
  if (integerDigits.length > maxRateIntegerDigits || fractionDigits.length > rateFractionDigits) return undefined;
  const rateUnits = BigInt((integerDigits || '0') + fractionDigits.padEnd(rateFractionDigits, '0'));
  return rateUnits > 0n ? rateUnits : undefined;
}

/** Rate units → the shortest exact decimal string ("61234.5", "2", "0.000016329"). */
export function formatRate(rateUnits: bigint): string {
  if (rateUnits <= 0n) throw new RangeError('a rate is positive');
  const digits = rateUnits.toString().padStart(rateFractionDigits + 1, '0');
  const integerPart = digits.slice(0, digits.length - rateFractionDigits);
  const fractionPart = digits.slice(digits.length - rateFractionDigits).replace(/0+$/, '');
  return fractionPart === '' ? integerPart : `${integerPart}.${fractionPart}`;
}

/**
 * The rate of the inverse pair (EUR_BTC 50000 → BTC_EUR 0.00002), to 18 fraction digits.
 * Rounds down by default: a derived rate never claims more than the quoted one gives. Throws when
 * the inverse would be 0 at 18 digits (a rate above 10^18), which no supported pair comes near.
 */
export function invertRate(rateUnits: bigint, rounding: Rounding = 'down'): bigint {
  if (rateUnits <= 0n) throw new RangeError('a rate is positive');
  const inverse = divideRounded(rateUnitsPerWhole * rateUnitsPerWhole, rateUnits, rounding);
  if (inverse === 0n) throw new RangeError('the inverse rate is below 10^-18');
  return inverse;
}

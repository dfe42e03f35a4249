import { rateUnitsPerWhole } from './rate.js';

/**
 * Small exact helpers of the market answers: prices in a fiat from dollar prices, percent changes,
 * amounts in dollars converted to a fiat. bigint throughout; every cut is toward zero.
 */

/** Fraction digits of a market price on the wire (what an exchange ticker gives). */
export const marketPriceDigits = 8;
const priceStep = rateUnitsPerWhole / 10n ** BigInt(marketPriceDigits);

/** Rate units of the fiat per 1 coin, from both dollar prices at the same time. */
export function fiatPriceUnits(coinUsdUnits: bigint, fiatUsdUnits: bigint): bigint {
  return (coinUsdUnits * rateUnitsPerWhole) / fiatUsdUnits;
}

function digitsText(units: bigint, digits: number): string {
  const negative = units < 0n;
  const text = (negative ? -units : units).toString().padStart(digits + 1, '0');
  const integer = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  return `${negative ? '-' : ''}${integer}${digits > 0 ? `.${fraction}` : ''}`;
}

/** A price in rate units → its wire text with at most 8 decimals, trailing zeros dropped ("60185.12"). */
export function priceText(rateUnits: bigint): string {
  const truncated = rateUnits / priceStep;
  return digitsText(truncated, marketPriceDigits).replace(/\.?0+$/, '') || '0';
}

/** (now − then) / then in percent with 2 decimals ("-2.34"), or null without a past price. */
export function changePercent(nowUnits: bigint, thenUnits: bigint | undefined): string | null {
  if (thenUnits === undefined || thenUnits <= 0n) return null;
  const hundredths = ((nowUnits - thenUnits) * 10_000n) / thenUnits;
  return digitsText(hundredths, 2);
}

/** Dollars (decimal text, 2 decimals) → the fiat with 2 decimals, at the fiat's dollar price. */
export function dollarsToFiat(dollars: string | null, fiatUsdUnits: bigint): string | null {
  if (dollars === null) return null;
  const [integer = '0', fraction = ''] = dollars.split('.');
  const cents = BigInt(integer + fraction.padEnd(2, '0').slice(0, 2));
  return digitsText((cents * rateUnitsPerWhole) / fiatUsdUnits, 2);
}

import type { CurrencyCode } from '../schemas/currency-codes.js';
import { assetScales } from './scales.js';

/**
 * Base units → the exact decimal string at the asset's full scale ("12.34" for 1234n EUR,
 * "0.00000001" for 1n BTC). Trailing zeros are kept so the scale is visible and the string
 * round-trips through parseAmount.
 */
export function toDecimalString(asset: CurrencyCode, baseUnits: bigint): string {
  const scale = assetScales[asset];
  const negative = baseUnits < 0n;
  const digits = (negative ? -baseUnits : baseUnits).toString().padStart(scale + 1, '0');
  const integerPart = digits.slice(0, digits.length - scale);
  const fractionPart = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${integerPart}.${fractionPart}`;
}

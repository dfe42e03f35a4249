import type { CurrencyCode } from '../schemas/currency-codes.js';
import { assetScales, maxAmountBaseUnitDigits } from './scales.js';

export type ParseAmountError = 'too_many_decimals' | 'negative' | 'invalid' | 'too_large';
export type ParseAmountResult = { ok: true; value: bigint } | { ok: false; error: ParseAmountError };

/**
 * Plain digits with an optional fraction: no sign, exponent, whitespace, grouping, or bare
 * leading/trailing dot ("1." and ".5" are refused so what the user sees is what is parsed).
 */
const amountPattern = /^([0-9]+)(?:\.([0-9]+))?$/;

/** Longer input is refused before any digit work, so a huge paste costs nothing. */
const maxInputLength = 100;

/**
 * A decimal string → base units of the asset, exactly. Never rounds and never throws on user
 * input: a fraction longer than the asset's scale is 'too_many_decimals' even when the extra
 * digits are zeros ("1.000" EUR), because the input claims a precision the asset does not have.
 * Any leading '-' before an otherwise valid amount is 'negative' (also "-0").
 */
export function parseAmount(asset: CurrencyCode, text: string): ParseAmountResult {
  if (typeof text !== 'string') return { ok: false, error: 'invalid' };
  const negative = text.startsWith('-');
  const unsigned = negative ? text.slice(1) : text;
  const match = amountPattern.exec(unsigned);
  if (!match) return { ok: false, error: 'invalid' };
  if (negative) return { ok: false, error: 'negative' };
  if (text.length > maxInputLength) return { ok: false, error: 'too_large' };
  const scale = assetScales[asset];
  const integerDigits = (match[1] ?? '').replace(/^0+/, '');
  const fractionDigits = match[2] ?? '';
  if (fractionDigits.length > scale) return { ok: false, error: 'too_many_decimals' };
  if (integerDigits.length + scale > maxAmountBaseUnitDigits) return { ok: false, error: 'too_large' };
  return { ok: true, value: BigInt(integerDigits + fractionDigits.padEnd(scale, '0')) };
}

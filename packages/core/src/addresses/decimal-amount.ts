/**
 * Exact conversion between decimal strings and integer base units at a given number of
 * decimals. Never rounds: a string with more decimals than the asset has is refused.
 */

export type DecimalAmountResult = { ok: true; baseUnits: bigint } | { ok: false; error: 'invalid_amount' };

/** Plain digits, optional fraction; no sign, exponent, grouping, or bare leading/trailing dot. */
const decimalPattern = /^(\d+)(?:\.(\d+))?$/;
/** NUMERIC(38,0) is the largest amount the ledger stores; longer input is refused outright. */
const maxDigits = 38;

export function parseDecimalAmount(text: string, decimals: number): DecimalAmountResult {
  const match = typeof text === 'string' && text.length <= 100 ? decimalPattern.exec(text) : null;
  if (!match || !Number.isSafeInteger(decimals) || decimals < 0) return { ok: false, error: 'invalid_amount' };
  const integerDigits = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  const fractionDigits = match[2] ?? '';
  if (fractionDigits.length > decimals || integerDigits.length + decimals > maxDigits) {
    return { ok: false, error: 'invalid_amount' };
  }
  return { ok: true, baseUnits: BigInt(integerDigits + fractionDigits.padEnd(decimals, '0')) };
}

/** Base units → the shortest exact decimal string ("20.3" for 2030000000n at 8 decimals). */
export function formatDecimalAmount(baseUnits: bigint, decimals: number): string {
  if (baseUnits < 0n) throw new RangeError('Amounts in payment URIs are never negative');
  const digits = baseUnits.toString().padStart(decimals + 1, '0');
  const integerPart = digits.slice(0, digits.length - decimals);
  const fractionPart = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fractionPart ? `${integerPart}.${fractionPart}` : integerPart;
}

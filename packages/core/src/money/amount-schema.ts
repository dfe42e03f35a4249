import { z } from 'zod';
import type { CurrencyCode } from '../schemas/currency-codes.js';
import { parseAmount } from './parse-amount.js';
import type { ParseAmountError } from './parse-amount.js';
import { assetScales } from './scales.js';

const messages: Record<ParseAmountError, (asset: CurrencyCode) => string> = {
  invalid: () => 'Please enter an amount such as 12.34',
  negative: () => 'The amount cannot be negative',
  too_many_decimals: (asset) => `${asset} amounts have at most ${assetScales[asset]} decimals`,
  too_large: () => 'The amount is too large',
};

/**
 * A zod schema for a decimal-string amount of one asset: parses "12.34" to base units (bigint)
 * exactly, and reports the parse error as an issue whose `params.reason` is the ParseAmountError.
 */
export function decimalAmountSchema(asset: CurrencyCode) {
  return z.string().transform((text, ctx): bigint => {
    const result = parseAmount(asset, text);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: messages[result.error](asset), params: { reason: result.error } });
    return z.NEVER;
  });
}

import { decimalAmountSchema, type CurrencyCode } from '@platform/core';
import { DomainError } from '../../../errors/domain-error.js';

/**
 * A deposit amount in base units from its decimal text, with core's messages for a malformed one
 * (too many decimals, …) and a refusal of zero, both under the request's `amount` field.
 */
export function depositAmount(currency: CurrencyCode, text: string): bigint {
  const parsed = decimalAmountSchema(currency).safeParse(text);
  if (!parsed.success)
    throw new DomainError('validation_failed', { amount: parsed.error.issues.map((issue) => issue.message) });
  if (parsed.data === 0n)
    throw new DomainError('validation_failed', { amount: 'The amount must be greater than zero' });
  return parsed.data;
}

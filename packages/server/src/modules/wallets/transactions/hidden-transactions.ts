import { initialShownPaymentStatuses, initialShownTypes } from '@platform/core';

/** A list of SQL string literals; only lower-case words, so nothing needs quoting. */
function sqlWords(words: readonly string[]): string {
  if (words.length === 0 || !words.every((word) => /^[a-z_]{1,40}$/.test(word))) {
    throw new Error(`invariant: the status rule's lists are lower-case words, got ${JSON.stringify(words)}`);
  }
  return words.map((word) => `'${word}'`).join(', ');
}

/**
 * A condition on the `transactions` table that is true for the rows core's
 * transactionStatusDisplay shows (spec §4 "initial with no payment_status is hidden"): every row
 * but an initial one whose type and payment status do not show it. Built from core's
 * initialShownTypes and initialShownPaymentStatuses (the one source of the rule) and tested
 * against transactionStatusDisplay. status, type and payment_status are stored lower case (the
 * constraints of 050_wallets.sql), so exact comparison is the rule's case-insensitive one; no
 * operand is null except payment_status, which the condition tests for null itself.
 */
export const shownTransactionCondition = `not (status = 'initial' and type not in (${sqlWords(initialShownTypes)}) and (payment_status is null or payment_status not in (${sqlWords(initialShownPaymentStatuses)})))`;

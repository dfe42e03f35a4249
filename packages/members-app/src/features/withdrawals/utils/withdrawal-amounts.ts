import { parseAmount, toDecimalString, type CurrencyCode } from '@platform/core';

/** "1.50000000" → "1.5", "2.00" → "2": what the amount field shows. */
function trimDecimal(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
}

/**
 * "Max": the most the user can withdraw, the available balance less the fee (the fee is added on
 * top of the amount: the wallet is debited amount + fee). Exact, in base units; '0' when the fee
 * is more than the balance.
 */
export function maxWithdrawable(currency: CurrencyCode, available: string, fee: string): string {
  const balance = parseAmount(currency, available);
  const cost = parseAmount(currency, fee);
  if (!balance.ok || !cost.ok || balance.value <= cost.value) return '0';
  return trimDecimal(toDecimalString(currency, balance.value - cost.value));
}

/** The amount the quote is asked for: the typed one when it is a decimal of the currency, else '0'. */
export function quoteAmount(currency: CurrencyCode, typed: string): string {
  const parsed = parseAmount(currency, typed);
  return parsed.ok ? typed : '0';
}

/** A fresh idempotency key for a withdrawal draft (client_id: 8–64 of A-Z a-z 0-9 _ -). */
export function newClientId(): string {
  return `wd_${crypto.randomUUID().replace(/-/g, '')}`;
}

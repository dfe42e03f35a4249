import { fiatSign, formatDecimal, type LocaleCode } from '@platform/core';

/** Spec §9: the widget's conversion amount has 8 decimals, its fiat amount 2. */
export const coinDisplayDecimals = 8;

/**
 * A coin amount to send, with at most 8 decimals, rounded up: an amount due in ETH's 18 decimals
 * must never be shown (or copied) as less than what is due, or the payment would arrive partial.
 * Exact string arithmetic; the result is the machine form ("0.00150000"), no group separators.
 */
export function amountToSend(decimal: string, decimals = coinDisplayDecimals): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (match === null) throw new RangeError(`amountToSend needs a plain decimal string, got ${JSON.stringify(decimal)}`);
  const fraction = match[2] ?? '';
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  const roundUp = /[1-9]/.test(fraction.slice(decimals));
  const units = BigInt(`${match[1]}${kept}`) + (roundUp ? 1n : 0n);
  const digits = units.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** The coin amount as shown: the locale's separators, 8 decimals. */
export function formatCoinAmount(decimal: string, locale: LocaleCode): string {
  return formatDecimal(amountToSend(decimal), coinDisplayDecimals, locale);
}

/** A fiat amount with its sign and the locale's thousands separators (spec §2, §9): "€1,234.50". */
export function formatFiatAmount(decimal: string, currency: string, locale: LocaleCode): string {
  return `${fiatSign(currency)}${formatDecimal(decimal, 2, locale)}`;
}

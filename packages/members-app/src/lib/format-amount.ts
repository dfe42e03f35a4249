import { formatAmount, isCurrencyCode, type LocaleCode } from '@platform/core';

const decimalPattern = /^-?[0-9]+(\.[0-9]+)?$/;

/**
 * An amount per spec §9 through core's formatAmount: crypto 8 decimals, fiat 2, the locale's
 * thousands separators, fiat signs. A currency this build does not know, or a value that is not a
 * decimal, shows as it came (never guessed decimals).
 */
export function formatDisplayAmount(
  currency: string,
  decimal: string,
  options: { locale?: LocaleCode; withCurrency?: boolean } = {},
): string {
  if (!isCurrencyCode(currency) || !decimalPattern.test(decimal)) {
    return options.withCurrency ? `${decimal} ${currency}` : decimal;
  }
  return formatAmount(currency, decimal, options);
}

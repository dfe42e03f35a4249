import { formatAmount, isCurrencyCode, type LocaleCode } from '@platform/core';
import { useLocaleStore } from '../../../stores/locale-store.js';

/**
 * An amount per spec §9 through core's formatAmount: crypto 8 decimals, fiat 2, the locale's
 * thousands separators, fiat signs. A currency this build does not know shows its decimal string
 * and code as they came (never guessed decimals).
 */
export function formatWalletAmount(
  currency: string,
  decimal: string,
  options: { locale?: LocaleCode; withCurrency?: boolean } = {},
): string {
  if (!isCurrencyCode(currency)) return options.withCurrency ? `${decimal} ${currency}` : decimal;
  return formatAmount(currency, decimal, options);
}

/** `<Amount currency="EUR" value="1234.5" />` → €1,234.50 (with the sign or code unless told not to). */
export function Amount({
  currency,
  value,
  withCurrency = true,
}: {
  currency: string;
  value: string | null | undefined;
  withCurrency?: boolean;
}) {
  const locale = useLocaleStore((state) => state.locale);
  if (value === null || value === undefined || value === '') return <span className="wallets-muted">–</span>;
  return <span className="amount">{formatWalletAmount(currency, value, { locale, withCurrency })}</span>;
}

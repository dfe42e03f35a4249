import { assetScale, formatAmount, parseAmount, type CurrencyCode, type LocaleCode } from '@platform/core';

/** A wire decimal string ("250.00") as base units of the asset, or undefined. */
export function baseUnitsOf(asset: CurrencyCode, decimal: string | number): bigint | undefined {
  const text = String(decimal);
  const parsed = parseAmount(asset, text);
  if (parsed.ok) return parsed.value;
  // More decimals than the asset has (a rate-derived amount): cut, never round up.
  const match = /^(\d+)\.(\d+)$/.exec(text);
  if (match === null) return undefined;
  const cut = parseAmount(asset, `${match[1]}.${(match[2] ?? '').slice(0, assetScale(asset))}`);
  return cut.ok ? cut.value : undefined;
}

/** Spec §9 display: fiat with its sign and 2 decimals, crypto with its code and 8. */
export function money(asset: CurrencyCode, amount: bigint | string, locale: LocaleCode): string {
  return formatAmount(asset, amount, { locale, withCurrency: true });
}

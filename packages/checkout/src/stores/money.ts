import { assetScale, formatAmount, parseAmount, type CryptoCurrency, type CurrencyCode, type FiatCurrency, type LocaleCode } from '@platform/core';

/**
 * The crypto a fiat amount buys at `rate` (fiat per 1 coin, an exact decimal string), in the coin's
 * base units, rounded down: what the quote shows never exceeds what the server will send.
 * Undefined when the rate is not a positive decimal.
 */
export function cryptoForFiat(
  fiatBaseUnits: bigint,
  fiat: FiatCurrency,
  crypto: CryptoCurrency,
  rate: string,
): bigint | undefined {
  const match = /^(\d{1,30})(?:\.(\d{1,30}))?$/.exec(rate);
  if (match === null) return undefined;
  const fraction = match[2] ?? '';
  const rateScaled = BigInt((match[1] ?? '0') + fraction); // rate × 10^fraction.length
  if (rateScaled === 0n) return undefined;
  // crypto = fiat / rate: base units of crypto = fiatBase × 10^cryptoScale × 10^f / (rateScaled × 10^fiatScale)
  const numerator = fiatBaseUnits * 10n ** BigInt(assetScale(crypto) + fraction.length);
  return numerator / (rateScaled * 10n ** BigInt(assetScale(fiat)));
}

/** Percent (a decimal string like "1.50") of a base-unit amount, rounded down. */
export function percentOf(baseUnits: bigint, percent: string): bigint {
  const match = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(percent);
  if (match === null) return 0n;
  const fraction = match[2] ?? '';
  return (baseUnits * BigInt((match[1] ?? '0') + fraction)) / (100n * 10n ** BigInt(fraction.length));
}

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

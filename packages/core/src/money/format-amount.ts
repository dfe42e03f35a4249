import type { LocaleCode } from '../i18n/locales.js';
import { intlLocale } from '../i18n/locales.js';
import type { CurrencyCode } from '../schemas/currency-codes.js';
import { isCryptoCurrency } from '../schemas/currency-codes.js';
import { toDecimalString } from './decimal-string.js';
import { fiatSign } from './fiat-sign.js';

/** Spec §9: crypto is shown with 8 decimals, fiat with 2, whatever the asset's own scale. */
export function displayDecimals(asset: CurrencyCode): number {
  return isCryptoCurrency(asset) ? 8 : 2;
}

export interface FormatAmountOptions {
  /** Interface language; Intl gets cz→cs and no→nb. Default en. */
  locale?: LocaleCode;
  /** Prefix fiat with its sign (€1,234.56) and suffix crypto with its code (0.50000000 BTC). */
  withCurrency?: boolean;
}

const decimalPattern = /^(-?)([0-9]+)(?:\.([0-9]+))?$/;

/**
 * Formats a decimal string for display with exactly `decimals` fraction digits. Extra digits are
 * cut off (truncation toward zero): a balance is never shown as more than what is held, and a
 * value never rounds up across a boundary (0.999999999 ETH shows 0.99999999, not 1.00000000).
 * Shorter fractions are padded with zeros. Digits come from the string; Intl only supplies the
 * locale's group and decimal separators (it formats the integer part as a bigint, which is exact).
 */
export function formatDecimal(decimal: string, decimals: number, locale: LocaleCode = 'en'): string {
  const match = decimalPattern.exec(decimal);
  if (!match)
    throw new RangeError(`formatDecimal needs a plain decimal string such as "12.34", got ${JSON.stringify(decimal)}`);
  const fraction = (match[3] ?? '').slice(0, decimals).padEnd(decimals, '0');
  const integer = BigInt(match[2] ?? '0');
  const isZero = integer === 0n && /^0*$/.test(fraction);
  const tag = intlLocale(locale);
  const integerText = new Intl.NumberFormat(tag).format(integer);
  const separator = decimalSeparator(tag);
  const sign = match[1] === '-' && !isZero ? '-' : '';
  return decimals > 0 ? `${sign}${integerText}${separator}${fraction}` : `${sign}${integerText}`;
}

const separators = new Map<string, string>();

function decimalSeparator(tag: string): string {
  let separator = separators.get(tag);
  if (separator === undefined) {
    // 1.5 is an exact binary fraction used only to learn the separator character, never money.
    const part = new Intl.NumberFormat(tag).formatToParts(1.5).find((piece) => piece.type === 'decimal');
    separator = part?.value ?? '.';
    separators.set(tag, separator);
  }
  return separator;
}

/**
 * An amount in base units (or a decimal string of the asset, e.g. from the wire) formatted per
 * spec §9: 8 decimals for crypto (ETH's 18 and USDT/USDC's 6 are truncated/padded to 8), 2 for
 * fiat, thousands separators of the locale, and on request the fiat sign or crypto code.
 */
export function formatAmount(asset: CurrencyCode, amount: bigint | string, options: FormatAmountOptions = {}): string {
  const decimal = typeof amount === 'bigint' ? toDecimalString(asset, amount) : amount;
  const text = formatDecimal(decimal, displayDecimals(asset), options.locale);
  if (!options.withCurrency) return text;
  if (isCryptoCurrency(asset)) return `${text} ${asset}`;
  return text.startsWith('-') ? `-${fiatSign(asset)}${text.slice(1)}` : `${fiatSign(asset)}${text}`;
}

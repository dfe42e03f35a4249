import type { LocaleCode } from '../i18n/locales.js';
import { fiatSign } from '../money/fiat-sign.js';
import { formatDecimal } from '../money/format-amount.js';
import type { FiatCurrency } from '../schemas/currency-codes.js';
import { priceDisplayDecimals } from './market-amounts.js';

/** How the prices pages write figures: the members app's pages and the server's rendered HTML share these. */

/** A price with the fiat's sign and as many decimals as its size needs (2, or 4/6 below 1): €60,185.12. */
export function formatPrice(price: string, fiat: FiatCurrency, locale: LocaleCode): string {
  return `${fiatSign(fiat)}${formatDecimal(price, priceDisplayDecimals(price), locale)}`;
}

/** A large amount (volume, market capitalisation) in whole units with the fiat's sign: €1,173,650,000. */
export function formatLargeAmount(amount: string, fiat: FiatCurrency, locale: LocaleCode): string {
  return `${fiatSign(fiat)}${formatDecimal(amount, 0, locale)}`;
}

/** A change in percent with its sign (+2.34 %, −1.20 %): the sign is text, never only a colour. */
export function formatChange(percent: string, locale: LocaleCode): string {
  const negative = percent.startsWith('-');
  const text = formatDecimal(negative ? percent.slice(1) : percent, 2, locale);
  const zero = /^[0.,\s]*$/.test(text);
  return `${zero ? '' : negative ? '−' : '+'}${text} %`;
}

export function changeTone(percent: string | null): 'up' | 'down' | 'flat' {
  if (percent === null || /^-?0(\.0+)?$/.test(percent)) return 'flat';
  return percent.startsWith('-') ? 'down' : 'up';
}

import { describe, expect, it } from 'vitest';
import { fiatCurrencies } from '../schemas/currency-codes.js';
import type { CurrencyCode } from '../schemas/currency-codes.js';
import type { LocaleCode } from '../i18n/locales.js';
import { fiatSign } from './fiat-sign.js';
import { formatAmount, formatDecimal } from './format-amount.js';

const nbsp = '\u00a0';

describe('fiatSign', () => {
  it.each([
    ['EUR', '€'],
    ['GBP', '£'],
    ['CAD', 'C$'],
    ['AUD', 'A$'],
    ['CHF', '₣'],
    ['USD', '$'],
    ['JPY', '$'],
    ['', '$'],
    [undefined, '$'],
    ['toString', '$'],
  ])('%s shows %s', (code, sign) => {
    expect(fiatSign(code)).toBe(sign);
  });
});

describe('formatAmount', () => {
  it.each<[CurrencyCode, bigint | string, string]>([
    ['EUR', 0n, '0.00'],
    ['EUR', 1n, '0.01'],
    ['EUR', 123456789n, '1,234,567.89'],
    ['USD', 10n ** 30n, '10,000,000,000,000,000,000,000,000,000.00'],
    ['BTC', 0n, '0.00000000'],
    ['BTC', 1n, '0.00000001'],
    ['BTC', 2100000000000000n, '21,000,000.00000000'],
    // ETH has 18 decimals; display keeps 8 and truncates the rest toward zero.
    ['ETH', 1n, '0.00000000'],
    ['ETH', 99_999_999_999n, '0.00000009'],
    ['ETH', 9_999_999_999n, '0.00000000'],
    ['BTC', 99_999_999n, '0.99999999'],
    ['EUR', 99n, '0.99'],
    ['EUR', 100n, '1.00'],
    ['EUR', 99_999n, '999.99'],
    ['EUR', 100_000n, '1,000.00'],
    ['ETH', 10_000_000_000n, '0.00000001'],
    ['ETH', 999_999_999_999_999_999n, '0.99999999'],
    ['ETH', 10n ** 18n, '1.00000000'],
    ['ETH', -999_999_999_999_999_999n, '-0.99999999'],
    ['ETH', -1n, '0.00000000'],
    // USDT/USDC have 6 decimals; display pads to 8.
    ['USDT', 1n, '0.00000100'],
    ['USDC', 1234567890n, '1,234.56789000'],
    ['EUR', -123456n, '-1,234.56'],
    ['EUR', '1234.5', '1,234.50'],
    ['BTC', '0.123456789', '0.12345678'],
  ])('%s %s shows %s', (asset, amount, expected) => {
    expect(formatAmount(asset, amount)).toBe(expected);
  });

  it.each<[LocaleCode, string]>([
    ['en', '12,345,678.90'],
    ['de', '12.345.678,90'],
    ['es', '12.345.678,90'],
    ['it', '12.345.678,90'],
    ['cz', `12${nbsp}345${nbsp}678,90`],
    ['fi', `12${nbsp}345${nbsp}678,90`],
    ['no', `12${nbsp}345${nbsp}678,90`],
  ])('uses the separators of %s', (locale, expected) => {
    expect(formatAmount('EUR', 1234567890n, { locale })).toBe(expected);
  });

  it('follows the locale rule that Spanish does not group four-digit numbers', () => {
    expect(formatAmount('EUR', 123456n, { locale: 'es' })).toBe('1234,56');
    expect(formatAmount('EUR', 123456n, { locale: 'de' })).toBe('1.234,56');
  });

  it.each<[CurrencyCode, string]>([
    ['EUR', '€1,234.56'],
    ['GBP', '£1,234.56'],
    ['CAD', 'C$1,234.56'],
    ['AUD', 'A$1,234.56'],
    ['CHF', '₣1,234.56'],
    ['USD', '$1,234.56'],
  ])('prefixes %s with its sign', (asset, expected) => {
    expect(formatAmount(asset, 123456n, { withCurrency: true })).toBe(expected);
  });

  it('puts the minus before the sign and the code after crypto', () => {
    expect(formatAmount('GBP', -5n, { withCurrency: true })).toBe('-£0.05');
    expect(formatAmount('LTC', 150000000n, { withCurrency: true })).toBe('1.50000000 LTC');
    expect(fiatCurrencies.every((code) => formatAmount(code, 0n, { withCurrency: true }).endsWith('0.00'))).toBe(true);
  });
});

describe('formatDecimal', () => {
  it('refuses something that is not a decimal string, telling how to call it', () => {
    expect(() => formatDecimal('1e5', 2)).toThrow(/plain decimal string/);
    expect(() => formatDecimal('', 2)).toThrow(RangeError);
  });

  it('formats with no fraction when asked for 0 decimals', () => {
    expect(formatDecimal('1234.99', 0)).toBe('1,234');
  });
});

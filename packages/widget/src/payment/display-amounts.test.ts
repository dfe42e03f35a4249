import { describe, expect, it } from 'vitest';
import { amountToSend, formatCoinAmount, formatFiatAmount } from './display-amounts.js';

describe('amounts the customer sends (spec §9: 8 decimals)', () => {
  it.each([
    ['0.002', '0.00200000'],
    ['0.00200000', '0.00200000'],
    ['1', '1.00000000'],
    ['0.123456780000000000', '0.12345678'],
    // More decimals than shown (ETH has 18): rounded up, never shown as less than is due.
    ['0.123456781', '0.12345679'],
    ['0.999999999', '1.00000000'],
    ['12.000000000000000001', '12.00000001'],
  ])('%s → %s', (due, shown) => {
    expect(amountToSend(due)).toBe(shown);
  });

  it('refuses what is not a plain decimal', () => {
    expect(() => amountToSend('1e-3')).toThrow(RangeError);
  });

  it('formats with the locale separators', () => {
    expect(formatCoinAmount('1234.5', 'en')).toBe('1,234.50000000');
    expect(formatCoinAmount('1234.5', 'de')).toBe('1.234,50000000');
  });

  it('prefixes fiat with its sign and groups thousands (spec §2, §9)', () => {
    expect(formatFiatAmount('1234.5', 'EUR', 'en')).toBe('€1,234.50');
    expect(formatFiatAmount('99', 'GBP', 'en')).toBe('£99.00');
    expect(formatFiatAmount('50', 'USD', 'en')).toBe('$50.00');
  });
});

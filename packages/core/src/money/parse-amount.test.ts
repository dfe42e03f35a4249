import { describe, expect, it } from 'vitest';
import { currencyCodes } from '../schemas/currency-codes.js';
import type { CurrencyCode } from '../schemas/currency-codes.js';
import { toDecimalString } from './decimal-string.js';
import { parseAmount } from './parse-amount.js';
import type { ParseAmountError } from './parse-amount.js';
import { assetScales } from './scales.js';

describe('parseAmount', () => {
  it.each<[CurrencyCode, string, bigint]>([
    ['EUR', '0', 0n],
    ['EUR', '12.34', 1234n],
    ['EUR', '12.3', 1230n],
    ['EUR', '0.01', 1n],
    ['EUR', '007.50', 750n],
    ['USD', '1000000', 100000000n],
    ['BTC', '0.00000001', 1n],
    ['BTC', '21000000', 2100000000000000n],
    ['BTC', '1.5', 150000000n],
    ['LTC', '0.12345678', 12345678n],
    ['BCH', '3', 300000000n],
    ['ETH', '0.000000000000000001', 1n],
    ['ETH', '1', 10n ** 18n],
    ['USDT', '0.000001', 1n],
    ['USDC', '2.5', 2500000n],
    ['EUR', '1' + '0'.repeat(35), 10n ** 37n],
    ['EUR', '9'.repeat(36) + '.99', 10n ** 38n - 1n],
  ])('%s %s is %s base units', (asset, text, expected) => {
    expect(parseAmount(asset, text)).toEqual({ ok: true, value: expected });
  });

  it.each<[CurrencyCode, string, ParseAmountError]>([
    ['EUR', '', 'invalid'],
    ['EUR', ' ', 'invalid'],
    ['EUR', ' 1', 'invalid'],
    ['EUR', '1 ', 'invalid'],
    ['EUR', '+1', 'invalid'],
    ['EUR', '1e3', 'invalid'],
    ['EUR', '1E3', 'invalid'],
    ['EUR', '1,5', 'invalid'],
    ['EUR', '1,000.00', 'invalid'],
    ['EUR', '1.', 'invalid'],
    ['EUR', '.5', 'invalid'],
    ['EUR', '1.2.3', 'invalid'],
    ['EUR', 'abc', 'invalid'],
    ['EUR', '0x10', 'invalid'],
    ['EUR', 'NaN', 'invalid'],
    ['EUR', 'Infinity', 'invalid'],
    ['EUR', '١٢', 'invalid'],
    ['EUR', '-', 'invalid'],
    ['EUR', '--1', 'invalid'],
    ['EUR', '-abc', 'invalid'],
    ['EUR', '-1', 'negative'],
    ['EUR', '-0.01', 'negative'],
    ['EUR', '-0', 'negative'],
    ['EUR', '1.234', 'too_many_decimals'],
    ['EUR', '1.000', 'too_many_decimals'],
    ['BTC', '0.000000001', 'too_many_decimals'],
    ['USDT', '0.0000001', 'too_many_decimals'],
    ['ETH', '0.0000000000000000001', 'too_many_decimals'],
    ['EUR', '1' + '0'.repeat(36), 'too_large'],
    ['ETH', '1' + '0'.repeat(20), 'too_large'],
    ['BTC', '9'.repeat(200), 'too_large'],
  ])('%s %j is refused as %s', (asset, text, error) => {
    expect(parseAmount(asset, text)).toEqual({ ok: false, error });
  });

  it('accepts the largest amount of each asset and refuses one more digit', () => {
    for (const asset of currencyCodes) {
      const wholeDigits = 38 - assetScales[asset];
      expect(parseAmount(asset, '9'.repeat(wholeDigits)).ok).toBe(true);
      expect(parseAmount(asset, '1' + '0'.repeat(wholeDigits))).toEqual({ ok: false, error: 'too_large' });
    }
  });

  it('round-trips every base unit count through toDecimalString', () => {
    for (const asset of currencyCodes) {
      for (const value of [0n, 1n, 9n, 10n, 99n, 100n, 123456789n, 10n ** 30n, 10n ** 38n - 1n]) {
        expect(parseAmount(asset, toDecimalString(asset, value))).toEqual({ ok: true, value });
      }
    }
  });
});

describe('toDecimalString', () => {
  it.each<[CurrencyCode, bigint, string]>([
    ['EUR', 0n, '0.00'],
    ['EUR', 1n, '0.01'],
    ['EUR', 1234n, '12.34'],
    ['EUR', -5n, '-0.05'],
    ['BTC', 1n, '0.00000001'],
    ['BTC', 100000000n, '1.00000000'],
    ['ETH', 1n, '0.000000000000000001'],
    ['USDT', 1500000n, '1.500000'],
    ['GBP', 10n ** 30n, '1' + '0'.repeat(28) + '.00'],
  ])('%s %s base units is %s', (asset, baseUnits, expected) => {
    expect(toDecimalString(asset, baseUnits)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { parseRatePair } from './rate-pair.js';
import { divideRounded, formatRate, invertRate, parseRate } from './rate.js';

describe('parseRate / formatRate', () => {
  it.each([
    ['61234.5', 61234500000000000000000n, '61234.5'],
    ['61234.50000', 61234500000000000000000n, '61234.5'],
    ['1', 1000000000000000000n, '1'],
    ['0.000000000000000001', 1n, '0.000000000000000001'],
    ['00012.340', 12340000000000000000n, '12.34'],
    ['99999999999999999999.999999999999999999', 10n ** 38n - 1n, '99999999999999999999.999999999999999999'],
  ])('%s is exactly %s rate units and prints as %s', (text, units, printed) => {
    expect(parseRate(text)).toBe(units);
    expect(formatRate(units)).toBe(printed);
  });

  it.each(['0', '0.000', '-1', '1e5', '1.', '.5', ' 1', '1,5', '0.0000000000000000001', '100000000000000000000', ''])(
    'refuses %j',
    (text) => {
      expect(parseRate(text)).toBeUndefined();
    },
  );
});

describe('invertRate', () => {
  it.each([
    // EUR_BTC 50000 → BTC_EUR 0.00002 exactly
    ['50000', 'down', '0.00002'],
    // 1/3 is not exact at 18 digits: down truncates, up rounds away
    ['3', 'down', '0.333333333333333333'],
    ['3', 'up', '0.333333333333333334'],
    ['61234.5', 'down', '0.000016330663269888'],
    ['61234.5', 'up', '0.000016330663269889'],
    ['0.5', 'down', '2'],
  ] as const)('1 / %s rounded %s is %s', (rate, rounding, inverse) => {
    expect(formatRate(invertRate(parseRate(rate)!, rounding))).toBe(inverse);
  });

  it('rounds down by default', () => {
    expect(invertRate(parseRate('3')!)).toBe(invertRate(parseRate('3')!, 'down'));
  });

  it('refuses a rate whose inverse is below 10^-18', () => {
    expect(() => invertRate(10n ** 37n)).toThrow(RangeError);
  });
});

describe('divideRounded', () => {
  it.each([
    [7n, 2n, 'down', 3n],
    [7n, 2n, 'up', 4n],
    [8n, 2n, 'up', 4n],
    [0n, 5n, 'up', 0n],
  ] as const)('%i / %i rounded %s is %i', (numerator, denominator, rounding, quotient) => {
    expect(divideRounded(numerator, denominator, rounding)).toBe(quotient);
  });

  it('refuses negative numerators and non-positive denominators', () => {
    expect(() => divideRounded(-1n, 2n, 'down')).toThrow(RangeError);
    expect(() => divideRounded(1n, 0n, 'down')).toThrow(RangeError);
  });
});

describe('parseRatePair', () => {
  it('reads fiat_crypto as the quoted direction and crypto_fiat as its inverse', () => {
    expect(parseRatePair('EUR_BTC')).toEqual({
      pair: 'EUR_BTC',
      canonical: 'EUR_BTC',
      inverse: false,
      quote: 'EUR',
      base: 'BTC',
    });
    expect(parseRatePair('BTC_EUR')).toEqual({
      pair: 'BTC_EUR',
      canonical: 'EUR_BTC',
      inverse: true,
      quote: 'BTC',
      base: 'EUR',
    });
  });

  it.each(['EUR_USD', 'BTC_ETH', 'EURBTC', 'EUR_BTC_X', 'eur_btc', 'XRP_EUR', 'EUR_DOGE'])('refuses %s', (text) => {
    expect(parseRatePair(text)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { parseRate } from '../rates/rate.js';
import { computeAccountValues, pairsNeeded } from './account-values.js';
import { displayAmount } from './display-amount.js';

const now = new Date('2026-11-22T12:00:00Z');
const fresh = new Date(now.getTime() - 60_000);
const rate = (text: string, observedAt = fresh) => ({ rateUnits: parseRate(text) ?? 0n, observedAt });
const rates = new Map([
  ['EUR_BTC', rate('50000')],
  ['EUR_ETH', rate('2500.5')],
  ['GBP_BTC', rate('40000')],
  ['EUR_USDT', rate('0.9')],
]);
const maxRateAgeMs = 15 * 60_000;

describe('displayAmount', () => {
  it('shows crypto with 8 decimals (ETH truncated, USDT padded) and fiat with 2', () => {
    expect(displayAmount('BTC', 1n)).toBe('0.00000001');
    expect(displayAmount('ETH', 1_999_999_999_999_999_999n)).toBe('1.99999999');
    expect(displayAmount('USDT', 1_500_000n)).toBe('1.50000000');
    expect(displayAmount('EUR', 123_456n)).toBe('1234.56');
    expect(displayAmount('EUR', 0n)).toBe('0.00');
    expect(displayAmount('EUR', -5n)).toBe('-0.05');
    expect(displayAmount('ETH', -1n)).toBe('0.00000000');
  });
});

describe('computeAccountValues', () => {
  it('values crypto at FIAT_COIN, other fiat through BTC, and BTC held exactly, rounding down once', () => {
    const result = computeAccountValues({
      balances: [
        { currency: 'BTC', posted: 10_000_000n }, // 0.1 BTC = 5000 EUR
        { currency: 'ETH', posted: 10n ** 18n }, // 1 ETH = 2500.50 EUR
        { currency: 'GBP', posted: 40_000n }, // 400 GBP = 0.01 BTC = 500 EUR
        { currency: 'EUR', posted: 1n }, // 0.01 EUR
      ],
      fiat: 'EUR',
      rates,
      now,
      maxRateAgeMs,
    });
    expect(result).toMatchObject({ available: true, values: { EUR: '8000.51', BTC: '0.16001020' } });
    // 0.1 BTC exactly + (2500.50 + 500 + 0.01) / 50000 BTC = 0.1 + 0.0600102 BTC
    expect(result.available && result.ratesObservedAt).toEqual(fresh);
  });

  it('answers zero without any rate when nothing is held', () => {
    const result = computeAccountValues({
      balances: [{ currency: 'BTC', posted: 0n }],
      fiat: 'CHF',
      rates: new Map(),
      now,
      maxRateAgeMs,
    });
    expect(result).toEqual({
      available: true,
      values: { CHF: '0.00', BTC: '0.00000000' },
      fiatBaseUnits: 0n,
      btcBaseUnits: 0n,
      ratesObservedAt: null,
    });
  });

  it('is unavailable, not invented, when a needed rate is stale or missing', () => {
    const stale = new Map(rates);
    stale.set('EUR_ETH', rate('2500', new Date(now.getTime() - maxRateAgeMs - 1)));
    const balances = [
      { currency: 'BTC' as const, posted: 1n },
      { currency: 'ETH' as const, posted: 1n },
    ];
    expect(computeAccountValues({ balances, fiat: 'EUR', rates: stale, now, maxRateAgeMs })).toEqual({
      available: false,
      error: 'stale_rate',
    });
    expect(
      computeAccountValues({ balances: [{ currency: 'LTC', posted: 1n }], fiat: 'EUR', rates, now, maxRateAgeMs }),
    ).toEqual({ available: false, error: 'rate_unavailable' });
  });

  it('asks only for the pairs the balances need', () => {
    expect(
      pairsNeeded(
        [
          { currency: 'EUR', posted: 5n },
          { currency: 'GBP', posted: 5n },
          { currency: 'LTC', posted: 0n },
          { currency: 'USDC', posted: 1n },
        ],
        'EUR',
      ).sort(),
    ).toEqual(['EUR_BTC', 'EUR_USDC', 'GBP_BTC']);
  });
});

import { describe, expect, it } from 'vitest';
import { canonicalRatePairs } from './rate-pair.js';
import { parseRate } from './rate.js';
import { anchorUsd, createTestRatesProvider, maxDeviationPpm, testRate } from './test-rates-provider.js';

const minute = 60_000;
const time = Date.UTC(2026, 10, 22, 12, 0, 0);
const signal = new AbortController().signal;

describe('test-mode rates provider', () => {
  it('labels every quote as test and answers every pair asked for, at the bucket start', async () => {
    const provider = createTestRatesProvider({ seed: 'demo', now: () => time + 12_345 });
    const quotes = await provider.fetchRates(canonicalRatePairs, signal);
    expect(provider.name).toBe('test');
    expect(quotes.map((quote) => quote.pair)).toEqual(canonicalRatePairs);
    for (const quote of quotes) {
      expect(quote.source).toBe('test');
      expect(quote.observedAt.getTime()).toBe(time);
      expect(parseRate(quote.rate)).toBeDefined();
    }
  });

  it('gives the same rate for the same seed and time, and a different one for another seed', () => {
    const bucket = time / minute;
    expect(testRate({ seed: 'demo', pair: 'EUR_BTC', bucket })).toBe(
      testRate({ seed: 'demo', pair: 'EUR_BTC', bucket }),
    );
    expect(testRate({ seed: 'demo', pair: 'EUR_BTC', bucket })).not.toBe(
      testRate({ seed: 'other', pair: 'EUR_BTC', bucket }),
    );
  });

  it('is pinned: these exact values must not change between machines or versions', () => {
    // Recorded once; a change here means saved demo data and screenshots would move.
    const bucket = time / minute;
    expect(testRate({ seed: 'demo', pair: 'USD_BTC', bucket })).toBe('71022.38');
    expect(testRate({ seed: 'demo', pair: 'EUR_ETH', bucket })).toBe('3009.91861913');
  });

  it('moves over time, a little per minute and more per week', () => {
    const at = (bucket: number) => Number(parseRate(testRate({ seed: 'demo', pair: 'USD_BTC', bucket }))! / 10n ** 14n);
    const start = time / minute;
    const perMinute: number[] = [];
    for (let step = 1; step <= 120; step += 1) perMinute.push(Math.abs(at(start + step) / at(start + step - 1) - 1));
    // Not frozen, but no minute moves more than 1 % (two adjacent knots of each octave at most).
    expect(new Set(perMinute).size).toBeGreaterThan(100);
    expect(Math.max(...perMinute)).toBeLessThan(0.01);
    const weekly = new Set([0, 1, 2, 3, 4].map((week) => at(start + week * 7 * 24 * 60)));
    expect(weekly.size).toBe(5);
  });

  it('stays within the documented bounds around realistic anchors over a year', () => {
    const start = time / minute;
    for (const pair of ['USD_BTC', 'USD_ETH', 'USD_LTC', 'USD_BCH', 'USD_USDT', 'USD_USDC'] as const) {
      const base = pair.slice(4) as 'BTC' | 'ETH' | 'LTC' | 'BCH' | 'USDT' | 'USDC';
      const anchor = parseRate(anchorUsd(base))!;
      const bound = BigInt(maxDeviationPpm(base));
      for (let hour = 0; hour < 365 * 24; hour += 7) {
        const rate = parseRate(testRate({ seed: 'demo', pair, bucket: start + hour * 60 }))!;
        expect(rate * 1_000_000n >= anchor * (1_000_000n - bound)).toBe(true);
        expect(rate * 1_000_000n <= anchor * (1_000_000n + bound) + 1_000_000n).toBe(true);
      }
    }
    // stablecoins stay near 1 USD
    expect(maxDeviationPpm('USDT')).toBeLessThanOrEqual(2_000);
  });

  it('keeps fiat pairs consistent: EUR_BTC is USD_BTC over the EUR price in USD', () => {
    const bucket = time / minute;
    const usdBtc = Number(testRate({ seed: 'demo', pair: 'USD_BTC', bucket }));
    const eurBtc = Number(testRate({ seed: 'demo', pair: 'EUR_BTC', bucket }));
    const ratio = usdBtc / eurBtc;
    expect(ratio).toBeGreaterThan(1.08 * 0.98);
    expect(ratio).toBeLessThan(1.08 * 1.02);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const provider = createTestRatesProvider({ seed: 'demo' });
    await expect(provider.fetchRates(['EUR_BTC'], controller.signal)).rejects.toMatchObject({ failure: 'aborted' });
  });
});

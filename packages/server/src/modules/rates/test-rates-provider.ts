import type { CryptoCurrency, FiatCurrency } from '@platform/core';
import { parseRatePair, type CanonicalRatePair } from './rate-pair.js';
import { divideRounded, formatRate, parseRate, rateUnitsPerWhole } from './rate.js';
import { RatesProviderError, type RateQuote, type RatesProvider } from './rates-provider.js';
import { marketAnchors } from './test-market-anchors.js';
import { testMarketHistory, testMarketQuotes } from './test-market-prices.js';

/**
 * Test-mode rates (source 'test'): plausible prices that are the same on every machine for the
 * same seed and time bucket. Each asset's USD price is its anchor moved by a sum of "octaves" of
 * seeded value noise (knots every `period` buckets, linearly interpolated), which looks like a
 * random walk at every zoom level yet never leaves anchor ± the sum of amplitudes. All integer
 * math: 32-bit hashing with Math.imul, safe-integer interpolation, bigint prices.
 */
export const testRatesSource = 'test';

/** [period in buckets, amplitude in parts per million]. */
type Octave = readonly [periodBuckets: number, amplitudePpm: number];

const volatileCrypto: readonly Octave[] = [
  [1, 500],
  [15, 3_000],
  [240, 15_000],
  [2_880, 40_000],
  [20_160, 80_000],
];
const stablecoin: readonly Octave[] = [
  [1, 50],
  [60, 300],
  [1_440, 1_000],
];
const fiatExchange: readonly Octave[] = [
  [1, 50],
  [60, 500],
  [1_440, 3_000],
  [20_160, 10_000],
];

/** USD per 1 whole unit, with the noise that moves it. */
const cryptoAnchors: Record<CryptoCurrency, { usd: string; octaves: readonly Octave[] }> = {
  BTC: { usd: '65000', octaves: volatileCrypto },
  ETH: { usd: '3200', octaves: volatileCrypto },
  LTC: { usd: '80', octaves: volatileCrypto },
  BCH: { usd: '380', octaves: volatileCrypto },
  USDT: { usd: '1', octaves: stablecoin },
  USDC: { usd: '1', octaves: stablecoin },
};
const fiatAnchors: Record<FiatCurrency, { usd: string; octaves: readonly Octave[] }> = {
  USD: { usd: '1', octaves: [] },
  EUR: { usd: '1.08', octaves: fiatExchange },
  GBP: { usd: '1.27', octaves: fiatExchange },
  AUD: { usd: '0.66', octaves: fiatExchange },
  CAD: { usd: '0.73', octaves: fiatExchange },
  CHF: { usd: '1.13', octaves: fiatExchange },
};

/** Largest relative move from the anchor an asset can make, in ppm (tests check the bounds). */
export function maxDeviationPpm(asset: CryptoCurrency | FiatCurrency): number {
  const octaves = asset in cryptoAnchors ? cryptoAnchors[asset as CryptoCurrency] : fiatAnchors[asset as FiatCurrency];
  return octaves.octaves.reduce((sum, [, amplitudePpm]) => sum + amplitudePpm, 0);
}

export function anchorUsd(asset: CryptoCurrency | FiatCurrency): string {
  return asset in cryptoAnchors ? cryptoAnchors[asset as CryptoCurrency].usd : fiatAnchors[asset as FiatCurrency].usd;
}

function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

/** A murmur3-style finalizer over (key hash, knot index): a uniform uint32 per knot. */
function knotHash(keyHash: number, knotIndex: number): number {
  let hash = keyHash ^ Math.imul(knotIndex >>> 0, 0x9e3779b1) ^ Math.imul(Math.floor(knotIndex / 2 ** 32), 0x85ebca77);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

function knotValue(keyHash: number, knotIndex: number, amplitudePpm: number): number {
  return (knotHash(keyHash, knotIndex) % (2 * amplitudePpm + 1)) - amplitudePpm;
}

function deviationPpm(seed: string, asset: string, octaves: readonly Octave[], bucket: number): number {
  let total = 0;
  for (const [periodBuckets, amplitudePpm] of octaves) {
    const keyHash = hashText(`${seed}|${asset}|${periodBuckets}`);
    const knotIndex = Math.floor(bucket / periodBuckets);
    const offset = bucket - knotIndex * periodBuckets;
    const start = knotValue(keyHash, knotIndex, amplitudePpm);
    const end = knotValue(keyHash, knotIndex + 1, amplitudePpm);
    total += start + Math.trunc(((end - start) * offset) / periodBuckets);
  }
  return total;
}

/** The anchor of a wallet coin, a fiat currency or another market coin (test-market-anchors.ts). */
function anchorOf(asset: string): { usd: string; octaves: readonly Octave[] } {
  if (asset in cryptoAnchors) return cryptoAnchors[asset as CryptoCurrency];
  if (asset in fiatAnchors) return fiatAnchors[asset as FiatCurrency];
  const market = marketAnchors[asset];
  if (market === undefined) throw new RangeError(`no test anchor for ${asset}`);
  return { usd: market.usd, octaves: market.stable === true ? stablecoin : volatileCrypto };
}

/** Whether test mode prices this asset (a wallet coin, a fiat currency or a market coin). */
export function hasTestAnchor(asset: string): boolean {
  return asset in cryptoAnchors || asset in fiatAnchors || asset in marketAnchors;
}

/** Rate units of US dollars per 1 `asset` in one bucket (the same prices the rate pairs are made of). */
export function testUsdPriceUnits(seed: string, asset: string, bucket: number): bigint {
  const anchor = anchorOf(asset);
  const anchorUnits = parseRate(anchor.usd);
  if (anchorUnits === undefined) throw new Error(`bad anchor for ${asset}`);
  const deviation = BigInt(deviationPpm(seed, asset, anchor.octaves, bucket));
  return divideRounded(anchorUnits * (1_000_000n + deviation), 1_000_000n, 'down');
}

const testRateFractionDigits = 8;

export interface TestRatesProviderOptions {
  seed: string;
  /** Prices change once per bucket; default one minute. */
  bucketMs?: number;
  /** Milliseconds since the epoch. */
  now?: () => number;
}

/** The deterministic rate of a canonical pair at one time. */
export function testRate(options: { seed: string; pair: CanonicalRatePair; bucket: number }): string {
  const parsed = parseRatePair(options.pair);
  if (parsed === undefined || parsed.inverse) throw new RangeError(`not a canonical pair: ${options.pair}`);
  const cryptoUsd = testUsdPriceUnits(options.seed, parsed.base, options.bucket);
  const fiatUsd = testUsdPriceUnits(options.seed, parsed.quote, options.bucket);
  // Quoted to 8 decimals like an exchange ticker, rounded down.
  const quotedUnit = rateUnitsPerWhole / 10n ** BigInt(testRateFractionDigits);
  return formatRate(divideRounded(cryptoUsd * rateUnitsPerWhole, fiatUsd * quotedUnit, 'down') * quotedUnit);
}

export function createTestRatesProvider(options: TestRatesProviderOptions): RatesProvider {
  const bucketMs = options.bucketMs ?? 60_000;
  const now = options.now ?? Date.now;
  if (!Number.isSafeInteger(bucketMs) || bucketMs < 1) throw new RangeError('bucketMs must be a positive integer');
  return {
    name: testRatesSource,
    async fetchRates(pairs, signal) {
      if (signal.aborted) throw new RatesProviderError('aborted', 'the rates fetch was aborted');
      const bucket = Math.floor(now() / bucketMs);
      const observedAt = new Date(bucket * bucketMs);
      return pairs.map((pair): RateQuote => ({
        pair,
        rate: testRate({ seed: options.seed, pair, bucket }),
        source: testRatesSource,
        observedAt,
      }));
    },
    async fetchMarket(assets, signal) {
      if (signal.aborted) throw new RatesProviderError('aborted', 'the rates fetch was aborted');
      return testMarketQuotes({ seed: options.seed, assets, minuteBucket: Math.floor(now() / bucketMs), bucketMs });
    },
    async fetchHistory(request) {
      if (request.signal.aborted) throw new RatesProviderError('aborted', 'the rates fetch was aborted');
      return testMarketHistory({ ...request, seed: options.seed, nowMs: now(), bucketMs });
    },
  };
}

import type { Database } from '../../db/database.js';
import { canonicalRatePairs, isCanonicalRatePair, maxPairsPerCall, type CanonicalRatePair } from './rate-pair.js';
import { parseRate } from './rate.js';
import { insertRateSnapshots } from './rate-snapshots.js';
import type { RateQuote, RatesProvider } from './rates-provider.js';

/** A quote observed further ahead of our clock than this is refused (a provider with a broken clock). */
export const maxClockSkewMs = 60_000;

export interface RefreshRatesOptions {
  database: Database;
  provider: RatesProvider;
  now: Date;
  /** Canonical pairs to fetch, at most 50; every supported pair by default. */
  pairs?: readonly CanonicalRatePair[];
  signal?: AbortSignal;
}

export interface RefreshRatesResult {
  /** Quotes the provider answered that passed the checks. */
  quotes: RateQuote[];
  /** Of those, how many were new observations (a re-run in the same bucket stores nothing). */
  storedCount: number;
  /** Quotes dropped: pairs not asked for, unreadable rates, future timestamps. */
  refusedCount: number;
}

/** Fetches one round of quotes and stores a snapshot per pair in one transaction. */
export async function refreshRates(options: RefreshRatesOptions): Promise<RefreshRatesResult> {
  const pairs = options.pairs ?? canonicalRatePairs;
  if (pairs.length > maxPairsPerCall) throw new RangeError(`at most ${maxPairsPerCall} pairs per refresh`);
  for (const pair of pairs) if (!isCanonicalRatePair(pair)) throw new RangeError(`not a canonical pair: ${pair}`);
  const asked = new Set<string>(pairs);
  const answered = await options.provider.fetchRates(pairs, options.signal ?? new AbortController().signal);
  const latestAllowedMs = options.now.getTime() + maxClockSkewMs;
  const seen = new Set<string>();
  const quotes = answered.filter((quote) => {
    const acceptable =
      asked.has(quote.pair) &&
      !seen.has(quote.pair) &&
      parseRate(quote.rate) !== undefined &&
      quote.source === options.provider.name &&
      quote.observedAt.getTime() <= latestAllowedMs;
    if (acceptable) seen.add(quote.pair);
    return acceptable;
  });
  const storedCount = await options.database.transaction((transaction) => insertRateSnapshots(transaction, quotes));
  return { quotes, storedCount, refusedCount: answered.length - quotes.length };
}

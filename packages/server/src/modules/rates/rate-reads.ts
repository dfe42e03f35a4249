import type { Queryable } from '../../db/database.js';
import { parseRatePair, type CanonicalRatePair, type ParsedRatePair, type RatePair } from './rate-pair.js';
import { formatRate, invertRate } from './rate.js';
import { RatesError } from './rates-error.js';
import { latestRateSnapshots, type RateSnapshot } from './rate-snapshots.js';

/** The rate of a requested pair, with the stored quote it comes from. */
export interface PairRate {
  pair: RatePair;
  /** Rate units of `pair` (derived with invertRate, rounding down, for crypto_fiat pairs). */
  rateUnits: bigint;
  /** Exact decimal string of rateUnits. */
  rate: string;
  /** The quoted (canonical) pair and rate: convert money against these, not against a derived inverse. */
  quoted: Pick<ParsedRatePair, 'quote' | 'base'> & { pair: CanonicalRatePair; rateUnits: bigint };
  source: string;
  observedAt: Date;
}

function toPairRate(parsed: ParsedRatePair, snapshot: RateSnapshot): PairRate {
  const rateUnits = parsed.inverse ? invertRate(snapshot.rateUnits, 'down') : snapshot.rateUnits;
  return {
    pair: parsed.pair,
    rateUnits,
    rate: formatRate(rateUnits),
    quoted: {
      pair: parsed.canonical,
      quote: parsed.inverse ? parsed.base : parsed.quote,
      base: parsed.inverse ? parsed.quote : parsed.base,
      rateUnits: snapshot.rateUnits,
    },
    source: snapshot.source,
    observedAt: snapshot.observedAt,
  };
}

function parseOrThrow(pair: string): ParsedRatePair {
  const parsed = parseRatePair(pair);
  if (parsed === undefined) throw new RatesError('unsupported_pair', `${pair} is not a supported rate pair`);
  return parsed;
}

/**
 * The newest stored rate of each pair, whatever its age (for display, which shows the timestamp).
 * Pairs with no snapshot at all are absent from the map.
 */
export async function getLatestRates(options: {
  database: Queryable;
  pairs: readonly string[];
}): Promise<Map<RatePair, PairRate>> {
  const parsedPairs = options.pairs.map(parseOrThrow);
  const snapshots = await latestRateSnapshots(
    options.database,
    parsedPairs.map((parsed) => parsed.canonical),
  );
  const rates = new Map<RatePair, PairRate>();
  for (const parsed of parsedPairs) {
    const snapshot = snapshots.get(parsed.canonical);
    if (snapshot !== undefined) rates.set(parsed.pair, toPairRate(parsed, snapshot));
  }
  return rates;
}

export function isFresh(rate: Pick<PairRate, 'observedAt'>, maxAgeMs: number, now: Date): boolean {
  return now.getTime() - rate.observedAt.getTime() <= maxAgeMs;
}

/**
 * The rate a money operation may use: refuses with RatesError 'stale_rate' when the newest rate
 * is older than maxAgeMs, and 'rate_unavailable' when there is none.
 */
export async function getRateForMoney(options: {
  database: Queryable;
  pair: string;
  maxAgeMs: number;
  now: Date;
}): Promise<PairRate> {
  if (!Number.isSafeInteger(options.maxAgeMs) || options.maxAgeMs < 0) throw new RangeError('maxAgeMs must be >= 0');
  const rates = await getLatestRates({ database: options.database, pairs: [options.pair] });
  const rate = [...rates.values()][0];
  if (rate === undefined) throw new RatesError('rate_unavailable', `no rate of ${options.pair} has been observed`);
  if (!isFresh(rate, options.maxAgeMs, options.now)) {
    throw new RatesError(
      'stale_rate',
      `the newest rate of ${options.pair} is from ${rate.observedAt.toISOString()}, older than ${options.maxAgeMs} ms`,
    );
  }
  return rate;
}

import type { Queryable } from '../../db/database.js';
import { parseRatePair } from './rate-pair.js';
import { formatRate, invertRate } from './rate.js';
import { RatesError } from './rates-error.js';
import { chartRateSnapshots } from './rate-snapshots.js';

/** A chart never has more points than this. */
export const maxChartPoints = 500;

export const chartBucketsMs = {
  '1m': 60_000,
  '5m': 5 * 60_000,
  '15m': 15 * 60_000,
  '1h': 60 * 60_000,
  '4h': 4 * 60 * 60_000,
  '1d': 24 * 60 * 60_000,
} as const;
export type ChartBucket = keyof typeof chartBucketsMs;

/** One chart point as core's pricePointSchema has it: bucket start (ms since epoch) and the price. */
export interface ChartPoint {
  time: number;
  price: string;
}

/**
 * The last observed rate per bucket between from and to, oldest first; buckets with no snapshot
 * are left out (a gap, not an invented price). Refuses ranges over maxChartPoints buckets.
 */
export async function getChartRates(options: {
  database: Queryable;
  pair: string;
  from: Date;
  to: Date;
  bucket: ChartBucket;
}): Promise<ChartPoint[]> {
  const parsed = parseRatePair(options.pair);
  if (parsed === undefined) throw new RatesError('unsupported_pair', `${options.pair} is not a supported rate pair`);
  const bucketMs = chartBucketsMs[options.bucket];
  const spanMs = options.to.getTime() - options.from.getTime();
  if (!(spanMs > 0)) throw new RangeError('a chart range ends after it starts');
  if (Math.ceil(spanMs / bucketMs) > maxChartPoints) {
    throw new RatesError('too_many_points', `a chart has at most ${maxChartPoints} points; use a larger bucket`);
  }
  const rows = await chartRateSnapshots(options.database, {
    pair: parsed.canonical,
    from: options.from,
    to: options.to,
    bucketMs,
    maxPoints: maxChartPoints + 1,
  });
  return rows.map((row) => ({
    time: Number(row.bucketIndex) * bucketMs,
    price: formatRate(parsed.inverse ? invertRate(row.rateUnits, 'down') : row.rateUnits),
  }));
}

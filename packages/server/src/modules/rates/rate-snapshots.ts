import type { Queryable } from '../../db/database.js';
import { maxPairsPerCall, type CanonicalRatePair } from './rate-pair.js';
import { parseRate } from './rate.js';
import type { RateQuote } from './rates-provider.js';

/** A stored observation of a canonical pair. */
export interface RateSnapshot {
  pair: CanonicalRatePair;
  rateUnits: bigint;
  source: string;
  observedAt: Date;
}

interface SnapshotRow {
  pair: CanonicalRatePair;
  rate: string;
  source: string;
  observed_at_ms: string;
}

function toSnapshot(row: SnapshotRow): RateSnapshot {
  const rateUnits = parseRate(row.rate);
  // The column check (rate > 0) and numeric(38,18) make this unreachable unless the schema changed.
  if (rateUnits === undefined) throw new Error(`stored rate of ${row.pair} is unreadable: ${row.rate}`);
  return { pair: row.pair, rateUnits, source: row.source, observedAt: new Date(Number(row.observed_at_ms)) };
}

// Numeric and time travel as text so neither driver turns them into floats.
const snapshotColumns = `pair, rate::text as rate, source,
  (extract(epoch from observed_at) * 1000)::bigint::text as observed_at_ms`;

/** Stores quotes in one statement; an observation already stored is skipped. Returns how many were new. */
export async function insertRateSnapshots(queryable: Queryable, quotes: readonly RateQuote[]): Promise<number> {
  if (quotes.length === 0) return 0;
  if (quotes.length > maxPairsPerCall) throw new RangeError(`at most ${maxPairsPerCall} quotes per insert`);
  const values: string[] = [];
  const params: unknown[] = [];
  for (const quote of quotes) {
    const offset = params.length;
    values.push(`($${offset + 1}, $${offset + 2}::numeric, $${offset + 3}, $${offset + 4}::timestamptz)`);
    params.push(quote.pair, quote.rate, quote.source, quote.observedAt.toISOString());
  }
  const result = await queryable.query<{ id: string }>(
    `insert into rate_snapshots (pair, rate, source, observed_at) values ${values.join(', ')}
     on conflict (pair, source, observed_at) do nothing returning id::text as id`,
    params,
  );
  return result.rows.length;
}

/** The newest snapshot of each pair that has one. */
export async function latestRateSnapshots(
  queryable: Queryable,
  pairs: readonly CanonicalRatePair[],
): Promise<Map<CanonicalRatePair, RateSnapshot>> {
  if (pairs.length > maxPairsPerCall) throw new RangeError(`at most ${maxPairsPerCall} pairs per read`);
  const latest = new Map<CanonicalRatePair, RateSnapshot>();
  if (pairs.length === 0) return latest;
  const result = await queryable.query<SnapshotRow>(
    `select distinct on (pair) ${snapshotColumns} from rate_snapshots
     where pair = any($1::text[]) order by pair, observed_at desc, id desc`,
    [[...new Set(pairs)]],
  );
  for (const row of result.rows) latest.set(row.pair, toSnapshot(row));
  return latest;
}

export interface ChartBucketRow {
  bucketIndex: bigint;
  rateUnits: bigint;
}

/**
 * The last rate observed in each bucket of `bucketMs` (bucket i starts at i × bucketMs since the
 * epoch) between from (inclusive) and to (exclusive), oldest first, at most `maxPoints` rows.
 */
export async function chartRateSnapshots(
  queryable: Queryable,
  options: { pair: CanonicalRatePair; from: Date; to: Date; bucketMs: number; maxPoints: number },
): Promise<ChartBucketRow[]> {
  const result = await queryable.query<{ bucket_index: string; rate: string }>(
    `select bucket_index::text as bucket_index, rate::text as rate from (
       select floor(extract(epoch from observed_at) * 1000 / $4)::bigint as bucket_index,
              (array_agg(rate order by observed_at desc, id desc))[1] as rate
       from rate_snapshots
       where pair = $1 and observed_at >= $2::timestamptz and observed_at < $3::timestamptz
       group by 1
     ) as buckets order by bucket_index limit $5`,
    [options.pair, options.from.toISOString(), options.to.toISOString(), options.bucketMs, options.maxPoints],
  );
  return result.rows.map((row) => {
    const rateUnits = parseRate(row.rate);
    if (rateUnits === undefined) throw new Error(`stored rate of ${options.pair} is unreadable: ${row.rate}`);
    return { bucketIndex: BigInt(row.bucket_index), rateUnits };
  });
}

/** Deletes snapshots observed before `before`, at most `limit` rows per call. */
export async function pruneRateSnapshots(
  queryable: Queryable,
  options: { before: Date; limit: number },
): Promise<number> {
  const result = await queryable.query<{ id: string }>(
    `delete from rate_snapshots where id in (
       select id from rate_snapshots where observed_at < $1::timestamptz limit $2
     ) returning id::text as id`,
    [options.before.toISOString(), options.limit],
  );
  return result.rows.length;
}

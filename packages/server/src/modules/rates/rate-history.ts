import type { Queryable } from '../../db/database.js';
import { parseRate } from './rate.js';
import type { HistoryQuote, HistoryResolution } from './rates-provider.js';

/**
 * The price history table (migration 110_rate_history.sql): dollar prices of the market assets at
 * three resolutions. Numbers and times travel as text so no driver turns them into floats.
 */
export interface HistoryRow {
  asset: string;
  bucketStartMs: number;
  usdPriceUnits: bigint;
  volume24hUsd: string | null;
  marketCapUsd: string | null;
  source: string;
  observedAtMs: number;
}

interface RawRow {
  asset: string;
  bucket_ms: string;
  usd_price: string;
  volume_24h_usd: string | null;
  market_cap_usd: string | null;
  source: string;
  observed_ms: string;
}

const columns = `asset, (extract(epoch from bucket_start) * 1000)::bigint::text as bucket_ms, usd_price::text as usd_price,
  volume_24h_usd::text as volume_24h_usd, market_cap_usd::text as market_cap_usd, source,
  (extract(epoch from observed_at) * 1000)::bigint::text as observed_ms`;

function toRow(raw: RawRow): HistoryRow {
  const usdPriceUnits = parseRate(raw.usd_price);
  if (usdPriceUnits === undefined) throw new Error(`stored price of ${raw.asset} is unreadable: ${raw.usd_price}`);
  return {
    asset: raw.asset,
    bucketStartMs: Number(raw.bucket_ms),
    usdPriceUnits,
    volume24hUsd: raw.volume_24h_usd,
    marketCapUsd: raw.market_cap_usd,
    source: raw.source,
    observedAtMs: Number(raw.observed_ms),
  };
}

/** Points written by one statement at most. */
export const maxHistoryRowsPerWrite = 5_000;

/**
 * Stores points; a point already stored for the bucket is replaced only by a later observation
 * (`mode: 'latest'`, the refresh) or kept (`mode: 'fill'`, the backfill never overwrites).
 */
export async function writeHistory(
  queryable: Queryable,
  quotes: readonly HistoryQuote[],
  mode: 'latest' | 'fill',
): Promise<number> {
  if (quotes.length === 0) return 0;
  if (quotes.length > maxHistoryRowsPerWrite)
    throw new RangeError(`at most ${maxHistoryRowsPerWrite} points per write`);
  const conflict =
    mode === 'fill'
      ? 'do nothing'
      : `do update set usd_price = excluded.usd_price, volume_24h_usd = excluded.volume_24h_usd,
           market_cap_usd = excluded.market_cap_usd, source = excluded.source, observed_at = excluded.observed_at
         where rate_history.observed_at <= excluded.observed_at`;
  const result = await queryable.query<{ asset: string }>(
    `insert into rate_history (asset, resolution, bucket_start, usd_price, volume_24h_usd, market_cap_usd, source, observed_at)
     select * from unnest($1::text[], $2::text[], $3::timestamptz[], $4::numeric[], $5::numeric[], $6::numeric[], $7::text[], $8::timestamptz[])
     on conflict (asset, resolution, bucket_start) ${conflict} returning asset`,
    [
      quotes.map((quote) => quote.asset),
      quotes.map((quote) => quote.resolution),
      quotes.map((quote) => quote.bucketStart.toISOString()),
      quotes.map((quote) => quote.usdPrice),
      quotes.map((quote) => quote.volume24hUsd),
      quotes.map((quote) => quote.marketCapUsd),
      quotes.map((quote) => quote.source),
      quotes.map((quote) => quote.observedAt.toISOString()),
    ],
  );
  return result.rows.length;
}

/** How much history each asset has at a resolution since `since`: points and the newest bucket. */
export async function historyCoverage(
  queryable: Queryable,
  options: { resolution: HistoryResolution; since: Date },
): Promise<Map<string, { points: number; newestMs: number }>> {
  const result = await queryable.query<{ asset: string; points: string; newest_ms: string }>(
    `select asset, count(*)::text as points, (extract(epoch from max(bucket_start)) * 1000)::bigint::text as newest_ms
     from rate_history where resolution = $1 and bucket_start >= $2::timestamptz group by asset`,
    [options.resolution, options.since.toISOString()],
  );
  return new Map(
    result.rows.map((row) => [row.asset, { points: Number(row.points), newestMs: Number(row.newest_ms) }]),
  );
}

/** The newest point of each asset at a resolution (the current price). */
export async function latestHistory(queryable: Queryable, resolution: HistoryResolution): Promise<HistoryRow[]> {
  const result = await queryable.query<RawRow>(
    `select distinct on (asset) ${columns} from rate_history where resolution = $1
     order by asset, bucket_start desc limit 200`,
    [resolution],
  );
  return result.rows.map(toRow);
}

/** Points of the given assets at a resolution from `from` (inclusive) to `to` (exclusive), oldest first. */
export async function historySeries(
  queryable: Queryable,
  options: { assets: readonly string[]; resolution: HistoryResolution; from: Date; to: Date; maxRows: number },
): Promise<HistoryRow[]> {
  const result = await queryable.query<RawRow>(
    `select ${columns} from rate_history
     where asset = any($1::text[]) and resolution = $2 and bucket_start >= $3::timestamptz and bucket_start < $4::timestamptz
     order by bucket_start, asset limit $5`,
    [[...options.assets], options.resolution, options.from.toISOString(), options.to.toISOString(), options.maxRows],
  );
  return result.rows.map(toRow);
}

/** Deletes points of a resolution older than `before`, at most `limit` per call. */
export async function pruneHistory(
  queryable: Queryable,
  options: { resolution: HistoryResolution; before: Date; limit: number },
): Promise<number> {
  const result = await queryable.query<{ asset: string }>(
    `delete from rate_history where (asset, resolution, bucket_start) in (
       select asset, resolution, bucket_start from rate_history
       where resolution = $1 and bucket_start < $2::timestamptz limit $3
     ) returning asset`,
    [options.resolution, options.before.toISOString(), options.limit],
  );
  return result.rows.length;
}

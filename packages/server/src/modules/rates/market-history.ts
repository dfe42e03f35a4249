import { fiatCurrencies, marketCoinIsos } from '@platform/core';
import type { Database } from '../../db/database.js';
import { historyCoverage, maxHistoryRowsPerWrite, pruneHistory, writeHistory } from './rate-history.js';
import {
  historyResolutionMs,
  historyResolutions,
  type HistoryQuote,
  type HistoryResolution,
  type MarketQuote,
  type RatesProvider,
} from './rates-provider.js';
import { maxClockSkewMs } from './refresh-rates.js';
import { parseRate } from './rate.js';

/** What the history holds: every market coin, and each fiat currency but the dollar (which is 1). */
export const marketAssets: readonly string[] = [...marketCoinIsos, ...fiatCurrencies.filter((fiat) => fiat !== 'USD')];

const dayMs = 24 * 60 * 60_000;

/**
 * How far back each resolution is filled on a fresh platform (and after downtime): what the chart
 * ranges read (24 h of 5-minute points, 30 days of hourly ones, a year of daily ones). Hourly
 * points are kept up to 90 days (retention below) as the refresher adds them; the backfill stops
 * at 31 days because no range reads further and PGlite writes about 4 000 points a second.
 */
export const historySpanMs: Record<HistoryResolution, number> = { '5m': dayMs, '1h': 31 * dayMs, '1d': 366 * dayMs };

/** Points older than this are deleted (a day of 5-minute points is kept twice over; daily points five years). */
export const historyRetentionMs: Record<HistoryResolution, number> = {
  '5m': 2 * dayMs,
  '1h': 92 * dayMs,
  '1d': 5 * 365 * dayMs,
};

/** A point of each resolution from one current quote: the bucket's latest observation so far. */
export function historyPointsOf(quote: MarketQuote): HistoryQuote[] {
  return historyResolutions.map((resolution) => {
    const stepMs = historyResolutionMs[resolution];
    return { ...quote, resolution, bucketStart: new Date(Math.floor(quote.observedAt.getTime() / stepMs) * stepMs) };
  });
}

function acceptable(quote: MarketQuote, provider: RatesProvider, now: Date): boolean {
  return (
    marketAssets.includes(quote.asset) &&
    quote.source === provider.name &&
    parseRate(quote.usdPrice) !== undefined &&
    quote.observedAt.getTime() <= now.getTime() + maxClockSkewMs
  );
}

/** One round: the provider's current market quotes into the 5-minute, hourly and daily points. */
export async function recordMarketQuotes(options: {
  database: Database;
  provider: RatesProvider;
  now: Date;
  signal: AbortSignal;
}): Promise<number> {
  if (options.provider.fetchMarket === undefined) return 0;
  const quotes = (await options.provider.fetchMarket(marketAssets, options.signal)).filter((quote) =>
    acceptable(quote, options.provider, options.now),
  );
  const points = quotes.flatMap(historyPointsOf);
  return options.database.transaction((transaction) => writeHistory(transaction, points, 'latest'));
}

/**
 * Fills the history of each asset and resolution that lacks points over its span (a fresh
 * platform, or one that was stopped): asks the provider for the bucket closes and stores the ones
 * missing, never overwriting a stored point. Returns how many points were added.
 */
export async function backfillMarketHistory(options: {
  database: Database;
  provider: RatesProvider;
  now: Date;
  signal: AbortSignal;
  /** Default every market asset. */
  assets?: readonly string[];
}): Promise<number> {
  const fetchHistory = options.provider.fetchHistory;
  if (fetchHistory === undefined) return 0;
  let added = 0;
  for (const resolution of historyResolutions) {
    const stepMs = historyResolutionMs[resolution];
    const from = new Date(Math.ceil((options.now.getTime() - historySpanMs[resolution]) / stepMs) * stepMs);
    const expected = Math.floor(historySpanMs[resolution] / stepMs);
    const coverage = await historyCoverage(options.database, { resolution, since: from });
    for (const asset of options.assets ?? marketAssets) {
      if (options.signal.aborted) return added;
      const stored = coverage.get(asset);
      // Complete enough: at most one bucket missing, and nothing missing at the recent end.
      if (stored !== undefined && stored.points >= expected && stored.newestMs >= options.now.getTime() - 2 * stepMs)
        continue;
      const points = await fetchHistory({ asset, resolution, from, to: options.now, signal: options.signal });
      const valid = points.filter(
        (point) =>
          point.resolution === resolution && point.asset === asset && acceptable(point, options.provider, options.now),
      );
      // Small transactions, so the requests served meanwhile (PGlite runs one statement at a time) wait little.
      for (let start = 0; start < valid.length; start += backfillBatchSize) {
        const batch = valid.slice(start, start + backfillBatchSize);
        added += await options.database.transaction((transaction) => writeHistory(transaction, batch, 'fill'));
      }
    }
  }
  return added;
}

const backfillBatchSize = Math.min(500, maxHistoryRowsPerWrite);

/** Deletes points past each resolution's retention, in bounded batches (at most 20 × 5000 per call). */
export async function pruneMarketHistory(options: { database: Database; now: Date }): Promise<number> {
  let deleted = 0;
  for (const resolution of historyResolutions) {
    const before = new Date(options.now.getTime() - historyRetentionMs[resolution]);
    for (let round = 0; round < 20; round += 1) {
      const count = await pruneHistory(options.database, { resolution, before, limit: 5_000 });
      deleted += count;
      if (count < 5_000) break;
    }
  }
  return deleted;
}

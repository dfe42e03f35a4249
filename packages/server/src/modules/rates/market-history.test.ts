import { coinDescriptors } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { getHistoryChart } from './market-chart.js';
import { backfillMarketHistory, marketAssets, pruneMarketHistory, recordMarketQuotes } from './market-history.js';
import { getMarketState } from './market-state.js';
import { testRate } from './test-rates-provider.js';
import { createTestRatesProvider } from './test-rates-provider.js';
import { applyRatesMigration } from './testing.js';

const nowMs = Date.UTC(2026, 10, 22, 12, 3, 30);
const dayMs = 24 * 60 * 60_000;
const signal = new AbortController().signal;
/** A few assets keep the backfill short (PGlite writes about 4 000 points a second). */
const assets = ['BTC', 'ADA', 'SOL', 'EUR'];

async function pointCount(database: Database, resolution: string): Promise<number> {
  const result = await database.query<{ count: string }>(
    'select count(*)::text as count from rate_history where resolution = $1',
    [resolution],
  );
  return Number(result.rows[0]?.count);
}

forEachDatabase('price history', ({ openTestDatabase }) => {
  let database: Database;
  const clock = { nowMs };
  const provider = createTestRatesProvider({ seed: 'history', now: () => clock.nowMs });

  beforeAll(async () => {
    database = await openTestDatabase();
    await applyRatesMigration(database);
  }, 60_000);

  describe('a fresh platform in test mode', () => {
    it('backfills a day of 5-minute points, 31 days of hourly ones and a year of daily ones per asset', async () => {
      const added = await backfillMarketHistory({ database, provider, now: new Date(nowMs), signal, assets });
      // From the first whole bucket inside the span to the bucket still open.
      expect(await pointCount(database, '5m')).toBe(assets.length * 288);
      expect(await pointCount(database, '1h')).toBe(assets.length * 31 * 24);
      expect(await pointCount(database, '1d')).toBe(assets.length * 366);
      expect(added).toBe(assets.length * (288 + 31 * 24 + 366));
      // A second run finds the history complete and asks for nothing.
      expect(await backfillMarketHistory({ database, provider, now: new Date(nowMs), signal, assets })).toBe(0);
    }, 120_000);

    it('prices every market coin in the fiat from the same deterministic function as the rate pairs', async () => {
      await recordMarketQuotes({ database, provider, now: new Date(nowMs), signal });
      expect(await pointCount(database, '1d')).toBe(assets.length * 366 + marketAssets.length - assets.length);
      const state = await getMarketState({ database, fiat: 'EUR', now: new Date(nowMs), maxAgeMs: 15 * 60_000 });
      expect(Object.keys(state?.details ?? {}).sort()).toEqual(coinDescriptors.map((coin) => coin.iso).sort());
      // EUR_BTC of the history is the test rate of the same minute, cut to 8 decimals.
      const rate = testRate({ seed: 'history', pair: 'EUR_BTC', bucket: Math.floor(nowMs / 60_000) });
      expect(state?.rates['EUR_BTC']).toBe(rate.replace(/(\.\d{8})\d*$/, '$1').replace(/\.?0+$/, ''));
      const btc = state?.details['BTC'];
      expect(btc?.change_24h_percent).toMatch(/^-?\d+\.\d{2}$/);
      expect(btc?.change_7d_percent).toMatch(/^-?\d+\.\d{2}$/);
      expect(btc?.market_cap).toMatch(/^\d+\.\d{2}$/);
      expect(btc?.volume_24h).toMatch(/^\d+\.\d{2}$/);
      expect(btc?.source).toBe('test');
      // The 7-day sparkline: one point every 4 hours, the open one included.
      expect(state?.history['ADA']?.length).toBe(43);
      // Coins without a day of history have a price but no change yet.
      expect(state?.details['XTZ']?.change_24h_percent).toBeNull();
      expect(state?.summary['btc']).toBe(coinDescriptors.find((coin) => coin.id === 'btc')?.summary);
    });

    it('draws a chart of each range from its resolution, in the asked fiat or inverted', async () => {
      const to = new Date(nowMs + 1);
      const day = await getHistoryChart({
        database,
        pair: 'EUR_ADA',
        resolution: '5m',
        from: new Date(nowMs - dayMs),
        to,
      });
      expect(day.length).toBeGreaterThanOrEqual(288);
      expect(day[1]!.time - day[0]!.time).toBe(5 * 60_000);
      const year = await getHistoryChart({
        database,
        pair: 'USD_SOL',
        resolution: '1d',
        from: new Date(nowMs - 365 * dayMs),
        to,
      });
      expect(year.length).toBeGreaterThanOrEqual(365);
      const inverse = await getHistoryChart({
        database,
        pair: 'ADA_EUR',
        resolution: '5m',
        from: new Date(nowMs - dayMs),
        to,
      });
      expect(Number(inverse.at(-1)!.price) * Number(day.at(-1)!.price)).toBeCloseTo(1, 4);
    });

    it('leaves out coins whose newest price is older than the display age', async () => {
      const later = new Date(nowMs + 16 * 60_000);
      expect(await getMarketState({ database, fiat: 'GBP', now: later, maxAgeMs: 15 * 60_000 })).toBeUndefined();
    });

    it('prunes points past each resolution’s retention', async () => {
      const threeDaysLater = new Date(nowMs + 3 * dayMs);
      const deleted = await pruneMarketHistory({ database, now: threeDaysLater });
      expect(await pointCount(database, '5m')).toBe(0);
      expect(deleted).toBe(assets.length * 288 + marketAssets.length - assets.length);
      expect(await pointCount(database, '1h')).toBeGreaterThan(0);
    });
  });
});

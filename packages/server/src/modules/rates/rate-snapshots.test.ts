import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { getChartRates } from './chart-rates.js';
import { canonicalRatePairs, type CanonicalRatePair } from './rate-pair.js';
import { getLatestRates, getRateForMoney } from './rate-reads.js';
import { insertRateSnapshots, pruneRateSnapshots } from './rate-snapshots.js';
import type { RateQuote, RatesProvider } from './rates-provider.js';
import { refreshRates } from './refresh-rates.js';
import { createTestRatesProvider } from './test-rates-provider.js';
import { applyRatesMigration } from './testing.js';

const minute = 60_000;
const noon = Date.UTC(2026, 10, 22, 12, 0, 0);
/** The reading tests use the next day, after everything the refresh tests stored. */
const later = noon + 24 * 60 * minute;

const quote = (pair: CanonicalRatePair, rate: string, atMs: number, source = 'test'): RateQuote => ({
  pair,
  rate,
  source,
  observedAt: new Date(atMs),
});

/** A provider that answers whatever the test hands it, to feed refreshRates bad quotes. */
const scriptedProvider = (name: string, quotes: RateQuote[]): RatesProvider => ({
  name,
  fetchRates: async () => quotes,
});

async function countSnapshots(database: Database, pair?: string): Promise<number> {
  const result = await database.query<{ count: string }>(
    `select count(*)::text as count from rate_snapshots ${pair === undefined ? '' : 'where pair = $1'}`,
    pair === undefined ? [] : [pair],
  );
  return Number(result.rows[0]?.count);
}

forEachDatabase('rate snapshots', ({ openTestDatabase }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await applyRatesMigration(database);
  });

  describe('refreshRates', () => {
    it('stores one snapshot per pair, once per observation', async () => {
      let nowMs = noon;
      const provider = createTestRatesProvider({ seed: 'refresh', now: () => nowMs });
      const first = await refreshRates({ database, provider, now: new Date(nowMs) });
      expect(first.storedCount).toBe(canonicalRatePairs.length);
      expect(await countSnapshots(database, 'EUR_BTC')).toBe(1);

      nowMs += 30_000; // same one-minute bucket: the same observation again
      const again = await refreshRates({ database, provider, now: new Date(nowMs) });
      expect(again.quotes).toHaveLength(canonicalRatePairs.length);
      expect(again.storedCount).toBe(0);

      nowMs += minute;
      const next = await refreshRates({ database, provider, now: new Date(nowMs), pairs: ['EUR_BTC', 'USD_ETH'] });
      expect(next.storedCount).toBe(2);
      expect(await countSnapshots(database, 'EUR_BTC')).toBe(2);
      expect(await countSnapshots(database, 'GBP_BTC')).toBe(1);
    });

    it('refuses more than 50 pairs and pairs that are not fiat_crypto', async () => {
      const provider = createTestRatesProvider({ seed: 'refresh' });
      const tooMany = [...canonicalRatePairs, ...canonicalRatePairs];
      await expect(refreshRates({ database, provider, now: new Date(), pairs: tooMany })).rejects.toThrow(/at most 50/);
      await expect(
        refreshRates({ database, provider, now: new Date(), pairs: ['BTC_EUR' as CanonicalRatePair] }),
      ).rejects.toThrow(/not a canonical pair/);
    });

    it('drops quotes it did not ask for, from the future, with bad rates or another source', async () => {
      const at = noon + 10 * minute;
      const provider = scriptedProvider('kraken', [
        quote('CHF_LTC', '70.5', at, 'kraken'),
        quote('CHF_BCH', '300', at, 'kraken'), // not asked for
        quote('CHF_ETH', '2800', at + 10 * minute, 'kraken'), // observed 10 minutes ahead of our clock
        quote('CHF_USDT', '0', at, 'kraken'),
        quote('CHF_USDC', '0.9', at, 'someone-else'),
      ]);
      const result = await refreshRates({
        database,
        provider,
        now: new Date(at),
        pairs: ['CHF_LTC', 'CHF_ETH', 'CHF_USDT', 'CHF_USDC'],
      });
      expect(result.quotes.map((kept) => kept.pair)).toEqual(['CHF_LTC']);
      expect(result.refusedCount).toBe(4);
      const stored = await database.query(`select pair from rate_snapshots where source = 'kraken'`);
      expect(stored.rows).toEqual([{ pair: 'CHF_LTC' }]);
    });
  });

  describe('reading rates', () => {
    it('stores and reads back an 18-digit rate exactly, newest first, inverse derived', async () => {
      await insertRateSnapshots(database, [
        quote('AUD_BTC', '98000.123456789012345678', later - 2 * minute),
        quote('AUD_BTC', '98100.5', later - minute),
      ]);
      const rates = await getLatestRates({ database, pairs: ['AUD_BTC', 'BTC_AUD'] });
      expect(rates.get('AUD_BTC')).toMatchObject({
        rate: '98100.5',
        source: 'test',
        observedAt: new Date(later - minute),
      });
      expect(rates.get('BTC_AUD')?.rate).toBe('0.00001019362796316');
      expect(rates.get('BTC_AUD')?.quoted).toMatchObject({ pair: 'AUD_BTC', quote: 'AUD', base: 'BTC' });

      await insertRateSnapshots(database, [quote('AUD_LTC', '123.456789012345678901', later)]);
      expect((await getLatestRates({ database, pairs: ['AUD_LTC'] })).get('AUD_LTC')?.rate).toBe(
        '123.456789012345678901',
      );
    });

    it('gives money operations only a fresh rate (stale_rate, rate_unavailable otherwise)', async () => {
      await insertRateSnapshots(database, [quote('CAD_ETH', '4400.25', later)]);
      const fresh = await getRateForMoney({
        database,
        pair: 'ETH_CAD',
        maxAgeMs: 120_000,
        now: new Date(later + 120_000),
      });
      expect(fresh.quoted.rateUnits).toBe(4_400_250_000_000_000_000_000n);
      await expect(
        getRateForMoney({ database, pair: 'CAD_ETH', maxAgeMs: 120_000, now: new Date(later + 120_001) }),
      ).rejects.toMatchObject({ name: 'RatesError', type: 'stale_rate' });
      const empty = await openTestDatabase();
      await applyRatesMigration(empty);
      expect((await getLatestRates({ database: empty, pairs: ['CAD_USDC', 'USDC_CAD'] })).size).toBe(0);
      await expect(
        getRateForMoney({ database: empty, pair: 'CAD_USDC', maxAgeMs: 120_000, now: new Date(later) }),
      ).rejects.toMatchObject({ type: 'rate_unavailable' });
      await expect(
        getRateForMoney({ database, pair: 'EUR_USD', maxAgeMs: 120_000, now: new Date(later) }),
      ).rejects.toMatchObject({ type: 'unsupported_pair' });
    });
  });

  describe('getChartRates', () => {
    beforeAll(async () => {
      // GBP_ETH: three observations in the first five-minute bucket, one at +7 min, none +10 to +15, one at +16.
      await insertRateSnapshots(database, [
        quote('GBP_ETH', '2500', later),
        quote('GBP_ETH', '2504', later + 4 * minute),
        quote('GBP_ETH', '2502', later + 2 * minute),
        quote('GBP_ETH', '2510', later + 7 * minute),
        quote('GBP_ETH', '2400', later + 16 * minute),
        quote('GBP_ETH', '1', later - 5 * minute), // before the range
      ]);
    });

    it('answers the last rate of each bucket, oldest first, leaving gaps empty', async () => {
      const points = await getChartRates({
        database,
        pair: 'GBP_ETH',
        from: new Date(later),
        to: new Date(later + 20 * minute),
        bucket: '5m',
      });
      expect(points).toEqual([
        { time: later, price: '2504' },
        { time: later + 5 * minute, price: '2510' },
        { time: later + 15 * minute, price: '2400' },
      ]);
    });

    it('answers the inverse pair from the same history', async () => {
      const points = await getChartRates({
        database,
        pair: 'ETH_GBP',
        from: new Date(later + 15 * minute),
        to: new Date(later + 20 * minute),
        bucket: '5m',
      });
      expect(points).toEqual([{ time: later + 15 * minute, price: '0.000416666666666666' }]);
    });

    it('refuses a range of more than 500 buckets', async () => {
      await expect(
        getChartRates({
          database,
          pair: 'GBP_ETH',
          from: new Date(later - 501 * minute),
          to: new Date(later),
          bucket: '1m',
        }),
      ).rejects.toMatchObject({ type: 'too_many_points' });
    });
  });

  it('prunes old snapshots in bounded batches', async () => {
    await insertRateSnapshots(database, [
      quote('USD_LTC', '70', noon - 400 * 24 * 60 * minute),
      quote('USD_LTC', '71', noon - 399 * 24 * 60 * minute),
    ]);
    const before = new Date(noon - 365 * 24 * 60 * minute);
    expect(await pruneRateSnapshots(database, { before, limit: 1 })).toBe(1);
    expect(await pruneRateSnapshots(database, { before, limit: 1 })).toBe(1);
    expect(await pruneRateSnapshots(database, { before, limit: 1 })).toBe(0);
  });
});

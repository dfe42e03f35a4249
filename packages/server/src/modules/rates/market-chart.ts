import { isFiatCurrency } from '@platform/core';
import type { Queryable } from '../../db/database.js';
import type { ChartPoint } from './chart-rates.js';
import { fiatPriceUnits, priceText } from './market-figures.js';
import { historySeries } from './rate-history.js';
import { formatRate, invertRate, rateUnitsPerWhole } from './rate.js';
import { historyResolutionMs, type HistoryResolution } from './rates-provider.js';

/** A chart never has more points than this (30 days of hourly points is 720). */
export const maxHistoryChartPoints = 1_000;

/**
 * A chart of a fiat/market-coin pair (EUR_ADA, or ADA_EUR inverted) from the stored history at one
 * resolution, oldest first: each point is the coin's dollar price over the fiat's at the same
 * bucket; a bucket missing either is a gap. Prices have 8 decimals (inverse pairs all 18).
 */
export async function getHistoryChart(options: {
  database: Queryable;
  pair: string;
  resolution: HistoryResolution;
  from: Date;
  to: Date;
}): Promise<ChartPoint[]> {
  const [quote = '', base = ''] = options.pair.split('_');
  const inverse = !isFiatCurrency(quote);
  const fiat = inverse ? base : quote;
  const coin = inverse ? quote : base;
  const stepMs = historyResolutionMs[options.resolution];
  if ((options.to.getTime() - options.from.getTime()) / stepMs > maxHistoryChartPoints + 1) {
    throw new RangeError(`a chart has at most ${maxHistoryChartPoints} points`);
  }
  const rows = await historySeries(options.database, {
    assets: fiat === 'USD' ? [coin] : [coin, fiat],
    resolution: options.resolution,
    from: options.from,
    to: options.to,
    maxRows: 2 * (maxHistoryChartPoints + 2),
  });
  const fiatUsd = new Map<number, bigint>();
  for (const row of rows) if (row.asset === fiat) fiatUsd.set(row.bucketStartMs, row.usdPriceUnits);
  const points: ChartPoint[] = [];
  for (const row of rows) {
    if (row.asset !== coin) continue;
    const fiatUnits = fiat === 'USD' ? rateUnitsPerWhole : fiatUsd.get(row.bucketStartMs);
    if (fiatUnits === undefined) continue;
    const price = fiatPriceUnits(row.usdPriceUnits, fiatUnits);
    if (price === 0n) continue;
    points.push({ time: row.bucketStartMs, price: inverse ? formatRate(invertRate(price, 'down')) : priceText(price) });
  }
  return points.slice(-maxHistoryChartPoints);
}

import { coinDescriptors, type FiatCurrency, type MarketStateDetails } from '@platform/core';
import type { Queryable } from '../../db/database.js';
import { historySeries, latestHistory, type HistoryRow } from './rate-history.js';
import { rateUnitsPerWhole } from './rate.js';
import { changePercent, dollarsToFiat, fiatPriceUnits, priceText } from './market-figures.js';

const hourMs = 60 * 60_000;
const dayMs = 24 * hourMs;
/** The sparkline: the last 7 days, one point every 4 hours. */
const sparklineStepMs = 4 * hourMs;

/** Dollar price of the fiat at the newest point, or 1 for the dollar itself. */
function usdOf(rows: ReadonlyMap<string, HistoryRow>, fiat: FiatCurrency): bigint | undefined {
  return fiat === 'USD' ? rateUnitsPerWhole : rows.get(fiat)?.usdPriceUnits;
}

/** Hourly points by asset and bucket start. */
function indexHourly(rows: readonly HistoryRow[]): Map<string, Map<number, bigint>> {
  const index = new Map<string, Map<number, bigint>>();
  for (const row of rows) {
    let series = index.get(row.asset);
    if (series === undefined) index.set(row.asset, (series = new Map()));
    series.set(row.bucketStartMs, row.usdPriceUnits);
  }
  return index;
}

function fiatAt(hourly: Map<string, Map<number, bigint>>, fiat: FiatCurrency, bucketMs: number): bigint | undefined {
  return fiat === 'USD' ? rateUnitsPerWhole : hourly.get(fiat)?.get(bucketMs);
}

/** The coin's price in the fiat at an hourly bucket, when both prices are stored. */
function pastPrice(hourly: Map<string, Map<number, bigint>>, iso: string, fiat: FiatCurrency, bucketMs: number) {
  const coin = hourly.get(iso)?.get(bucketMs);
  const fiatUsd = fiatAt(hourly, fiat, bucketMs);
  return coin === undefined || fiatUsd === undefined ? undefined : fiatPriceUnits(coin, fiatUsd);
}

/**
 * Spec §3 Market state of every market coin in one fiat, from the stored history: the newest
 * 5-minute point is the price (coins whose newest point is older than `maxAgeMs` are left out),
 * the hourly points give the 24 h and 7 d change and the sparkline. Undefined when no coin has a
 * current price (the caller answers 503).
 */
export async function getMarketState(options: {
  database: Queryable;
  fiat: FiatCurrency;
  now: Date;
  maxAgeMs: number;
}): Promise<MarketStateDetails | undefined> {
  const nowMs = options.now.getTime();
  const latest = new Map((await latestHistory(options.database, '5m')).map((row) => [row.asset, row]));
  const fiatUsd = usdOf(latest, options.fiat);
  if (fiatUsd === undefined) return undefined;
  const weekAgoMs = Math.floor((nowMs - 7 * dayMs) / hourMs) * hourMs;
  const hourly = indexHourly(
    await historySeries(options.database, {
      assets: [...coinDescriptors.map((coin) => coin.iso), options.fiat],
      resolution: '1h',
      from: new Date(weekAgoMs),
      to: new Date(nowMs + 1),
      maxRows: 40 * 24 * 8,
    }),
  );
  const state: MarketStateDetails = { rates: {}, history: {}, details: {}, summary: {} };
  const dayAgoMs = Math.floor((nowMs - dayMs) / hourMs) * hourMs;
  for (const coin of coinDescriptors) {
    const row = latest.get(coin.iso);
    if (row === undefined || nowMs - row.observedAtMs > options.maxAgeMs) continue;
    const price = fiatPriceUnits(row.usdPriceUnits, fiatUsd);
    state.rates[`${options.fiat}_${coin.iso}`] = priceText(price);
    state.details[coin.iso] = {
      iso: coin.iso,
      name: coin.name,
      price: priceText(price),
      change_24h_percent: changePercent(price, pastPrice(hourly, coin.iso, options.fiat, dayAgoMs)),
      change_7d_percent: changePercent(price, pastPrice(hourly, coin.iso, options.fiat, weekAgoMs)),
      volume_24h: dollarsToFiat(row.volume24hUsd, fiatUsd),
      market_cap: dollarsToFiat(row.marketCapUsd, fiatUsd),
      observed_at: new Date(row.observedAtMs).toISOString(),
      source: row.source,
    };
    state.history[coin.iso] = sparkline(hourly, coin.iso, options.fiat, weekAgoMs, nowMs);
    state.summary[coin.id] = coin.summary;
  }
  return Object.keys(state.details).length === 0 ? undefined : state;
}

function sparkline(
  hourly: Map<string, Map<number, bigint>>,
  iso: string,
  fiat: FiatCurrency,
  fromMs: number,
  nowMs: number,
): { time: number; price: string }[] {
  const points: { time: number; price: string }[] = [];
  const firstMs = Math.ceil(fromMs / sparklineStepMs) * sparklineStepMs;
  for (let time = firstMs; time <= nowMs && points.length < 60; time += sparklineStepMs) {
    const price = pastPrice(hourly, iso, fiat, time);
    if (price !== undefined) points.push({ time, price: priceText(price) });
  }
  return points;
}

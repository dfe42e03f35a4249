import type { MarketCoinDetails, MarketStateDetails } from '../schemas/market.js';
import { coinDescriptors, type CoinDescriptor } from './coin-descriptors.js';

/** One row of the prices list: the coin's descriptor and its market figures (absent while it has no price). */
export interface MarketRow {
  coin: CoinDescriptor;
  details: MarketCoinDetails | undefined;
  /** The 7-day sparkline's prices, oldest first. */
  sparkline: readonly string[];
}

export const marketSortKeys = ['name', 'price', 'change24h', 'change7d', 'volume', 'marketCap'] as const;
export type MarketSortKey = (typeof marketSortKeys)[number];
export interface MarketSort {
  key: MarketSortKey;
  direction: 'ascending' | 'descending';
}
/** What the list opens with: the largest market capitalisation first, as market lists do. */
export const defaultMarketSort: MarketSort = { key: 'marketCap', direction: 'descending' };

export function marketRows(state: Partial<Pick<MarketStateDetails, 'details' | 'history'>> | undefined): MarketRow[] {
  return coinDescriptors.map((coin) => ({
    coin,
    details: state?.details?.[coin.iso],
    sparkline: (state?.history?.[coin.iso] ?? []).map((point) => point.price),
  }));
}

/** Rows whose name, ticker or id contains the query (case-insensitive); every row for an empty query. */
export function searchMarketRows(rows: readonly MarketRow[], query: string): MarketRow[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...rows];
  return rows.filter(
    (row) => row.coin.name.toLowerCase().includes(needle) || row.coin.iso.toLowerCase().includes(needle),
  );
}

/**
 * Decimal strings compared exactly (no float): sign, then integer digits, then fraction. A
 * missing figure sorts after every present one, whichever the direction.
 */
export function compareDecimals(left: string, right: string): number {
  const negativeLeft = left.startsWith('-');
  const negativeRight = right.startsWith('-');
  if (negativeLeft !== negativeRight) return negativeLeft ? -1 : 1;
  const [leftInteger = '0', leftFraction = ''] = left.replace('-', '').split('.');
  const [rightInteger = '0', rightFraction = ''] = right.replace('-', '').split('.');
  const width = Math.max(leftFraction.length, rightFraction.length);
  const leftUnits = BigInt(leftInteger + leftFraction.padEnd(width, '0'));
  const rightUnits = BigInt(rightInteger + rightFraction.padEnd(width, '0'));
  const order = leftUnits === rightUnits ? 0 : leftUnits < rightUnits ? -1 : 1;
  return negativeLeft ? -order : order;
}

function figure(row: MarketRow, key: Exclude<MarketSortKey, 'name'>): string | null {
  const details = row.details;
  if (details === undefined) return null;
  switch (key) {
    case 'price':
      return details.price;
    case 'change24h':
      return details.change_24h_percent;
    case 'change7d':
      return details.change_7d_percent;
    case 'volume':
      return details.volume_24h;
    case 'marketCap':
      return details.market_cap;
  }
}

export function sortMarketRows(rows: readonly MarketRow[], sort: MarketSort): MarketRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((left, right) => {
    if (sort.key === 'name') return sign * left.coin.name.localeCompare(right.coin.name, 'en');
    const a = figure(left, sort.key);
    const b = figure(right, sort.key);
    if (a === null || b === null)
      return a === b ? left.coin.name.localeCompare(right.coin.name, 'en') : a === null ? 1 : -1;
    return sign * compareDecimals(a, b) || left.coin.name.localeCompare(right.coin.name, 'en');
  });
}

/** A click on a column: the same column flips direction; another starts descending (names ascending). */
export function nextMarketSort(current: MarketSort, key: MarketSortKey): MarketSort {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: key === 'name' ? 'ascending' : 'descending' };
}

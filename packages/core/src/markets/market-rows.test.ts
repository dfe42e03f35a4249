import { describe, expect, it } from 'vitest';
import type { MerchantMarketsDetails } from '../schemas/merchant-settlement.js';
import { buyHref, marketFiat } from './market-links.js';
import { compareDecimals, marketRows, nextMarketSort, searchMarketRows, sortMarketRows } from './market-rows.js';

const details = (iso: string, price: string, cap: string | null) => ({
  iso,
  name: iso,
  price,
  change_24h_percent: '1.00',
  change_7d_percent: null,
  volume_24h: null,
  market_cap: cap,
  observed_at: '2026-11-27T00:00:00.000Z',
  source: 'test',
});
const state: MerchantMarketsDetails = {
  currency: 'EUR',
  markets: [],
  details: {
    BTC: details('BTC', '60000.5', '1200000000000.00'),
    ETH: details('ETH', '3000', '360000000000.00'),
    ADA: details('ADA', '0.45', null),
    VTHO: details('VTHO', '0.0021', '1000.00'),
  },
};

describe('the prices list rows', () => {
  it('compares decimal strings exactly, signs included', () => {
    expect(compareDecimals('10', '9.99')).toBe(1);
    expect(compareDecimals('-1.5', '-1.25')).toBe(-1);
    expect(compareDecimals('0.0021', '0.45')).toBe(-1);
    expect(compareDecimals('2.10', '2.1')).toBe(0);
  });

  it('sorts by a figure in either direction, coins without it last', () => {
    const rows = marketRows(state);
    const byPrice = sortMarketRows(rows, { key: 'price', direction: 'descending' }).map((row) => row.coin.iso);
    expect(byPrice.slice(0, 4)).toEqual(['BTC', 'ETH', 'ADA', 'VTHO']);
    const byCapAscending = sortMarketRows(rows, { key: 'marketCap', direction: 'ascending' }).map(
      (row) => row.coin.iso,
    );
    expect(byCapAscending.slice(0, 3)).toEqual(['VTHO', 'ETH', 'BTC']);
    expect(byCapAscending).toHaveLength(31);
  });

  it('flips the direction of the same column, and starts names ascending', () => {
    expect(nextMarketSort({ key: 'price', direction: 'descending' }, 'price').direction).toBe('ascending');
    expect(nextMarketSort({ key: 'price', direction: 'descending' }, 'name')).toEqual({
      key: 'name',
      direction: 'ascending',
    });
  });

  it('searches names and tickers, case-insensitive', () => {
    const rows = marketRows(state);
    expect(searchMarketRows(rows, 'bit').map((row) => row.coin.iso)).toEqual(['BCH', 'BTC']);
    expect(searchMarketRows(rows, ' XRP ').map((row) => row.coin.name)).toEqual(['XRP']);
    expect(searchMarketRows(rows, '')).toHaveLength(31);
  });

  it('buys through the checkout when enable_flow, else the members buy page', () => {
    expect(buyHref({ enable_flow: true }, 'BTC', 'EUR')).toBe('/flow/?crypto=BTC&currency=EUR');
    expect(buyHref({ enable_flow: false }, 'LTC', 'USD')).toBe('/buy?crypto=LTC&currency=USD');
    expect(marketFiat(new URLSearchParams('currency=gbp'), 'EUR')).toBe('GBP');
    expect(marketFiat(new URLSearchParams('currency=BTC'), 'EUR')).toBe('EUR');
  });
});

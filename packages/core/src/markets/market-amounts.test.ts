import { describe, expect, it } from 'vitest';
import { coinArticleIds, loadCoinArticle } from './articles/index.js';
import { coinDescriptor, coinDescriptors } from './coin-descriptors.js';
import { coinToFiat, fiatToCoin, priceDisplayDecimals, unitsToDecimal } from './market-amounts.js';

describe('the converter of the coin pages', () => {
  it('converts coins to fiat exactly, rounding down to the cent', () => {
    const result = coinToFiat({ price: '60185.12345678', coinIso: 'BTC' }, '0.5');
    expect(result).toEqual({ ok: true, value: 3009256n });
    expect(unitsToDecimal(3009256n, 2)).toBe('30092.56');
  });

  it('converts fiat to coins in the coin’s own scale (ETH 18, ADA 8), rounding down', () => {
    const eth = fiatToCoin({ price: '3000', coinIso: 'ETH' }, '1');
    expect(eth.ok && unitsToDecimal(eth.value, 18)).toBe('0.000333333333333333');
    const ada = fiatToCoin({ price: '0.45', coinIso: 'ADA' }, '100');
    expect(ada.ok && unitsToDecimal(ada.value, 8)).toBe('222.22222222');
  });

  it('refuses what the money rules refuse instead of rounding it', () => {
    expect(coinToFiat({ price: '1', coinIso: 'BTC' }, '0.123456789')).toEqual({
      ok: false,
      error: 'too_many_decimals',
    });
    expect(fiatToCoin({ price: '1', coinIso: 'BTC' }, '1.001')).toEqual({ ok: false, error: 'too_many_decimals' });
    expect(coinToFiat({ price: '1', coinIso: 'ADA' }, '-1')).toEqual({ ok: false, error: 'negative' });
    expect(coinToFiat({ price: '1', coinIso: 'ADA' }, '1e3')).toEqual({ ok: false, error: 'invalid' });
  });

  it('shows 2 decimals from 1 upwards, 4 from a cent, 6 below', () => {
    expect(priceDisplayDecimals('60185.1')).toBe(2);
    expect(priceDisplayDecimals('0.45')).toBe(4);
    expect(priceDisplayDecimals('0.0021')).toBe(6);
  });
});

describe('coin descriptors and articles', () => {
  it('has the spec’s 31 descriptors; Buy only for the platform’s wallet coins', () => {
    expect(coinDescriptors).toHaveLength(31);
    expect(coinDescriptors.filter((coin) => coin.tradable).map((coin) => coin.iso)).toEqual([
      'BCH',
      'BTC',
      'ETH',
      'LTC',
      'USDC',
      'USDT',
    ]);
    expect(coinDescriptor('BTC')?.name).toBe('Bitcoin');
    // The chart pair check reads the tickers as the ids in upper case.
    expect(coinDescriptors.every((coin) => coin.iso === coin.id.toUpperCase())).toBe(true);
    expect(coinDescriptor('nocoin')).toBeUndefined();
  });

  it('has an article with sections for each of the spec’s 18 coins, and an empty one for the others', async () => {
    expect(coinArticleIds).toHaveLength(18);
    for (const id of coinArticleIds) {
      const article = await loadCoinArticle(id);
      expect(article.iso).toBe(coinDescriptor(id)?.iso);
      expect(article.sections.length).toBeGreaterThan(1);
      // No price predictions or return claims.
      expect(JSON.stringify(article)).not.toMatch(/will (rise|increase|go up)|guaranteed|profit|returns? of/i);
    }
    expect((await loadCoinArticle('xtz')).sections).toEqual([]);
  });
});

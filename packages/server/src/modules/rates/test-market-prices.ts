import { divideRounded, formatRate, parseRate, rateUnitsPerWhole } from './rate.js';
import { historyResolutionMs, type HistoryQuote, type HistoryRequest, type MarketQuote } from './rates-provider.js';
import { marketAnchors } from './test-market-anchors.js';
import { hasTestAnchor, testRatesSource, testUsdPriceUnits } from './test-rates-provider.js';

/**
 * Test mode's market figures, computed from the same deterministic function as the test rates
 * (so EUR_BTC of the history equals EUR_BTC of the rate snapshots in the same minute): the dollar
 * price, and for coins with a test supply a market capitalisation (price × supply) and a 24 h
 * volume (1.5 % to 4.5 % of it, moving with seeded noise). Fiat currencies have a price only.
 */

/** A stable uint32 of text (FNV-1a), for the volume noise. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

/** Per mille of the market capitalisation traded in a day: 15 to 45, changing once an hour. */
function volumePerMille(seed: string, asset: string, minuteBucket: number): bigint {
  return BigInt(15 + (hashText(`${seed}|${asset}|volume|${Math.floor(minuteBucket / 60)}`) % 31));
}

function dollars(rateUnits: bigint): string {
  const cents = divideRounded(rateUnits, rateUnitsPerWhole / 100n, 'down');
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

function quoteAt(seed: string, asset: string, minuteBucket: number, bucketMs: number): MarketQuote {
  const priceUnits = testUsdPriceUnits(seed, asset, minuteBucket);
  const anchor = marketAnchors[asset];
  const supply = anchor === undefined ? undefined : parseRate(anchor.supply);
  const capUnits = supply === undefined ? undefined : (priceUnits * supply) / rateUnitsPerWhole;
  return {
    asset,
    usdPrice: formatRate(priceUnits),
    marketCapUsd: capUnits === undefined ? null : dollars(capUnits),
    volume24hUsd:
      capUnits === undefined ? null : dollars((capUnits * volumePerMille(seed, asset, minuteBucket)) / 1000n),
    source: testRatesSource,
    observedAt: new Date(minuteBucket * bucketMs),
  };
}

/** The assets test mode prices, at one minute bucket. */
export function testMarketQuotes(options: {
  seed: string;
  assets: readonly string[];
  minuteBucket: number;
  bucketMs: number;
}): MarketQuote[] {
  return options.assets
    .filter((asset) => hasTestAnchor(asset) && asset !== 'USD')
    .map((asset) => quoteAt(options.seed, asset, options.minuteBucket, options.bucketMs));
}

/** Most points one history request answers (a year of daily points, 90 days of hourly ones, fit). */
export const maxHistoryPointsPerRequest = 3_000;

/**
 * The close of every bucket from `from` to `to` (bucket starts, inclusive): the price of the last
 * minute of the bucket, or of the current minute for the bucket still open. Nothing after now.
 */
export function testMarketHistory(
  request: Omit<HistoryRequest, 'signal'> & { seed: string; nowMs: number; bucketMs: number },
): HistoryQuote[] {
  if (!hasTestAnchor(request.asset) || request.asset === 'USD') return [];
  const stepMs = historyResolutionMs[request.resolution];
  const first = Math.ceil(request.from.getTime() / stepMs);
  const last = Math.min(Math.floor(request.to.getTime() / stepMs), Math.floor(request.nowMs / stepMs));
  if (last - first + 1 > maxHistoryPointsPerRequest) throw new RangeError('too many history points in one request');
  const points: HistoryQuote[] = [];
  for (let index = first; index <= last; index += 1) {
    const closeMs = Math.min((index + 1) * stepMs - 1, request.nowMs);
    const quote = quoteAt(request.seed, request.asset, Math.floor(closeMs / request.bucketMs), request.bucketMs);
    points.push({ ...quote, resolution: request.resolution, bucketStart: new Date(index * stepMs) });
  }
  return points;
}

import type { CanonicalRatePair } from './rate-pair.js';

/** One observed price: `rate` is the exact decimal string of QUOTE per 1 BASE. */
export interface RateQuote {
  pair: CanonicalRatePair;
  rate: string;
  /** The provider's name; 'test' marks the deterministic test-mode rates. */
  source: string;
  observedAt: Date;
}

/** Granularities of the stored price history: 5-minute points for a day, hourly up to 90 days, daily beyond. */
export const historyResolutions = ['5m', '1h', '1d'] as const;
export type HistoryResolution = (typeof historyResolutions)[number];
export const historyResolutionMs: Record<HistoryResolution, number> = {
  '5m': 5 * 60_000,
  '1h': 60 * 60_000,
  '1d': 24 * 60 * 60_000,
};

/**
 * One market asset (a coin of the markets pages, or a fiat currency) in US dollars, with what the
 * source gives besides: 24 h traded value and market capitalisation in dollars (null when it does not).
 */
export interface MarketQuote {
  asset: string;
  /** Exact decimal string: US dollars per 1 whole unit. */
  usdPrice: string;
  volume24hUsd: string | null;
  marketCapUsd: string | null;
  source: string;
  observedAt: Date;
}

/** A past price of one bucket of the history (its close), for the backfill. */
export interface HistoryQuote extends MarketQuote {
  resolution: HistoryResolution;
  bucketStart: Date;
}

export interface HistoryRequest {
  asset: string;
  resolution: HistoryResolution;
  /** First and last bucket start wanted (inclusive). */
  from: Date;
  to: Date;
  signal: AbortSignal;
}

/**
 * Where rates come from. A provider answers the canonical pairs it knows and leaves out the ones
 * it does not quote; it throws RatesProviderError when the whole fetch fails, and stops when
 * `signal` aborts.
 */
export interface RatesProvider {
  readonly name: string;
  fetchRates(pairs: readonly CanonicalRatePair[], signal: AbortSignal): Promise<RateQuote[]>;
  /** The market assets' dollar prices now (those it quotes). Without it the price history stays empty. */
  fetchMarket?(assets: readonly string[], signal: AbortSignal): Promise<MarketQuote[]>;
  /** Past bucket closes of one asset, for filling the history on a fresh platform or after downtime. */
  fetchHistory?(request: HistoryRequest): Promise<HistoryQuote[]>;
}

export type RatesProviderFailure = 'timeout' | 'aborted' | 'http_status' | 'too_large' | 'malformed' | 'network';

export class RatesProviderError extends Error {
  constructor(
    readonly failure: RatesProviderFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RatesProviderError';
  }
}

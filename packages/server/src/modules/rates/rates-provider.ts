import type { CanonicalRatePair } from './rate-pair.js';

/** One observed price: `rate` is the exact decimal string of QUOTE per 1 BASE. */
export interface RateQuote {
  pair: CanonicalRatePair;
  rate: string;
  /** The provider's name; 'test' marks the deterministic test-mode rates. */
  source: string;
  observedAt: Date;
}

/**
 * Where rates come from. A provider answers the canonical pairs it knows and leaves out the ones
 * it does not quote; it throws RatesProviderError when the whole fetch fails, and stops when
 * `signal` aborts.
 */
export interface RatesProvider {
  readonly name: string;
  fetchRates(pairs: readonly CanonicalRatePair[], signal: AbortSignal): Promise<RateQuote[]>;
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

import { rateQuoteWireSchema, ratesDetailsSchema, type RatesDetails } from '@platform/core';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../errors/domain-error.js';
import type { RatePair } from './rate-pair.js';
import { getLatestRates, isFresh, type PairRate } from './rate-reads.js';

/** One rate, and `rates` keyed by pair with `quotes` (source and time): core's schemas of the rates calls. */
export { rateQuoteWireSchema, ratesDetailsSchema, type RatesDetails };

export const noFreshRateMessage = 'No current rate is available. Please try again later.';

export function toRatesDetails(rates: readonly PairRate[]): RatesDetails {
  return {
    rates: Object.fromEntries(rates.map((rate) => [rate.pair, rate.rate])),
    quotes: rates.map((rate) => ({
      pair: rate.pair,
      rate: rate.rate,
      source: rate.source,
      observed_at: rate.observedAt.toISOString(),
    })),
  };
}

/**
 * The fresh rates (no older than the display age) of `pairs`. With `require: 'all'` one missing
 * pair fails the call; with 'any' the pairs without a fresh rate are left out and only an empty
 * answer fails. Failure is 503 service_unavailable: the client shows its own rates-failure message.
 */
export async function freshRatesOrFail(
  app: FastifyInstance,
  pairs: readonly RatePair[],
  require: 'all' | 'any',
): Promise<PairRate[]> {
  const now = app.rates.now();
  const latest = await getLatestRates({ database: app.database, pairs });
  const fresh = pairs.flatMap((pair) => {
    const rate = latest.get(pair);
    return rate !== undefined && isFresh(rate, app.rates.displayMaxAgeMs, now) ? [rate] : [];
  });
  const missing = pairs.filter((pair) => !fresh.some((rate) => rate.pair === pair));
  if (fresh.length === 0 || (require === 'all' && missing.length > 0)) {
    throw new DomainError('service_unavailable', { rates: noFreshRateMessage, ...pairMessages(missing) });
  }
  return fresh;
}

function pairMessages(missing: readonly RatePair[]): Record<string, string> {
  return Object.fromEntries(missing.slice(0, 50).map((pair) => [pair, 'has no current rate']));
}

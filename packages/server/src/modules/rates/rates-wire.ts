import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
import type { RatePair } from './rate-pair.js';
import { getLatestRates, isFresh, type PairRate } from './rate-reads.js';

/** One rate as the rates calls answer it; `source` 'test' marks test-mode rates. */
export const rateQuoteWireSchema = z.object({
  pair: z.string(),
  rate: z.string().describe('Exact decimal: the price of 1 unit of the second currency in the first'),
  source: z.string(),
  observed_at: z.string().describe('ISO 8601 time the rate was observed'),
});

/** `rates` keyed by pair (core's marketStateSchema.rates) and `quotes` with source and time. */
export const ratesDetailsSchema = z.object({
  rates: z.record(z.string(), z.string()),
  quotes: z.array(rateQuoteWireSchema),
});
export type RatesDetails = z.infer<typeof ratesDetailsSchema>;

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

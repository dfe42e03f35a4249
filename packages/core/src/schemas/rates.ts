import { z } from 'zod';
import { marketSummaryCoins } from './market.js';
import { isCryptoCurrency, isFiatCurrency, type CryptoCurrency, type FiatCurrency } from './currencies.js';

/**
 * The rates calls (spec §7 "Checkout and rates" and "Merchant widget"). A pair is QUOTE_BASE:
 * EUR_BTC is the price of 1 BTC in EUR, BTC_EUR its inverse. Only a fiat and a crypto currency of
 * the spec make a pair. Rates are exact decimal strings, never floats.
 */
export type SupportedRatePair = `${FiatCurrency}_${CryptoCurrency}` | `${CryptoCurrency}_${FiatCurrency}`;

export const unsupportedRatePairMessage =
  'must be a pair of a supported fiat and a supported crypto currency, e.g. EUR_BTC or BTC_EUR';

export function isSupportedRatePair(text: string): text is SupportedRatePair {
  const parts = text.split('_');
  if (parts.length !== 2) return false;
  const [quote, base] = parts;
  return (isFiatCurrency(quote) && isCryptoCurrency(base)) || (isCryptoCurrency(quote) && isFiatCurrency(base));
}

/**
 * A pair of the spec's currencies in either direction, as requests send it. Typed for callers as
 * `QUOTE_BASE` text (the check itself names the supported currencies).
 */
export const supportedRatePairSchema = z
  .string()
  .max(20)
  .refine((text) => isSupportedRatePair(text), { message: unsupportedRatePairMessage })
  .transform((text) => text as SupportedRatePair) as unknown as z.ZodType<SupportedRatePair, `${string}_${string}`>;

/** Largest number of pairs one call may ask for. */
export const maxRatePairsPerCall = 50;

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

export const getRatesQuerySchema = z.object({
  coupon_code: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/, { message: 'must be letters, digits, _ or -' })
    .optional(),
});

export const getRatesDetailsSchema = ratesDetailsSchema.extend({
  coupon_code: z.string().optional(),
  coupon_applied: z.boolean(),
  /** The coupon's discount of the fees (percent, exact decimal), when it is valid; the rates themselves do not change. */
  coupon_discount_percent: z.string().optional(),
  coupon_note: z.string().optional(),
});

/**
 * Chart ranges: 1h (1 min buckets, wallet coins' snapshots), 24h (5 min), 7d and 30d (1 h), 1y
 * (1 day): the stored history's granularities (5-minute points for a day, hourly up to 90 days,
 * daily beyond).
 */
export const chartRangeNames = ['1h', '24h', '7d', '30d', '1y'] as const;
export type ChartRangeName = (typeof chartRangeNames)[number];

/** A fiat and a market coin (any of the 31 descriptors), in either direction: EUR_ADA, ADA_EUR. */
export function isMarketRatePair(text: string): boolean {
  const parts = text.split('_');
  if (parts.length !== 2) return false;
  const [quote = '', base = ''] = parts;
  return (isFiatCurrency(quote) && marketIsos.has(base)) || (marketIsos.has(quote) && isFiatCurrency(base));
}
// The tickers are the descriptor ids in upper case (core's coinDescriptors); the descriptors
// themselves stay out of the API client's chunk.
const marketIsos: ReadonlySet<string> = new Set(marketSummaryCoins.map((id) => id.toUpperCase()));

export const chartPairSchema = z
  .string()
  .max(20)
  .refine((text) => isMarketRatePair(text), {
    message: 'must be a pair of a supported fiat currency and a market coin, e.g. EUR_BTC or EUR_ADA',
  });

export const chartRatesQuerySchema = z.object({
  pair: chartPairSchema,
  range: z.enum(chartRangeNames).default('24h'),
});

export const chartRatesDetailsSchema = z.object({
  pair: z.string(),
  range: z.enum(chartRangeNames),
  bucket_ms: z.number().int(),
  points: z.array(z.object({ time: z.number().int(), price: z.string() })).max(1000),
});

const merchantIdSchema = z.string().trim().min(1).max(200);

/** Strict, like every body and query of the merchant base: an unknown key is a 400 naming it. */
export const merchantRatesBodySchema = z.strictObject({
  currencies: z.array(supportedRatePairSchema).min(1).max(maxRatePairsPerCall),
  merchant_id: merchantIdSchema,
});

export const marketRatesQuerySchema = z
  .strictObject({ for: z.enum(['market', 'seller']).default('market'), merchant_id: merchantIdSchema.optional() })
  .refine((query) => query.for === 'market' || query.merchant_id !== undefined, {
    message: 'merchant_id is required for seller rates',
    path: ['merchant_id'],
  });

export const marketRatesDetailsSchema = ratesDetailsSchema.extend({
  for: z.enum(['market', 'seller']),
  merchant_id: z.string().optional(),
});

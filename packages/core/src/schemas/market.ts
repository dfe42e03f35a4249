import { z } from 'zod';
import { wireDecimalSchema } from './wire.js';

/** Coins the market coin summary has a descriptor for (spec §1), lower case as in the spec. */
export const marketSummaryCoins = [
  'aave',
  'ada',
  'atom',
  'avax',
  'bch',
  'bnb',
  'btc',
  'doge',
  'dot',
  'enj',
  'eos',
  'eth',
  'ksm',
  'link',
  'ltc',
  'matic',
  'mina',
  'mkr',
  'nano',
  'sol',
  'sushi',
  'theta',
  'uni',
  'usdc',
  'usdt',
  'vet',
  'vtho',
  'xlm',
  'xmr',
  'xrp',
  'xtz',
] as const;
export type MarketSummaryCoin = (typeof marketSummaryCoins)[number];

/** A price pair key as the rates calls use it: quote_base, e.g. EUR_BTC (price of 1 BTC in EUR). */
export const ratePairSchema = z.string().regex(/^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$/);

/** One point of a price history: when (ms since epoch) and the price as a decimal string. */
export const pricePointSchema = z.object({ time: z.number().int().nonnegative(), price: wireDecimalSchema });

/** Market details of one coin for the prices page (prices/{id}). Change is a percent, as a decimal string. */
export const coinMarketDetailsSchema = z.object({
  iso: z.string().min(1).max(12),
  name: z.string().max(120),
  price: wireDecimalSchema,
  change_24h_percent: wireDecimalSchema.optional(),
  market_cap: wireDecimalSchema.optional(),
  volume_24h: wireDecimalSchema.optional(),
  circulating_supply: wireDecimalSchema.optional(),
});
export type CoinMarketDetails = z.infer<typeof coinMarketDetailsSchema>;

/**
 * Market state of spec §3: rates by pair, price history by coin iso, details by coin iso and the
 * per-coin summary descriptor text by lower-case coin id. Every part starts empty.
 */
export const marketStateSchema = z.object({
  rates: z.record(ratePairSchema, wireDecimalSchema).default({}),
  history: z.record(z.string(), z.array(pricePointSchema).max(10_000)).default({}),
  details: z.record(z.string(), coinMarketDetailsSchema).default({}),
  summary: z.record(z.string(), z.string().max(20_000)).default({}),
});
export type MarketState = z.infer<typeof marketStateSchema>;

/** A decimal string as the market calls answer it (never a float). */
const marketDecimal = z
  .string()
  .max(60)
  .regex(/^-?[0-9]+(\.[0-9]+)?$/);

/**
 * One coin's market figures in the asked fiat (POST /api/markets without merchant_id): price,
 * changes in percent (2 decimals; null when the history does not reach back that far), 24 h volume
 * and market capitalisation where the source gives them (null otherwise).
 */
export const marketCoinDetailsSchema = z.object({
  iso: z.string().max(12),
  name: z.string().max(120),
  price: marketDecimal,
  change_24h_percent: marketDecimal.nullable(),
  change_7d_percent: marketDecimal.nullable(),
  volume_24h: marketDecimal.nullable(),
  market_cap: marketDecimal.nullable(),
  observed_at: z.string().max(40),
  source: z.string().max(40),
});
export type MarketCoinDetails = z.infer<typeof marketCoinDetailsSchema>;

/**
 * Spec §3 Market state as POST /api/markets answers it for a visitor (no merchant_id): `rates`
 * by pair (EUR_BTC: price of 1 BTC in EUR), `history` by iso (the 7-day sparkline, one point every
 * 4 hours, oldest first), `details` by iso and `summary` by coin id (the descriptor's sentence).
 */
export const marketStateDetailsSchema = z.object({
  rates: z.record(z.string().max(30), marketDecimal),
  history: z.record(z.string().max(12), z.array(z.object({ time: z.number().int(), price: marketDecimal })).max(60)),
  details: z.record(z.string().max(12), marketCoinDetailsSchema),
  summary: z.record(z.string().max(12), z.string().max(500)),
});
export type MarketStateDetails = z.infer<typeof marketStateDetailsSchema>;

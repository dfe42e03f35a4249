import { z } from 'zod';

/** Coins with an educational article (spec §1). */
export const coinArticleIsos = [
  'AAVE',
  'ADA',
  'BCH',
  'BNB',
  'BTC',
  'DOGE',
  'DOT',
  'ENJ',
  'ETH',
  'LINK',
  'LTC',
  'MATIC',
  'SOL',
  'UNI',
  'USDC',
  'USDT',
  'VET',
  'XRP',
] as const;

/** A bullet list of an article section: its heading and one text per bullet. */
export const coinArticleListSchema = z.object({
  heading: z.string().max(500),
  text: z.array(z.string().max(5_000)).max(100),
});

export const coinArticleSectionSchema = z.object({
  heading: z.string().max(500),
  /** Paragraphs, in order. */
  p: z.array(z.string().max(10_000)).max(100).default([]),
  ul: coinArticleListSchema.optional(),
});

/** A coin article (spec §1). Several entries are empty, so an empty object parses to an empty article. */
export const coinArticleSchema = z.object({
  coin_name: z.string().max(120).default(''),
  iso: z.string().max(12).default(''),
  sections: z.array(coinArticleSectionSchema).max(100).default([]),
});
export type CoinArticle = z.infer<typeof coinArticleSchema>;
export type CoinArticleSection = z.infer<typeof coinArticleSectionSchema>;

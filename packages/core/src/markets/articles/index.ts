import { coinArticleSchema, type CoinArticle } from '../../schemas/coin-article.js';

/**
 * The coin articles of spec §1, written for this product in English (other locales fall back to
 * English), one module per coin so a browser loads only the article it shows (each is a chunk of
 * its own in the apps' builds). Keys are the lower-case coin ids of the prices pages.
 */
const loaders: Record<string, () => Promise<CoinArticle>> = {
  aave: () => import('./aave.js').then((module) => module.article),
  ada: () => import('./ada.js').then((module) => module.article),
  bch: () => import('./bch.js').then((module) => module.article),
  bnb: () => import('./bnb.js').then((module) => module.article),
  btc: () => import('./btc.js').then((module) => module.article),
  doge: () => import('./doge.js').then((module) => module.article),
  dot: () => import('./dot.js').then((module) => module.article),
  enj: () => import('./enj.js').then((module) => module.article),
  eth: () => import('./eth.js').then((module) => module.article),
  link: () => import('./link.js').then((module) => module.article),
  ltc: () => import('./ltc.js').then((module) => module.article),
  matic: () => import('./matic.js').then((module) => module.article),
  sol: () => import('./sol.js').then((module) => module.article),
  uni: () => import('./uni.js').then((module) => module.article),
  usdc: () => import('./usdc.js').then((module) => module.article),
  usdt: () => import('./usdt.js').then((module) => module.article),
  vet: () => import('./vet.js').then((module) => module.article),
  xrp: () => import('./xrp.js').then((module) => module.article),
};

/** Coin ids that have an article. */
export const coinArticleIds: readonly string[] = Object.keys(loaders);

/**
 * The article of a coin id, or an empty article (no sections: the page says "coming soon") for a
 * coin without one. The locale is accepted for when translations exist; every locale reads English today.
 */
export async function loadCoinArticle(id: string): Promise<CoinArticle> {
  const loader = loaders[id.toLowerCase()];
  if (loader === undefined) return coinArticleSchema.parse({});
  return loader();
}

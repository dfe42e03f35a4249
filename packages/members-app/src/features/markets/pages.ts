import type { PageLoader } from '../../types/page-loader.js';
import { withTexts } from '../../lib/lazy-texts.js';

/** Pages of the markets feature (spec §2 Markets: prices, prices/{id}), by route path of core's `membersAppRoutes`. */
export const marketPages: Record<string, PageLoader> = {
  '/prices': withTexts(['markets'], () => import('./components/prices-page.js').then((page) => page.PricesPage)),
  '/prices/:id': withTexts(['markets'], () => import('./components/coin-page.js').then((page) => page.CoinPage)),
};

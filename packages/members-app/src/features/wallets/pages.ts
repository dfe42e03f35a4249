import type { PageLoader } from '../../app/page-registry.js';

/** Pages of the wallets, balances and transactions feature, by route path of core's `appRoutes`. */
export const walletPages: Record<string, PageLoader> = {};

import type { PageLoader } from '../../types/page-loader.js';
import { withTexts } from '../../lib/lazy-texts.js';

/** Pages of the wallets, balances and transactions feature, by route path of core's `membersAppRoutes`. */
export const walletPages: Record<string, PageLoader> = {
  '/wallets': withTexts(['wallets'], () => import('./components/wallets-page.js').then((page) => page.WalletsPage)),
  '/wallets/:coin': withTexts(['wallets'], () => import('./components/wallet-page.js').then((page) => page.WalletPage)),
  '/deposit': withTexts(['wallets'], () => import('./components/deposit-page.js').then((page) => page.DepositPage)),
  '/transactions': withTexts(['wallets'], () =>
    import('./components/transactions-page.js').then((page) => page.TransactionsPage),
  ),
};

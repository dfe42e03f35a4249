import { renderScreen, type RenderScreenOptions } from '../../../testing/render-screen.js';
import { DepositPage } from '../components/deposit-page.js';
import { TransactionsPage } from '../components/transactions-page.js';
import { WalletPage } from '../components/wallet-page.js';
import { WalletsPage } from '../components/wallets-page.js';

/** Renders the wallet screens at a URL (see `renderScreen`); `aside` renders next to the page. */
export function renderWalletScreen(url: string, options: RenderScreenOptions) {
  return renderScreen(
    url,
    {
      '/wallets': WalletsPage,
      '/wallets/:coin': WalletPage,
      '/deposit': DepositPage,
      '/transactions': TransactionsPage,
    },
    options,
  );
}

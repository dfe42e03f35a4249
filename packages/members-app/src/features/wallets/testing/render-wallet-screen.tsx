import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { createI18n, type ConfigurationDetails, type LocaleCode } from '@platform/core';
import { AppProvider } from '../../../app/provider.js';
import { createQueryClient } from '../../../lib/query-client.js';
import { useBrandStore } from '../../../stores/brand-store.js';
import { useLocaleStore } from '../../../stores/locale-store.js';
import { DepositPage } from '../pages/deposit-page.js';
import { TransactionsPage } from '../pages/transactions-page.js';
import { WalletPage } from '../pages/wallet-page.js';
import { WalletsPage } from '../pages/wallets-page.js';

/**
 * Renders the wallet screens at a URL with the app's providers, the brand configuration in its
 * store and the real router, under a `<main>` (the members layout itself is the session feature's
 * and is covered by the app's route tests). `aside` renders next to the page (e.g. the sidebar).
 */
export function renderWalletScreen(
  url: string,
  options: { details: ConfigurationDetails; locale?: LocaleCode; aside?: ReactNode },
) {
  const locale = options.locale ?? 'en';
  const i18n = createI18n(locale);
  useLocaleStore.setState({ locale, i18n });
  useBrandStore.setState({ details: options.details });
  const queryClient = createQueryClient();
  const Layout = () => (
    <>
      {options.aside}
      <main>
        <Outlet />
      </main>
    </>
  );
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/wallets', Component: WalletsPage },
          { path: '/wallets/:coin', Component: WalletPage },
          { path: '/deposit', Component: DepositPage },
          { path: '/transactions', Component: TransactionsPage },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <AppProvider queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}

import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { createI18n, type ConfigurationDetails, type LocaleCode } from '@platform/core';
import { AppProvider } from '../../../app/provider.js';
import { createQueryClient } from '../../../lib/query-client.js';
import { useBrandStore } from '../../../stores/brand-store.js';
import { useLocaleStore } from '../../../stores/locale-store.js';
import { WidgetSettingsTab } from '../components/widget-settings/widget-settings-tab.js';
import { GeneratePaymentLinkPage } from '../pages/generate-payment-link-page.js';
import { MerchantSettlementsPage } from '../pages/merchant-settlements-page.js';
import { MerchantTransactionsPage } from '../pages/merchant-transactions-page.js';

/**
 * Renders the merchant screens at a URL with the app's providers, the brand configuration in its
 * store and the real router, under a `<main>` (the members layout and the profile page that hosts
 * the Widget Settings tab are covered by the route tests). /profile renders the tab alone.
 */
export function renderMerchantScreen(url: string, options: { details: ConfigurationDetails; locale?: LocaleCode }) {
  const locale = options.locale ?? 'en';
  const i18n = createI18n(locale);
  useLocaleStore.setState({ locale, i18n });
  useBrandStore.setState({ details: options.details });
  const queryClient = createQueryClient();
  const Layout = () => (
    <main>
      <Outlet />
    </main>
  );
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/generatePaymentLink', Component: GeneratePaymentLinkPage },
          { path: '/merchantTransactions', Component: MerchantTransactionsPage },
          { path: '/merchantSettlements', Component: MerchantSettlementsPage },
          { path: '/merchantSettlements/:tab', Component: MerchantSettlementsPage },
          { path: '/profile', Component: WidgetSettingsTab },
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

import { renderScreen, type RenderScreenOptions } from '../../../testing/render-screen.js';
import { WidgetSettingsTab } from '../components/widget-settings/widget-settings-tab.js';
import { GeneratePaymentLinkPage } from '../components/generate-payment-link-page.js';
import { MerchantSettlementsPage } from '../components/merchant-settlements-page.js';
import { MerchantTransactionsPage } from '../components/merchant-transactions-page.js';

/**
 * Renders the merchant screens at a URL (see `renderScreen`). The profile page that hosts the
 * Widget Settings tab is covered by the route tests; /profile renders the tab alone.
 */
export function renderMerchantScreen(url: string, options: Omit<RenderScreenOptions, 'aside'>) {
  return renderScreen(
    url,
    {
      '/generatePaymentLink': GeneratePaymentLinkPage,
      '/merchantTransactions': MerchantTransactionsPage,
      '/merchantSettlements': MerchantSettlementsPage,
      '/merchantSettlements/:tab': MerchantSettlementsPage,
      '/profile': WidgetSettingsTab,
    },
    options,
  );
}

import type { PageLoader } from '../../types/page-loader.js';
import { withTexts } from '../../lib/lazy-texts.js';

/**
 * Pages of the merchant feature, by route path of core's `membersAppRoutes`; each its own chunk with the
 * feature's texts. The settlements page serves its tab routes too. profile#widgetSettings is a tab
 * of the profile page, composed in `app/page-registry.ts`.
 */
const settlements = withTexts(['merchant'], () =>
  import('./components/merchant-settlements-page.js').then((module) => module.MerchantSettlementsPage),
);

export const merchantPages: Record<string, PageLoader> = {
  '/generatePaymentLink': withTexts(['merchant'], () =>
    import('./components/generate-payment-link-page.js').then((module) => module.GeneratePaymentLinkPage),
  ),
  '/merchantTransactions': withTexts(['merchant'], () =>
    import('./components/merchant-transactions-page.js').then((module) => module.MerchantTransactionsPage),
  ),
  '/merchantSettlements': settlements,
  '/merchantSettlements/creditcards': settlements,
  '/merchantSettlements/widget': settlements,
  '/merchantSettlements/wire': settlements,
};

/** The Widget Settings tab's code and texts, loaded when the tab is first shown. */
export const loadWidgetSettingsTab = withTexts(['merchant', 'merchantSettings'], () =>
  import('./components/widget-settings/widget-settings-tab.js').then((module) => module.WidgetSettingsTab),
);

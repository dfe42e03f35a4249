import { createElement, lazy, Suspense } from 'react';
import { isFlagOn, type Configuration, type User } from '@platform/core';
import { accountPages } from '../features/account/pages.js';
import { loadTexts, withTexts } from '../lib/lazy-texts.js';
import { importWithReload } from '../lib/chunk-reload.js';
import { marketPages } from '../features/markets/pages.js';
import { merchantPages, loadWidgetSettingsTab } from '../features/merchant/pages.js';
import { publicPages } from '../features/public/pages.js';
import { canUseMerchantArea } from '../features/merchant/utils/merchant-access.js';
import { walletPages } from '../features/wallets/pages.js';
import { operatorPages } from '../features/operator/pages.js';
import { withdrawalPages } from '../features/withdrawals/pages.js';
import type { PageLoader } from '../types/page-loader.js';

/**
 * The merchant feature's Widget Settings tab is its own chunk, loaded only when the tab is shown
 * (most profile visitors are not merchants).
 */
const LazyWidgetSettings = lazy(() =>
  importWithReload(loadWidgetSettingsTab).then((Component) => ({ default: Component })),
);
function WidgetSettingsTab() {
  return createElement(Suspense, { fallback: null }, createElement(LazyWidgetSettings));
}

/**
 * Route path (as in core's `membersAppRoutes`) → page. Each feature owns its own map; a route without a
 * page shows the honest "not available yet" page.
 */
/**
 * profile is composed here because features do not import each other: the account feature's page
 * with the wallets feature's Account Statements tab (profile#statements, when enable_statements)
 * and the merchant feature's Widget Settings tab (profile#widgetSettings, when enable_widget and
 * the user's widget permission).
 */
const profileWithExtraTabs: PageLoader = () =>
  Promise.all([
    import('../features/account/components/profile/profile-page.js'),
    loadTexts('ui'),
    loadTexts('account'),
    loadTexts('wallets'),
    import('../features/wallets/components/statements-panel.js'),
  ]).then(([profile, , , , statements]) => {
    const extraTabs = [
      {
        id: 'statements',
        labelKey: 'nav:header.accountStatements',
        Component: statements.StatementsPanel,
        visible: (configuration: { enable_statements?: unknown }) =>
          isFlagOn(configuration.enable_statements as boolean),
      },
      {
        id: 'widgetSettings',
        labelKey: 'nav:header.widgetSettings',
        Component: WidgetSettingsTab,
        visible: (configuration: Configuration, user: User) => canUseMerchantArea('paymentLinks', configuration, user),
      },
    ];
    return function ProfileWithExtraTabs() {
      return createElement(profile.ProfilePage, { extraTabs });
    };
  });

/** The design-system gallery (test mode only: the page shows only when the server runs in test mode). */
const designGallery: PageLoader = withTexts(['gallery'], () =>
  import('./routes/design-gallery-page.js').then((module) => module.DesignGalleryPage),
);

export const pageLoaders: Readonly<Record<string, PageLoader>> = {
  ...accountPages,
  '/test-mode/gallery': designGallery,
  ...walletPages,
  ...merchantPages,
  ...operatorPages,
  ...withdrawalPages,
  ...marketPages,
  ...publicPages,
  '/profile': profileWithExtraTabs,
};

import { createElement, type ComponentType } from 'react';
import { isFlagOn } from '@platform/core';
import { accountPages } from '../features/account/pages.js';
import { loadTexts } from '../lib/lazy-texts.js';
import { walletPages } from '../features/wallets/pages.js';

/** A page's lazy loader: each page is its own chunk, loaded when its route is entered. */
export type PageLoader = () => Promise<ComponentType>;

/**
 * Route path (as in core's `appRoutes`) → page. Each feature owns its own map; a route without a
 * page shows the honest "not available yet" page.
 */
/**
 * profile is composed here because features do not import each other: the account feature's page
 * with the wallets feature's Account Statements tab (profile#statements, when enable_statements).
 */
const profileWithStatements: PageLoader = () =>
  Promise.all([
    import('../features/account/components/profile/profile-page.js'),
    loadTexts('account'),
    loadTexts('wallets'),
    import('../features/wallets/components/statements-panel.js'),
  ]).then(([profile, , , statements]) => {
    const extraTabs = [
      {
        id: 'statements',
        labelKey: 'nav:header.accountStatements',
        Component: statements.StatementsPanel,
        visible: (configuration: { enable_statements?: unknown }) =>
          isFlagOn(configuration.enable_statements as boolean),
      },
    ];
    return function ProfileWithStatements() {
      return createElement(profile.ProfilePage, { extraTabs });
    };
  });

export const pageLoaders: Readonly<Record<string, PageLoader>> = {
  ...accountPages,
  ...walletPages,
  '/profile': profileWithStatements,
};

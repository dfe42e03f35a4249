import type { ComponentType } from 'react';
import { accountPages } from '../features/account/pages.js';
import { walletPages } from '../features/wallets/pages.js';

/** A page's lazy loader: each page is its own chunk, loaded when its route is entered. */
export type PageLoader = () => Promise<ComponentType>;

/**
 * Route path (as in core's `appRoutes`) → page. Each feature owns its own map; a route without a
 * page shows the honest "not available yet" page.
 */
export const pageLoaders: Readonly<Record<string, PageLoader>> = { ...accountPages, ...walletPages };

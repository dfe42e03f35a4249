import type { ComponentType } from 'react';
import type { MembersAppLayout } from '@platform/core';
import { withTexts } from '../lib/lazy-texts.js';
import { ErrorRouteLayout } from './layouts/error-route-layout.js';

/**
 * One code-split chunk per route area (spec §2 layouts) of the members app; the flow and widget
 * layouts are the checkout's and the widget's, served at /flow/ and /widget/. The error layout is
 * bundled with the entry: it must render even when chunks cannot load.
 */
export const layoutLoaders: Record<MembersAppLayout, () => Promise<ComponentType>> = {
  home: () => import('./layouts/home-layout.js').then((module) => module.HomeLayout),
  // The members sidebar shows the account value and the crypto accounts (wallets texts).
  members: withTexts(['wallets'], () => import('./layouts/members-layout.js').then((module) => module.MembersLayout)),
  membersLogin: () => import('./layouts/members-login-layout.js').then((module) => module.MembersLoginLayout),
  maintenance: () => import('./layouts/maintenance-layout.js').then((module) => module.MaintenanceLayout),
  error: () => Promise.resolve(ErrorRouteLayout),
};

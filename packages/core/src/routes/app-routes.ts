/**
 * Every route of spec §2, after the module-directory prefix is stripped, with the layout it renders
 * under. The members-app router is built from this table and the server uses it to answer unknown
 * app paths with HTTP 404 (the page still renders "This page could not be found.").
 *
 * Flow (guest checkout) routes live under `/flow/` and widget routes under `/widget/`: the spec's
 * flow and members areas share names (compliance, processing, review), so each area keeps its prefix.
 * Those two prefixes are also the bases of the checkout and widget iframe builds.
 */
export type AppLayout = 'home' | 'flow' | 'members' | 'membersLogin' | 'widget' | 'error' | 'maintenance';

export interface AppRoute {
  /** Path pattern: `:name` is a segment, `:name?` an optional one. */
  path: string;
  layout: AppLayout;
  /** The spec area the route belongs to (§2 "Areas and routes"). */
  area: 'buy' | 'flow' | 'maintenance' | 'markets' | 'widget' | 'members' | 'home' | 'error';
}

const membersLogin = [
  'login',
  'login/token',
  'register',
  'register/address_details',
  'register/personal_details',
  'forget-password',
];
const members = [
  'change-password',
  'compliance',
  'deposit',
  'double-auth',
  'generatePaymentLink',
  'merchantSettlements',
  'merchantSettlements/creditcards',
  'merchantSettlements/widget',
  'merchantSettlements/wire',
  'merchantTransactions',
  'onboarding',
  'onboarding/compliance',
  /** Beyond the spec: the minimal KYC reviewer screen, visible to the operator role only. */
  'operator/kyc',
  'processing',
  'profile',
  'review',
  'sell',
  'trade',
  'transactions',
  'verification',
  'wallets',
  'wallets/:coin',
  'withdrawal',
];
const flow = [
  'compliance',
  'details',
  'invoice',
  'kyc',
  'online_banking',
  'payment',
  'processing',
  'review',
  'test',
  'wire',
  'buy/widget',
];
const widget = ['home', 'payment', 'payment-detected', 'payment-failed', 'payment-success', 'redirect'];

export const appRoutes: readonly AppRoute[] = [
  { path: '/', layout: 'home', area: 'home' },
  { path: '/prices', layout: 'home', area: 'markets' },
  { path: '/prices/:id', layout: 'home', area: 'markets' },
  { path: '/buy', layout: 'home', area: 'buy' },
  { path: '/buy/widget', layout: 'home', area: 'buy' },
  { path: '/maintenance/:slug?/:nested?', layout: 'maintenance', area: 'maintenance' },
  ...membersLogin.map((path): AppRoute => ({ path: `/${path}`, layout: 'membersLogin', area: 'members' })),
  ...members.map((path): AppRoute => ({ path: `/${path}`, layout: 'members', area: 'members' })),
  ...flow.map((path): AppRoute => ({ path: `/flow/${path}`, layout: 'flow', area: 'flow' })),
  ...widget.map((path): AppRoute => ({ path: `/widget/${path}`, layout: 'widget', area: 'widget' })),
  /** Beyond the spec: the test-mode outbox (emails and SMS the platform queued); 404s from the API in live mode. */
  { path: '/test-mode/outbox', layout: 'home', area: 'home' },
  { path: '/error', layout: 'error', area: 'error' },
];

/** Matches a pathname (no query) against a route pattern; trailing slashes are ignored. */
export function matchRoutePattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let index = 0;
  for (const part of want) {
    const optional = part.endsWith('?');
    const segment = have[index];
    if (part.startsWith(':')) {
      if (segment === undefined) {
        if (optional) continue;
        return null;
      }
      params[part.slice(1).replace(/\?$/, '')] = decodeURIComponent(segment);
      index += 1;
    } else {
      if (segment !== part) return null;
      index += 1;
    }
  }
  return index === have.length ? params : null;
}

export function findAppRoute(pathname: string): AppRoute | undefined {
  return appRoutes.find((route) => matchRoutePattern(route.path, pathname) !== null);
}

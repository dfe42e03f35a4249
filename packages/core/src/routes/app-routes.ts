/**
 * Every route of spec §2, after the module-directory prefix is stripped, with the layout it renders
 * under and the front end that serves it. The members-app router is built from the members app's
 * routes, the checkout and widget iframes route their own, and the server uses the whole table to
 * answer unknown app paths with HTTP 404 (the page still renders "This page could not be found.").
 *
 * Flow (guest checkout) routes live under `/flow/` and widget routes under `/widget/`: the spec's
 * flow and members areas share names (compliance, processing, review), so each area keeps its prefix.
 * Those two prefixes are the bases the server serves the checkout and widget iframe builds at; the
 * members app never sees them.
 */
export type AppLayout = 'home' | 'flow' | 'members' | 'membersLogin' | 'widget' | 'error' | 'maintenance';

/** The front ends: the members app at `/`, the checkout build at `/flow/`, the widget build at `/widget/`. */
export type FrontEnd = 'members' | 'checkout' | 'widget';

/** The bases of the iframe builds; every other path is the members app's. */
export const frontEndBases = { checkout: '/flow/', widget: '/widget/' } as const;

/** The layouts of the members app (the flow and widget layouts belong to the iframes). */
export type MembersAppLayout = Exclude<AppLayout, 'flow' | 'widget'>;

export interface AppRoute {
  /** Path pattern: `:name` is a segment, `:name?` an optional one. */
  path: string;
  layout: AppLayout;
  /** The spec area the route belongs to (§2 "Areas and routes"). */
  area: 'buy' | 'flow' | 'maintenance' | 'markets' | 'widget' | 'members' | 'home' | 'error';
  /** The front end that serves it. */
  app: FrontEnd;
}

export interface MembersAppRoute extends AppRoute {
  layout: MembersAppLayout;
  app: 'members';
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
  /** Beyond the spec: the guest checkout's orders (find, refund in full or in part) and delivery queue, operators only. */
  'operator/checkout/deliveries',
  'operator/checkout/orders',
  /** Beyond the spec: the operators' withdrawal approval queue, visible to the operator role only. */
  'operator/withdrawals',
  /** Beyond the spec: the operators' SEPA payout batches (pain.001 files, sent, settled, bank rejections). */
  'operator/payouts',
  /** Beyond the spec: the content pages' editor (issue 18), operators only. */
  'operator/content',
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
/**
 * The content pages of spec §2 "Other screens implied" (support, knowledge base, identity verification
 * tutorials, blog, about us, legal pages, contact), under the home layout; the paths are core's
 * contentPageSlugs (schemas/content.ts), a blog post is `blog/:slug`.
 */
const contentPages = [
  'support',
  'knowledge-base',
  'identity-verification',
  'blog',
  'blog/:slug',
  'about',
  'terms',
  'privacy',
  'refund-policy',
  'aml-kyc',
  'contact',
];
const widget = ['home', 'payment', 'payment-detected', 'payment-failed', 'payment-success', 'redirect'];

function membersRoute(path: string, layout: MembersAppLayout, area: AppRoute['area']): MembersAppRoute {
  return { path, layout, area, app: 'members' };
}

/** The routes the members app registers: everything but the iframes' flow and widget routes. */
export const membersAppRoutes: readonly MembersAppRoute[] = [
  membersRoute('/', 'home', 'home'),
  membersRoute('/prices', 'home', 'markets'),
  membersRoute('/prices/:id', 'home', 'markets'),
  membersRoute('/buy', 'home', 'buy'),
  membersRoute('/buy/widget', 'home', 'buy'),
  membersRoute('/maintenance/:slug?/:nested?', 'maintenance', 'maintenance'),
  ...contentPages.map((path) => membersRoute(`/${path}`, 'home', 'home')),
  ...membersLogin.map((path) => membersRoute(`/${path}`, 'membersLogin', 'members')),
  ...members.map((path) => membersRoute(`/${path}`, 'members', 'members')),
  /** Beyond the spec: the test-mode outbox (emails and SMS the platform queued); 404s from the API in live mode. */
  membersRoute('/test-mode/outbox', 'home', 'home'),
  /**
   * Beyond the spec: the link of the "address added" email (withdrawals). Public, in the home
   * layout: the link may be opened in another browser, without a session (its token is the secret).
   */
  membersRoute('/withdrawal/confirm-address', 'home', 'members'),
  /** Beyond the spec: the design-system gallery, every component in each state (test mode only). */
  membersRoute('/test-mode/gallery', 'home', 'home'),
  membersRoute('/error', 'error', 'error'),
];

export const appRoutes: readonly AppRoute[] = [
  ...membersAppRoutes,
  ...flow.map((path): AppRoute => ({ path: `/flow/${path}`, layout: 'flow', area: 'flow', app: 'checkout' })),
  ...widget.map((path): AppRoute => ({ path: `/widget/${path}`, layout: 'widget', area: 'widget', app: 'widget' })),
];

/** The front end a path belongs to, by the iframe bases (`/flow`, `/flow/…` is the checkout's). */
export function frontEndOf(pathname: string): FrontEnd {
  for (const [app, base] of Object.entries(frontEndBases) as [FrontEnd, string][]) {
    if (pathname === base.slice(0, -1) || pathname.startsWith(base)) return app;
  }
  return 'members';
}

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

/** The route of `pathname` in `routes` (the whole table unless told). */
export function findAppRoute<Route extends AppRoute = AppRoute>(
  pathname: string,
  routes: readonly Route[] = appRoutes as readonly Route[],
): Route | undefined {
  return routes.find((route) => matchRoutePattern(route.path, pathname) !== null);
}

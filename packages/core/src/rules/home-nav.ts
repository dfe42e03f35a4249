import { isAlternativeBrand, isFlagOn, type BrandSwitchesInput } from './inputs.js';
import type { NavItem } from './nav-item.js';

/** Brand URLs the home nav links to (spec §3 Configuration; empty means not configured). */
export interface HomeNavConfigInput extends BrandSwitchesInput {
  buy_url?: string | null;
  contact_url?: string | null;
  terms_url?: string | null;
  wallet_url?: string | null;
  markets_url?: string | null;
  white_label_url?: string | null;
}

function link(id: string, labelKey: `nav:${string}`, url: string | null | undefined, fallback: string): NavItem {
  return url ? { id, labelKey, href: url, external: true } : { id, labelKey, href: fallback };
}

/**
 * Whether the visitor has a session: 'unknown' while the app is still asking. Get Started and Login
 * are for signed-out visitors only; a signed-in one sees their account instead (issue 15), and
 * while it is unknown neither shows, so they do not flash for a signed-in user.
 */
export type HomeNavSession = 'signedIn' | 'signedOut' | 'unknown';

/**
 * Home nav of spec §2, in display order. When wl_id is 2 the nav is exactly: Exchange & Wallet,
 * White Label Platforms, Markets. Unconfigured brand URLs fall back to the app's own pages (Contact and Legal: the content pages /contact and /terms).
 */
export function homeNavItems(config: HomeNavConfigInput, session: HomeNavSession = 'signedOut'): NavItem[] {
  if (isAlternativeBrand(config)) {
    return [
      link('exchangeAndWallet', 'nav:home.exchangeAndWallet', config.wallet_url, '/login'),
      link('whiteLabelPlatforms', 'nav:home.whiteLabelPlatforms', config.white_label_url, '/'),
      link('markets', 'nav:home.markets', config.markets_url, '/prices'),
    ];
  }
  return [
    { id: 'prices', labelKey: 'nav:home.prices', href: '/prices' },
    link('wallet', 'nav:home.wallet', config.wallet_url, '/wallets'),
    isFlagOn(config.enable_flow)
      ? link('buyCoins', 'nav:home.buyCoins', config.buy_url, '/flow/')
      : { id: 'buyCoins', labelKey: 'nav:home.buyCoins', href: '/buy' },
    link('contact', 'nav:home.contact', config.contact_url, '/contact'),
    link('legal', 'nav:home.legal', config.terms_url, '/terms'),
    ...(session === 'signedOut'
      ? [
          {
            id: 'getStarted',
            labelKey: 'nav:home.getStarted',
            href: isFlagOn(config.registration_new_flow) ? '/register/personal_details' : '/register/',
          } as const,
          { id: 'login', labelKey: 'nav:home.login', href: '/login' } as const,
        ]
      : []),
  ];
}

// The content pages and the home page's coins as plain constants (no zod): the members app's first
// bundle reads them (routes, footer) and must not pull in the schemas (budgets.json: zod is a chunk).

/**
 * The brand's content pages ("Other screens implied" of spec §2): support, knowledge base, identity
 * verification tutorials, blog, about us, the legal pages (terms and conditions, privacy policy,
 * refund policy, AML and KYC) and contact. Each is Markdown per brand and locale, with English as
 * the fallback; blog posts are entries of their own kind under the blog page.
 */
export const contentPageSlugs = [
  'support',
  'knowledge-base',
  'identity-verification',
  'blog',
  'about',
  'terms',
  'privacy',
  'refund-policy',
  'aml-kyc',
  'contact',
] as const;
export type ContentPageSlug = (typeof contentPageSlugs)[number];

/** The legal pages: their default texts are templates the operator must review before going live. */
export const legalContentPages: readonly ContentPageSlug[] = ['terms', 'privacy', 'refund-policy', 'aml-kyc'];

/**
 * The brand URLs of spec §3 that replace a page: when the brand sets one, its links (nav, footer,
 * sitemap) point there and the page itself says where the text lives.
 */
export const contentPageBrandUrl = {
  support: 'support_url',
  'knowledge-base': 'knowledge_base_url',
  'identity-verification': 'kyc_policy',
  blog: 'blog_url',
  about: 'about_url',
  terms: 'terms_url',
  privacy: 'privacy_url',
  'refund-policy': 'refund_url',
  'aml-kyc': 'aml_url',
  contact: 'contact_url',
} as const satisfies Record<ContentPageSlug, string>;

/** Where a content page lives: the brand's own URL when configured, else the app's page. */
export function contentPageHref(configuration: Partial<Record<string, unknown>>, slug: ContentPageSlug): string {
  const url = configuration[contentPageBrandUrl[slug]];
  return typeof url === 'string' && url !== '' ? url : `/${slug}`;
}

/** The coins of the home page's list (spec §1's wallet coins), as the app and the server-rendered page show them. */
export const homePageCoins = [
  { iso: 'BTC', name: 'Bitcoin' },
  { iso: 'ETH', name: 'Ethereum' },
  { iso: 'LTC', name: 'Litecoin' },
  { iso: 'BCH', name: 'Bitcoin Cash' },
  { iso: 'USDT', name: 'Tether' },
  { iso: 'USDC', name: 'USD Coin' },
] as const;

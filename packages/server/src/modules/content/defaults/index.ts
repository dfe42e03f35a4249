import { isLocaleCode, type ContentPageSlug, type LocaleCode } from '@platform/core';
import { blogPosts } from './blog-posts.js';
import type { DefaultEntry } from './default-entry.js';
import { helpPages } from './help-pages.js';
import { legalPages } from './legal-pages.js';
import { localeDefaults, type NeutralWordings } from './locales/index.js';

export type { DefaultEntry } from './default-entry.js';
export type { NeutralWordings } from './locales/index.js';

/** The platform's default content in English; the pages also in the other six locales (locales/). */
export const defaultEntries: readonly DefaultEntry[] = [...helpPages, ...legalPages, ...blogPosts];

/** A default entry and the locale its text is in. */
export type LocalizedDefaultEntry = DefaultEntry & { locale: LocaleCode };

/**
 * The platform's default text of an entry in `locale` when it has one (every page in every locale),
 * else in English (blog posts). Undefined when there is no default entry of that kind and slug.
 */
export function findDefaultEntry(
  kind: DefaultEntry['kind'],
  slug: string,
  locale: LocaleCode = 'en',
): LocalizedDefaultEntry | undefined {
  const english = defaultEntries.find((entry) => entry.kind === kind && entry.slug === slug);
  if (english === undefined) return undefined;
  const translated =
    kind === 'page' && locale !== 'en' && isLocaleCode(locale)
      ? localeDefaults[locale].pages[slug as ContentPageSlug]
      : undefined;
  return translated === undefined ? { ...english, locale: 'en' } : { ...english, ...translated, locale };
}

const englishNeutral: NeutralWordings = {
  support_email: 'our support team (see the Contact page)',
  compliance_email: 'our compliance team',
  phone: 'by email only',
  address: 'registered address on request',
};

/** What a placeholder says, in `locale`, when the brand leaves its field empty. */
export function neutralWordings(locale: LocaleCode): NeutralWordings {
  return locale === 'en' ? englishNeutral : localeDefaults[locale].neutral;
}

import {
  contentPageBrandUrl,
  type Configuration,
  type ContentEntryWire,
  type ContentKind,
  type ContentPageSlug,
  type LocaleCode,
} from '@platform/core';
import type { Queryable } from '../../db/database.js';
import { findEntryWithFallback, listPosts, type StoredEntry } from './content-repository.js';
import { defaultEntries, findDefaultEntry, neutralWordings, type LocalizedDefaultEntry } from './defaults/index.js';
import { renderMarkdown } from './render-markdown.js';

/** The blog list's length: a brand's latest posts (older ones stay reachable by their URL). */
export const maxListedPosts = 100;

/** The configuration values the default texts name, with a neutral wording (in the text's locale) where the brand has none. */
function placeholderValues(configuration: Configuration, locale: LocaleCode): Record<string, string> {
  const brand = configuration.label_name;
  const neutral = neutralWordings(locale);
  return {
    brand,
    company: configuration.company_name || brand,
    support_email: configuration.support_email || neutral.support_email,
    compliance_email: configuration.compliance_email || configuration.support_email || neutral.compliance_email,
    phone: configuration.phone || neutral.phone,
    address: configuration.address || neutral.address,
  };
}

/** Fills {{name}} placeholders; an unknown name stays as written (an operator's own braces survive). */
export function fillPlaceholders(text: string, configuration: Configuration, locale: LocaleCode = 'en'): string {
  const values = placeholderValues(configuration, locale);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The brand's own URL for a page (spec §3 terms_url, privacy_url, …), or null when it has none. */
export function brandUrlOf(configuration: Configuration, kind: ContentKind, slug: string): string | null {
  if (kind !== 'page' || !(slug in contentPageBrandUrl)) return null;
  const url = configuration[contentPageBrandUrl[slug as ContentPageSlug]];
  return url === '' ? null : url;
}

type Source = { stored: StoredEntry } | { fallback: LocalizedDefaultEntry };

function toWire(configuration: Configuration, source: Source): ContentEntryWire {
  const entry = 'stored' in source ? source.stored : source.fallback;
  const fill = (text: string) => fillPlaceholders(text, configuration, entry.locale);
  return {
    kind: entry.kind,
    slug: entry.slug,
    locale: entry.locale,
    title: fill(entry.title),
    description: fill(entry.description),
    html: renderMarkdown(fill(entry.markdown)),
    external_url: brandUrlOf(configuration, entry.kind, entry.slug),
    is_default: 'stored' in source ? source.stored.isDefault : true,
    published_at:
      'stored' in source
        ? source.stored.publishedAt.toISOString()
        : (source.fallback.publishedAt ?? '2026-11-01T00:00:00.000Z'),
    updated_at: 'stored' in source ? source.stored.updatedAt.toISOString() : null,
  };
}

/**
 * Which text of an entry a brand shows in `locale`, from its stored entry (in that locale, else its
 * English one) and the platform's defaults: the brand's own text in the locale; else the platform's
 * default translated into the locale, unless the brand wrote its own English text (an operator's
 * edit outranks the template in every locale); else the stored English; else the English default.
 */
export function chooseEntrySource(
  stored: StoredEntry | undefined,
  input: { kind: ContentKind; slug: string; locale: LocaleCode },
): Source | undefined {
  if (stored !== undefined && (stored.locale === input.locale || !stored.isDefault)) return { stored };
  const fallback = findDefaultEntry(input.kind, input.slug, input.locale);
  if (fallback !== undefined && (fallback.locale === input.locale || stored === undefined)) return { fallback };
  return stored === undefined ? undefined : { stored };
}

/**
 * One page or post as the public pages show it (chooseEntrySource). Undefined when neither the brand
 * nor the platform has it.
 */
export async function readContentEntry(
  queryable: Queryable,
  input: { brandId: string; configuration: Configuration; kind: ContentKind; slug: string; locale: LocaleCode },
): Promise<ContentEntryWire | undefined> {
  const source = chooseEntrySource(await findEntryWithFallback(queryable, input), input);
  return source === undefined ? undefined : toWire(input.configuration, source);
}

export interface PostSummary {
  slug: string;
  locale: LocaleCode;
  title: string;
  description: string;
  published_at: string;
}

/** The brand's blog posts (its own, or the default posts when it has none stored), newest first. */
export async function readPostList(
  queryable: Queryable,
  input: { brandId: string; configuration: Configuration; locale: LocaleCode },
): Promise<PostSummary[]> {
  const stored = await listPosts(queryable, { ...input, limit: maxListedPosts });
  if (stored.length > 0) {
    return stored.map((post) => ({
      slug: post.slug,
      locale: post.locale,
      title: fillPlaceholders(post.title, input.configuration, post.locale),
      description: fillPlaceholders(post.description, input.configuration, post.locale),
      published_at: post.publishedAt.toISOString(),
    }));
  }
  return defaultEntries
    .filter((entry) => entry.kind === 'post')
    .map((post) => ({
      slug: post.slug,
      locale: 'en' as const,
      title: fillPlaceholders(post.title, input.configuration),
      description: fillPlaceholders(post.description, input.configuration),
      published_at: post.publishedAt ?? '2026-11-01T00:00:00.000Z',
    }))
    .sort((a, b) => b.published_at.localeCompare(a.published_at));
}

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
import { defaultEntries, findDefaultEntry, type DefaultEntry } from './defaults/index.js';
import { renderMarkdown } from './render-markdown.js';

/** The blog list's length: a brand's latest posts (older ones stay reachable by their URL). */
export const maxListedPosts = 100;

/** The configuration values the default texts name, with a neutral wording where the brand has none. */
function placeholderValues(configuration: Configuration): Record<string, string> {
  const brand = configuration.label_name;
  return {
    brand,
    company: configuration.company_name || brand,
    support_email: configuration.support_email || 'our support team (see the Contact page)',
    compliance_email: configuration.compliance_email || configuration.support_email || 'our compliance team',
    phone: configuration.phone || 'by email only',
    address: configuration.address || 'registered address on request',
  };
}

/** Fills {{name}} placeholders; an unknown name stays as written (an operator's own braces survive). */
export function fillPlaceholders(text: string, configuration: Configuration): string {
  const values = placeholderValues(configuration);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The brand's own URL for a page (spec §3 terms_url, privacy_url, …), or null when it has none. */
export function brandUrlOf(configuration: Configuration, kind: ContentKind, slug: string): string | null {
  if (kind !== 'page' || !(slug in contentPageBrandUrl)) return null;
  const url = configuration[contentPageBrandUrl[slug as ContentPageSlug]];
  return url === '' ? null : url;
}

type Source = { stored: StoredEntry } | { fallback: DefaultEntry };

function toWire(configuration: Configuration, source: Source): ContentEntryWire {
  const entry = 'stored' in source ? source.stored : source.fallback;
  const markdown = fillPlaceholders(entry.markdown, configuration);
  return {
    kind: entry.kind,
    slug: entry.slug,
    locale: 'stored' in source ? source.stored.locale : 'en',
    title: fillPlaceholders(entry.title, configuration),
    description: fillPlaceholders(entry.description, configuration),
    html: renderMarkdown(markdown),
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
 * One page or post as the public pages show it: the brand's text in the locale, else its English
 * text, else the platform's default (English). Undefined when none of them exists.
 */
export async function readContentEntry(
  queryable: Queryable,
  input: { brandId: string; configuration: Configuration; kind: ContentKind; slug: string; locale: LocaleCode },
): Promise<ContentEntryWire | undefined> {
  const stored = await findEntryWithFallback(queryable, input);
  if (stored !== undefined) return toWire(input.configuration, { stored });
  const fallback = findDefaultEntry(input.kind, input.slug);
  return fallback === undefined ? undefined : toWire(input.configuration, { fallback });
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
      title: fillPlaceholders(post.title, input.configuration),
      description: fillPlaceholders(post.description, input.configuration),
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

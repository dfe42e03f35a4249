import { blogPosts } from './blog-posts.js';
import type { DefaultEntry } from './default-entry.js';
import { helpPages } from './help-pages.js';
import { legalPages } from './legal-pages.js';

export type { DefaultEntry } from './default-entry.js';

/** The platform's default content, English (other locales fall back to English until written). */
export const defaultEntries: readonly DefaultEntry[] = [...helpPages, ...legalPages, ...blogPosts];

export function findDefaultEntry(kind: DefaultEntry['kind'], slug: string): DefaultEntry | undefined {
  return defaultEntries.find((entry) => entry.kind === kind && entry.slug === slug);
}

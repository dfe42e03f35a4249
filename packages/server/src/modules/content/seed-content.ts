import type { Queryable } from '../../db/database.js';
import { insertEntryIfAbsent } from './content-repository.js';
import { defaultEntries } from './defaults/index.js';

/**
 * Writes the platform's default texts (English) for a brand where it has none yet, marked as
 * defaults (legal pages: templates to review); an operator's edit is never overwritten.
 */
export async function seedDefaultContent(queryable: Queryable, brandId: string): Promise<void> {
  for (const entry of defaultEntries) {
    await insertEntryIfAbsent(queryable, {
      brandId,
      kind: entry.kind,
      slug: entry.slug,
      locale: 'en',
      title: entry.title,
      description: entry.description,
      markdown: entry.markdown,
      isDefault: true,
      ...(entry.publishedAt === undefined ? {} : { publishedAt: new Date(entry.publishedAt) }),
      updatedBy: null,
    });
  }
}

import type { ContentKind, LocaleCode } from '@platform/core';
import type { Queryable } from '../../db/database.js';

/** One row of `content_entries` (this module's only table). */
export interface StoredEntry {
  kind: ContentKind;
  slug: string;
  locale: LocaleCode;
  title: string;
  description: string;
  markdown: string;
  isDefault: boolean;
  publishedAt: Date;
  updatedAt: Date;
}

interface EntryRow {
  kind: ContentKind;
  slug: string;
  locale: LocaleCode;
  title: string;
  description: string;
  markdown: string;
  is_default: boolean;
  published_at: Date | string;
  updated_at: Date | string;
}

const columns = 'kind, slug, locale, title, description, markdown, is_default, published_at, updated_at';

function toEntry(row: EntryRow): StoredEntry {
  return {
    kind: row.kind,
    slug: row.slug,
    locale: row.locale,
    title: row.title,
    description: row.description,
    markdown: row.markdown,
    isDefault: row.is_default,
    publishedAt: new Date(row.published_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** The entry in the locale asked for and in English (at most two rows), the asked one first. */
export async function findEntryWithFallback(
  queryable: Queryable,
  key: { brandId: string; kind: ContentKind; slug: string; locale: LocaleCode },
): Promise<StoredEntry | undefined> {
  const found = await queryable.query<EntryRow>(
    `select ${columns} from content_entries
      where brand_id = $1 and kind = $2 and slug = $3 and locale in ($4, 'en')
      order by (locale = $4) desc limit 1`,
    [key.brandId, key.kind, key.slug, key.locale],
  );
  return found.rows[0] === undefined ? undefined : toEntry(found.rows[0]);
}

export async function findEntry(
  queryable: Queryable,
  key: { brandId: string; kind: ContentKind; slug: string; locale: LocaleCode },
): Promise<StoredEntry | undefined> {
  const found = await queryable.query<EntryRow>(
    `select ${columns} from content_entries where brand_id = $1 and kind = $2 and slug = $3 and locale = $4`,
    [key.brandId, key.kind, key.slug, key.locale],
  );
  return found.rows[0] === undefined ? undefined : toEntry(found.rows[0]);
}

/** Every stored entry of a brand (operators' list; a brand has tens of entries, capped at 2000). */
export async function listEntries(queryable: Queryable, brandId: string): Promise<StoredEntry[]> {
  const found = await queryable.query<EntryRow>(
    `select ${columns} from content_entries where brand_id = $1 order by kind, slug, locale limit 2000`,
    [brandId],
  );
  return found.rows.map(toEntry);
}

/** The brand's posts in a locale or English (the locale's text wins), newest first, at most `limit`. */
export async function listPosts(
  queryable: Queryable,
  input: { brandId: string; locale: LocaleCode; limit: number },
): Promise<StoredEntry[]> {
  const found = await queryable.query<EntryRow>(
    `select * from (
       select distinct on (slug) ${columns} from content_entries
        where brand_id = $1 and kind = 'post' and locale in ($2, 'en')
        order by slug, (locale = $2) desc
     ) as posts order by published_at desc, slug limit $3`,
    [input.brandId, input.locale, input.limit],
  );
  return found.rows.map(toEntry);
}

export interface EntryWrite {
  brandId: string;
  kind: ContentKind;
  slug: string;
  locale: LocaleCode;
  title: string;
  description: string;
  markdown: string;
  isDefault: boolean;
  publishedAt?: Date;
  updatedBy: string | null;
}

const insertEntry = `insert into content_entries
  (brand_id, kind, slug, locale, title, description, markdown, is_default, published_at, updated_by)
  values ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9::timestamptz, now()), $10)`;

function writeParams(write: EntryWrite): unknown[] {
  return [
    write.brandId,
    write.kind,
    write.slug,
    write.locale,
    write.title,
    write.description,
    write.markdown,
    write.isDefault,
    write.publishedAt?.toISOString() ?? null,
    write.updatedBy,
  ];
}

/** Inserts or replaces an entry (the operator's save); keeps the first published_at of a post. */
export async function upsertEntry(queryable: Queryable, write: EntryWrite): Promise<StoredEntry> {
  const saved = await queryable.query<EntryRow>(
    `${insertEntry}
     on conflict (brand_id, kind, slug, locale) do update
        set title = excluded.title, description = excluded.description, markdown = excluded.markdown,
            is_default = excluded.is_default, updated_by = excluded.updated_by, updated_at = now()
     returning ${columns}`,
    writeParams(write),
  );
  const row = saved.rows[0];
  if (row === undefined) throw new Error('invariant: insert … returning gave no row');
  return toEntry(row);
}

/** The seed's write: the default text, only where the brand has no entry yet (never over an edit). */
export async function insertEntryIfAbsent(queryable: Queryable, write: EntryWrite): Promise<void> {
  await queryable.query(
    `${insertEntry}
     on conflict do nothing`,
    writeParams(write),
  );
}

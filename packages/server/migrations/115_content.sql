-- The content module's pages and blog posts (support, knowledge base, identity verification tutorials,
-- blog, about us, legal pages, contact): Markdown per brand, kind, slug and locale. English is the
-- fallback of every other locale; a page with no row at all shows the platform's default text
-- (packages/server/src/modules/content/defaults/), which the seed also writes for the demo brands.
create table content_entries (
  brand_id text not null references brands (id) on delete cascade,
  kind text not null check (kind in ('page', 'post')),
  slug text not null check (slug ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
  locale text not null check (locale in ('en', 'es', 'cz', 'de', 'fi', 'it', 'no')),
  title text not null check (length(title) between 1 and 200),
  description text not null default '' check (length(description) <= 500),
  markdown text not null check (length(markdown) <= 100000),
  -- True while the row is the platform's default text (legal pages: a template to review).
  is_default boolean not null default false,
  published_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The operator who last saved it (null for the seed's defaults).
  updated_by text,
  primary key (brand_id, kind, slug, locale)
);

-- The blog list: a brand's posts in one locale, newest first.
create index content_entries_posts on content_entries (brand_id, locale, published_at desc) where kind = 'post';

-- White-label brands (spec §3 Configuration) and the hosts that select them.
create table brands (
  id text primary key check (id ~ '^brd_[a-z0-9_]+$'),
  wl_id integer not null check (wl_id > 0),
  is_default boolean not null default false,
  -- The Configuration of spec §3, validated by core's configurationSchema on write and on read.
  configuration jsonb not null,
  -- Meta of spec §3 (link, css, js, images), validated by core's brandMetaSchema.
  meta jsonb not null default '{}'::jsonb,
  more jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- At most one default brand: the fallback for hosts that match no brand.
create unique index brands_single_default on brands (is_default) where is_default;

create table brand_hosts (
  hostname text primary key check (hostname = lower(hostname) and hostname !~ ':[0-9]+$'),
  brand_id text not null references brands (id) on delete cascade
);

create index brand_hosts_brand_id on brand_hosts (brand_id);

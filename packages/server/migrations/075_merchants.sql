-- Merchants (merchants module): a merchant is a user of a brand with the widget permission who sells
-- through the payment widget. merchant_id (mer_…) is the id the widget, the SDK and the merchant API
-- name; the user signs in to the members app to see the merchant area.
create table merchants (
  id text primary key check (id ~ '^mer_[a-z0-9]+$'),
  brand_id text not null references brands (id),
  user_id text not null unique references users (id),
  name text not null check (length(name) between 1 and 200),
  logo_url text check (length(logo_url) between 1 and 2048),
  widget_logo_size text not null default 'default' check (widget_logo_size in ('Large', 'Medium', 'default')),
  primary_color text not null default '#0b4f3c' check (primary_color ~ '^#[0-9a-fA-F]{6}$'),
  secondary_color text not null default '#1fa463' check (secondary_color ~ '^#[0-9a-fA-F]{6}$'),
  -- The coins customers may pay in (subset of the six).
  currencies text[] not null default array['BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC']::text[]
    check (currencies <@ array['BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC']::text[] and cardinality(currencies) between 1 and 6),
  -- Merchant fee in basis points of each settled payment (100 = 1 %), kept by the platform.
  fee_bps integer not null default 100 check (fee_bps between 0 and 1000),
  -- Underpayment tolerated as settled, in basis points (BTCPay's default is 0).
  tolerance_bps integer not null default 0 check (tolerance_bps between 0 and 1000),
  -- Exact origins (scheme://host[:port]) allowed to create payments with the publishable key.
  allowed_origins text[] not null default array[]::text[] check (cardinality(allowed_origins) <= 20),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index merchants_by_brand on merchants (brand_id);

-- API keys: publishable (pk_test_… / pk_live_…, usable from a browser, creates payments only) and
-- secret (sk_test_… / sk_live_…, servers only). Only a SHA-256 of the key is stored; the key itself
-- is shown once. The prefix (first 12 characters) identifies a key in lists.
create table merchant_api_keys (
  id text primary key check (id ~ '^mkey_[a-z0-9]+$'),
  merchant_id text not null references merchants (id),
  kind text not null check (kind in ('publishable', 'secret')),
  mode text not null check (mode in ('test', 'live')),
  key_hash text not null unique check (key_hash ~ '^[0-9a-f]{64}$'),
  key_prefix text not null check (length(key_prefix) between 8 and 24),
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  last_used_at timestamptz
);
create index merchant_api_keys_live on merchant_api_keys (merchant_id, kind, mode) where revoked_at is null;

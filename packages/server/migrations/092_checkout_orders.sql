-- The guest checkout (checkout module, issue 16): quotes that lock a rate for 180 s, orders with
-- their state machine (core's rules/checkout-order.ts) and every transition recorded, flow tokens
-- (stored hashed) and coupons. Money in integer base units (fiat cents, crypto base units).

create table checkout_quotes (
  id text primary key check (id ~ '^qt_[a-z0-9]{20,40}$'),
  brand_id text not null,
  merchant_id text,
  mode text not null check (mode in ('live', 'test')),
  fiat_currency text not null check (fiat_currency in ('USD', 'GBP', 'EUR', 'AUD', 'CAD', 'CHF')),
  -- What the buyer pays, fees included.
  fiat_amount numeric(38, 0) not null check (fiat_amount > 0),
  processing_fee numeric(38, 0) not null check (processing_fee >= 0),
  processing_fee_bps integer not null check (processing_fee_bps between 0 and 10000),
  merchant_fee numeric(38, 0) not null check (merchant_fee >= 0),
  merchant_fee_bps integer not null check (merchant_fee_bps between 0 and 10000),
  discount numeric(38, 0) not null check (discount >= 0 and discount <= processing_fee + merchant_fee),
  coupon_code text,
  coupon_discount_bps integer not null default 0 check (coupon_discount_bps between 0 and 10000),
  crypto_currency text not null check (crypto_currency in ('BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC')),
  crypto_amount numeric(38, 0) not null check (crypto_amount > 0),
  pair text not null,
  -- Exact decimal: the price of 1 crypto in the fiat.
  rate text not null check (rate ~ '^[0-9]+(\.[0-9]+)?$'),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  check (expires_at > created_at),
  check (fiat_amount > processing_fee + merchant_fee - discount)
);
create index checkout_quotes_by_expiry on checkout_quotes (expires_at);

create table checkout_orders (
  id text primary key check (id ~ '^chk_[a-z0-9]{20,40}$'),
  brand_id text not null,
  merchant_id text,
  quote_id text not null references checkout_quotes (id),
  mode text not null check (mode in ('live', 'test')),
  status text not null check (status in ('created', 'payment_pending', 'authorized', 'paid', 'delivering',
    'completed', 'failed', 'cancelled', 'expired', 'refunded')),
  payment_method text not null check (payment_method in ('Credit Card', 'Swift', 'Wire', 'SEPA', 'Online Banking',
    'Online Banking ZA')),
  fiat_currency text not null,
  fiat_amount numeric(38, 0) not null check (fiat_amount > 0),
  fee_amount numeric(38, 0) not null check (fee_amount >= 0),
  crypto_currency text not null,
  crypto_amount numeric(38, 0) not null check (crypto_amount > 0),
  rate text not null,
  quote_expires_at timestamptz not null,
  destination_address text not null check (length(destination_address) between 1 and 200),
  email text not null check (length(email) between 3 and 254),
  first_name text not null,
  last_name text not null,
  mobile text not null,
  date_of_birth text,
  billing jsonb,
  ip text not null default '',
  ip_country text not null default '',
  bank_reference text not null unique check (bank_reference ~ '^[A-Z0-9]{6,20}$'),
  flow_user_id text,
  kyc_required boolean not null,
  kyc_passed boolean not null default false,
  email_verified boolean not null default false,
  mobile_verified boolean not null default false,
  idempotency_key text check (length(idempotency_key) between 1 and 200),
  request_hash text not null,
  custom_params jsonb not null default '{}',
  txid text,
  -- An unpaid order expires then (created, payment_pending, authorized).
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (brand_id, idempotency_key)
);
create index checkout_orders_unpaid_by_expiry on checkout_orders (expires_at)
  where status in ('created', 'payment_pending', 'authorized');
create index checkout_orders_by_buyer on checkout_orders (brand_id, lower(email), fiat_currency);

-- Every transition (and every replay of one), keyed by the caller's idempotency key.
create table checkout_order_events (
  id text primary key check (id ~ '^coe_[a-z0-9]+$'),
  order_id text not null references checkout_orders (id),
  idempotency_key text not null check (length(idempotency_key) between 1 and 200),
  event text not null,
  from_status text not null,
  to_status text not null,
  rail text,
  rail_reference text,
  amount numeric(38, 0),
  currency text,
  reason text,
  created_at timestamptz not null default now(),
  unique (order_id, idempotency_key)
);
create index checkout_order_events_by_order on checkout_order_events (order_id, created_at);

create table checkout_flow_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  order_id text not null references checkout_orders (id),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index checkout_flow_tokens_by_order on checkout_flow_tokens (order_id);

create table checkout_coupons (
  brand_id text not null,
  code text not null check (code ~ '^[A-Z0-9_-]{1,64}$'),
  -- Percent off the fees, in basis points (10000 waives them).
  discount_bps integer not null check (discount_bps between 1 and 10000),
  max_uses integer check (max_uses > 0),
  uses integer not null default 0 check (uses >= 0 and (max_uses is null or uses <= max_uses)),
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (brand_id, code)
);

-- A quote makes one order: a second submit of it answers that order.
create unique index checkout_orders_one_per_quote on checkout_orders (quote_id);

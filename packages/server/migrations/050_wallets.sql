-- Wallets (wallets module): the brand's extended public keys, the deposit addresses derived from
-- them, the users' wallets and the user-facing transactions list. Balances live in the ledger;
-- nothing here stores an amount a wallet holds.

-- The brand's account-level extended public key per chain and network (BIP84 zpub/vpub for BTC and
-- LTC, xpub/tpub for BCH, xpub for ETH and its tokens). next_index is the next receive index to hand
-- out; it only ever grows (reserved with `update … set next_index = next_index + 1 returning`).
create table brand_xpubs (
  brand_id text not null references brands (id),
  chain text not null check (chain in ('BTC', 'LTC', 'BCH', 'ETH')),
  network text not null check (network in ('mainnet', 'testnet', 'regtest')),
  xpub text not null check (length(xpub) between 100 and 120),
  next_index bigint not null default 0 check (next_index between 0 and 2147483648),
  -- Generated at seed in test mode from a public seed: never a key for real funds.
  is_demo boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (brand_id, chain, network)
);

-- A deposit address handed out to one user. Tokens (USDT, USDC) share the user's ETH address, so
-- the row is per chain. The unique constraints make "never handed out twice" a database fact.
create table deposit_addresses (
  id text primary key check (id ~ '^dad_[a-z0-9]+$'),
  brand_id text not null,
  user_id text not null references users (id),
  chain text not null,
  network text not null,
  derivation_index bigint not null check (derivation_index between 0 and 2147483647),
  address text not null unique check (length(address) between 20 and 200),
  -- For tag-based coins (XRP-like), where many users share one address; none of the six uses one.
  destination_tag text check (length(destination_tag) between 1 and 64),
  created_at timestamptz not null default now(),
  foreign key (brand_id, chain, network) references brand_xpubs (brand_id, chain, network),
  unique (brand_id, chain, network, derivation_index),
  unique (user_id, chain, network)
);

-- A user's wallet of one currency: crypto wallets point at a deposit address, fiat wallets carry
-- the reference a bank transfer must quote.
create table wallets (
  id text primary key check (id ~ '^wal_[a-z0-9]+$'),
  user_id text not null references users (id),
  brand_id text not null references brands (id),
  currency text not null
    check (currency in ('BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC', 'USD', 'GBP', 'EUR', 'AUD', 'CAD', 'CHF')),
  deposit_address_id text references deposit_addresses (id),
  deposit_reference text unique check (deposit_reference ~ '^DEP[0-9A-Z]{10}$'),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  unique (user_id, currency),
  constraint wallets_crypto_has_address check (
    (currency in ('BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC')) = (deposit_address_id is not null)
  ),
  constraint wallets_fiat_has_reference check (
    (currency in ('USD', 'GBP', 'EUR', 'AUD', 'CAD', 'CHF')) = (deposit_reference is not null)
  )
);

-- At most one default wallet per user.
create unique index wallets_one_default on wallets (user_id) where is_default;

-- The user-facing transactions list (deposits, withdrawals, conversions, orders later), each linked
-- to the ledger transfer that moved its money. Amounts are base units of currency_iso (amount, fee,
-- from_amount) and currency_2_iso (to_amount, quantity).
create table transactions (
  id text primary key check (id ~ '^txn_[a-z0-9]+$'),
  -- Commit-independent insertion order, the listing cursor.
  sequence bigint generated always as identity unique,
  brand_id text not null references brands (id),
  user_id text not null references users (id),
  type text not null check (type ~ '^[a-z][a-z_]{0,39}$'),
  status text not null check (status in ('initial', 'pending', 'completed', 'canceled', 'failed')),
  payment_status text check (payment_status in ('authorized', 'pending', 'canceled', 'failed', 'successful')),
  currency_iso text not null
    check (currency_iso in ('BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC', 'USD', 'GBP', 'EUR', 'AUD', 'CAD', 'CHF')),
  currency_2_iso text
    check (currency_2_iso in ('BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC', 'USD', 'GBP', 'EUR', 'AUD', 'CAD', 'CHF')),
  direction text not null check (direction in ('debit', 'credit')),
  conversion_t text check (conversion_t in ('debit', 'credit')),
  amount numeric(38, 0) not null check (amount >= 0),
  fee numeric(38, 0) not null default 0 check (fee >= 0),
  from_amount numeric(38, 0) check (from_amount >= 0),
  to_amount numeric(38, 0) check (to_amount >= 0),
  quantity numeric(38, 0) check (quantity >= 0),
  price numeric(38, 18) check (price > 0),
  rate numeric(38, 18) check (rate > 0),
  payment_method text check (length(payment_method) between 1 and 60),
  order_id text check (length(order_id) between 1 and 200),
  -- The ledger transfer that moved the money (one row per transfer, so a replay records once).
  ledger_transfer_id text unique check (ledger_transfer_id ~ '^[A-Za-z0-9_:-]{1,64}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  constraint transactions_completed_at check (status <> 'completed' or completed_at is not null)
);

create index transactions_by_user on transactions (user_id, sequence desc);
create index transactions_by_user_currency on transactions (user_id, currency_iso, sequence desc);

-- Merchant payments (merchants module; core's schemas/merchant-payment.ts has the state machine).
-- Each payment gets its own deposit address: a row of deposit_addresses carrying payment_id, derived
-- at the next index of the brand's key like a wallet address, so the deposit watcher and the ETH
-- sweeper see it with no code of their own. A user's wallet address stays one per chain.
alter table deposit_addresses add column payment_id text check (payment_id ~ '^pay_[a-z0-9]+$');
alter table deposit_addresses drop constraint deposit_addresses_user_id_chain_network_key;
create unique index deposit_addresses_one_per_wallet on deposit_addresses (user_id, chain, network) where payment_id is null;
create unique index deposit_addresses_one_per_payment on deposit_addresses (payment_id) where payment_id is not null;

-- A deposit to a payment address is the customer's payment: credited to the merchant's
-- merchant_payable account (not a wallet), and listed on the payment rather than in a wallet.
alter table chain_deposits add column payment_id text;
create index chain_deposits_by_payment on chain_deposits (payment_id) where payment_id is not null;

create table merchant_payments (
  id text primary key check (id ~ '^pay_[a-z0-9]+$'),
  merchant_id text not null references merchants (id),
  brand_id text not null references brands (id),
  mode text not null check (mode in ('test', 'live')),
  status text not null check (status in ('awaiting_currency', 'new', 'processing', 'settled', 'expired', 'invalid')),
  exception_status text not null default 'none' check (exception_status in ('none', 'paid_partial', 'paid_over', 'paid_late')),
  -- The merchant's price in fiat base units (cents).
  amount numeric(38, 0) not null check (amount > 0),
  currency text not null check (currency in ('USD', 'GBP', 'EUR', 'AUD', 'CAD', 'CHF')),
  -- Chosen coin, the amount due in its base units and the rate fixed for the window.
  coin text check (coin in ('BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC')),
  coin_amount numeric(38, 0) check (coin_amount > 0),
  rate text check (length(rate) <= 80),
  rate_pair text check (length(rate_pair) <= 20),
  address text unique,
  required_confirmations integer not null default 0,
  -- What the customer sent so far (0-conf counted) and what is confirmed (credited), base units.
  amount_paid numeric(38, 0) not null default 0 check (amount_paid >= 0),
  amount_confirmed numeric(38, 0) not null default 0 check (amount_confirmed >= 0),
  order_id text check (length(order_id) between 1 and 200),
  product text check (length(product) between 1 and 500),
  c1 text check (length(c1) <= 500),
  c2 text check (length(c2) <= 500),
  c3 text check (length(c3) <= 500),
  c4 text check (length(c4) <= 500),
  return_url text check (length(return_url) <= 2048),
  customer_email text check (length(customer_email) <= 254),
  idempotency_key text check (length(idempotency_key) between 1 and 200),
  -- Fee in basis points fixed at creation, and the settlement (ledger transfer ids) once settled.
  fee_bps integer not null check (fee_bps between 0 and 1000),
  tolerance_bps integer not null check (tolerance_bps between 0 and 1000),
  settled_amount numeric(38, 0),
  fee_amount numeric(38, 0),
  late_decision text check (late_decision in ('accepted', 'refund_requested')),
  created_at timestamptz not null default now(),
  currency_selected_at timestamptz,
  expires_at timestamptz,
  monitoring_until timestamptz,
  settled_at timestamptz,
  updated_at timestamptz not null default now(),
  version integer not null default 0,
  check ((coin is null) = (status = 'awaiting_currency')),
  unique (merchant_id, mode, idempotency_key)
);
create index merchant_payments_by_merchant on merchant_payments (merchant_id, created_at desc, id desc);
create index merchant_payments_open on merchant_payments (status, expires_at) where status in ('awaiting_currency', 'new', 'processing', 'expired');

-- Payment rails of the guest checkout (modules/rails): card payments through a PSP adapter (and the
-- test-mode sandbox PSP's own state), saved cards (token + last four + brand + expiry only: a card
-- number is never stored), bank transfer pre-authorisations, reported bank lines and their operator
-- queue, online banking sessions, and the flow buyers' verification state. Orders live in the
-- checkout module; an order is named here by its id only.

create table rails_card_payments (
  id text primary key check (id ~ '^cpy_[a-z0-9]+$'),
  order_id text not null check (length(order_id) between 1 and 200),
  brand_id text not null references brands (id),
  psp text not null check (psp in ('sandbox', 'live')),
  psp_reference text check (length(psp_reference) <= 200),
  status text not null check (
    status in ('authorizing', 'requires_action', 'authorized', 'capturing', 'captured', 'declined', 'refunded')
  ),
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  card_token text check (length(card_token) <= 200),
  last4 text check (last4 ~ '^[0-9]{4}$'),
  card_brand text check (length(card_brand) <= 40),
  expiry_month integer check (expiry_month between 1 and 12),
  expiry_year integer check (expiry_year between 2000 and 2100),
  three_ds text not null default 'none' check (three_ds in ('none', '3ds1', '3ds2')),
  challenge_url text check (length(challenge_url) <= 500),
  decline_code text check (length(decline_code) <= 60),
  idempotency_key text not null unique check (length(idempotency_key) between 1 and 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One live card payment per order: a double click on pay finds the first one (never a second charge).
create unique index rails_card_payments_live_per_order on rails_card_payments (order_id)
  where status in ('authorizing', 'requires_action', 'authorized', 'capturing', 'captured');
create index rails_card_payments_order on rails_card_payments (order_id, created_at);

create table rails_saved_cards (
  id text primary key check (id ~ '^crd_[a-z0-9]+$'),
  brand_id text not null references brands (id),
  user_id text check (user_id ~ '^usr_[a-z0-9]+$'),
  email text not null check (email = lower(email) and length(email) between 3 and 254),
  psp text not null check (psp in ('sandbox', 'live')),
  card_token text not null check (length(card_token) between 1 and 200),
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  card_brand text not null check (length(card_brand) <= 40),
  expiry_month integer not null check (expiry_month between 1 and 12),
  expiry_year integer not null check (expiry_year between 2000 and 2100),
  holder_name text not null default '' check (length(holder_name) <= 200),
  created_at timestamptz not null default now(),
  unique (brand_id, email, psp, last4, card_brand, expiry_month, expiry_year)
);
create index rails_saved_cards_user on rails_saved_cards (user_id) where user_id is not null;

-- The sandbox PSP's own records (test mode only): what a real PSP would keep on its side.
create table rails_sandbox_tokens (
  token text primary key check (token ~ '^tok_sandbox_[a-z0-9]+$'),
  scenario text not null check (length(scenario) <= 40),
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  card_brand text not null check (length(card_brand) <= 40),
  expiry_month integer not null,
  expiry_year integer not null,
  created_at timestamptz not null default now()
);
create table rails_sandbox_intents (
  id text primary key check (id ~ '^pi_sandbox_[a-z0-9]+$'),
  token text not null references rails_sandbox_tokens (token),
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  status text not null check (
    status in ('requires_action', 'authorized', 'captured', 'declined', 'refunded')
  ),
  three_ds text not null default 'none' check (three_ds in ('none', '3ds1', '3ds2')),
  decline_code text,
  return_url text not null check (length(return_url) <= 500),
  refunded_minor bigint not null default 0,
  idempotency_key text not null unique check (length(idempotency_key) between 1 and 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table rails_bank_transfers (
  id text primary key check (id ~ '^wpa_[a-z0-9]+$'),
  order_id text not null unique check (length(order_id) between 1 and 200),
  brand_id text not null references brands (id),
  method text not null check (method in ('Swift', 'Wire', 'SEPA')),
  reference text not null check (reference ~ '^[A-Z0-9-]{4,40}$'),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  amount_minor bigint not null check (amount_minor > 0),
  status text not null check (status in ('awaiting_funds', 'captured', 'cancelled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (brand_id, reference)
);

-- One line of the brand's bank statement as an operator reported it (or a statement import).
create table rails_bank_lines (
  id text primary key check (id ~ '^bln_[a-z0-9]+$'),
  brand_id text not null references brands (id),
  bank_transaction_id text not null check (length(bank_transaction_id) between 1 and 100),
  reference text not null check (length(reference) between 0 and 140),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  amount_minor bigint not null check (amount_minor > 0),
  value_date date not null,
  reported_by text not null check (length(reported_by) <= 64),
  -- captured: matched exactly and captured; queued: waits for an operator; resolved_*: an operator decided.
  outcome text not null check (outcome in ('captured', 'queued', 'resolved_captured', 'resolved_rejected')),
  queue_reason text check (queue_reason in ('unknown_reference', 'amount_mismatch', 'currency_mismatch', 'order_not_payable')),
  order_id text check (length(order_id) <= 200),
  resolved_by text check (length(resolved_by) <= 64),
  resolution_note text check (length(resolution_note) <= 500),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  unique (brand_id, bank_transaction_id)
);
create index rails_bank_lines_queue on rails_bank_lines (brand_id, created_at) where outcome = 'queued';

create table rails_online_banking (
  id text primary key check (id ~ '^obk_[a-z0-9]+$'),
  order_id text not null unique check (length(order_id) between 1 and 200),
  brand_id text not null references brands (id),
  method text not null check (method in ('Online Banking', 'Online Banking ZA')),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  amount_minor bigint not null check (amount_minor > 0),
  status text not null check (status in ('redirected', 'approved', 'cancelled', 'failed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The guest buyer of a checkout (POST /users/checkout/register, or POST /checkout's code sender) and
-- what this buyer proved for this checkout. user_id is the flow user: the accounts user of the brand
-- with this email (created without a usable password when new), linked to the order (checkout
-- module's linkFlowUser); proven email, mobile and KYC outcomes are mirrored onto it.
create table rails_flow_buyers (
  order_id text primary key check (length(order_id) between 1 and 200),
  user_id text not null check (user_id ~ '^usr_[a-z0-9]+$'),
  brand_id text not null references brands (id),
  first_name text not null check (length(first_name) between 2 and 200),
  last_name text not null check (length(last_name) between 2 and 200),
  email text not null check (email = lower(email) and length(email) between 3 and 254),
  mobile text not null check (length(mobile) between 4 and 32),
  date_of_birth date,
  locale text not null default 'en' check (locale in ('en', 'es', 'cz', 'de', 'fi', 'it', 'no')),
  email_verified boolean not null default false,
  mobile_verified boolean not null default false,
  -- KYC of the guest: null until checked (GET /verify/id); test mode decides by the email's +failed / +review tag.
  id_state text check (id_state in ('pending', 'review', 'failed', 'successful')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Withdrawals (issue 17): the address book, the per-user settings, the brand policy and the
-- withdrawals with their operator approvals. Money never lives here: holds are ledger transfers
-- (hold_transfer_id, fee_hold_transfer_id); the chain send or the payout is the chains' or the
-- payouts module's record (send_id, payout_id).

create table withdrawal_policies (
  brand_id text primary key,
  -- Only what operators set; the server's defaults fill the rest (withdrawal-policy.ts).
  policy jsonb not null default '{}'::jsonb,
  updated_at timestamptz not null default now()
);

-- One row per user who ever withdrew or changed a setting; its row lock serializes a user's
-- withdrawal requests so the limit check and the hold happen as one step.
create table withdrawal_user_settings (
  user_id text primary key,
  brand_id text not null,
  allowlist_only boolean not null default false,
  review boolean not null default false,
  updated_at timestamptz not null default now()
);

create table withdrawal_beneficiaries (
  id text primary key,
  brand_id text not null,
  user_id text not null,
  kind text not null check (kind in ('crypto', 'bank')),
  currency text not null,
  label text not null,
  address text,
  destination_tag text,
  iban text,
  bic text,
  account_holder text,
  -- sha256 of the emailed link's token (the token itself is never stored).
  confirm_token_hash text not null unique,
  confirm_expires_at timestamptz not null,
  confirmed_at timestamptz,
  usable_from timestamptz,
  removed_at timestamptz,
  created_at timestamptz not null default now(),
  check ((kind = 'crypto' and address is not null) or (kind = 'bank' and iban is not null and account_holder is not null))
);
create unique index withdrawal_beneficiaries_unique_destination
  on withdrawal_beneficiaries (user_id, currency, coalesce(address, iban), coalesce(destination_tag, ''))
  where removed_at is null;
create index withdrawal_beneficiaries_user on withdrawal_beneficiaries (user_id, created_at desc);

create table withdrawals (
  id text primary key,
  sequence bigserial not null unique,
  brand_id text not null,
  user_id text not null,
  client_id text not null,
  -- sha256 of the request body as the client sent it: the same client_id with another body is a conflict.
  request_hash text not null,
  method text not null check (method in ('crypto', 'bank', 'card')),
  status text not null check (status in ('otp_pending', 'approval_pending', 'processing', 'sent', 'completed',
    'failed', 'rejected', 'canceled')),
  currency text not null,
  amount numeric(38, 0) not null check (amount > 0),
  fee numeric(38, 0) not null check (fee >= 0),
  -- EUR cents at the rate of the request (limits are summed from it).
  eur_value numeric(38, 0) not null check (eur_value >= 0),
  beneficiary_id text,
  address text,
  destination_tag text,
  iban text,
  bic text,
  account_holder text,
  card_id text,
  travel_rule jsonb,
  hold_transfer_id text not null unique,
  fee_hold_transfer_id text unique,
  transaction_id text,
  send_id text unique,
  payout_id text unique,
  txid text,
  confirmations integer,
  required_confirmations integer,
  approvals_required integer not null default 0 check (approvals_required between 0 and 2),
  reason text,
  notified text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  unique (user_id, client_id)
);
create index withdrawals_user_created on withdrawals (user_id, created_at);
create index withdrawals_brand_status on withdrawals (brand_id, status, sequence);
create index withdrawals_open on withdrawals (status) where status in ('processing', 'sent');

create table withdrawal_approvals (
  withdrawal_id text not null references withdrawals (id),
  operator_id text not null,
  approved_at timestamptz not null default now(),
  primary key (withdrawal_id, operator_id)
);

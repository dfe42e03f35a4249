-- The sandbox card processor's payouts (credits to a card, modules/rails, test mode only): what a
-- real PSP keeps on its side. One per idempotency key (the payouts module's payout id), so a retry
-- never pays twice.
create table rails_sandbox_payouts (
  id text primary key check (id ~ '^po_sandbox_[a-z0-9]+$'),
  token text not null check (length(token) between 1 and 200),
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  status text not null check (status in ('paid', 'failed')),
  failure_code text check (length(failure_code) <= 60),
  idempotency_key text not null unique check (length(idempotency_key) between 1 and 200),
  created_at timestamptz not null default now()
);

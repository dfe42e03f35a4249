-- Refunds of paid checkout orders (rails module): one per order, in full. A card refund is asked of
-- the card processor (status requested, then refunded once the PSP confirms it); a bank transfer or
-- online banking refund is an instruction for the operator to pay the money back by bank transfer
-- outside the platform (status payout_instruction).
create table rails_refunds (
  id text primary key check (id ~ '^rfd_[a-z0-9]+$'),
  order_id text not null unique check (length(order_id) between 1 and 200),
  brand_id text not null references brands (id),
  rail text not null check (rail in ('card', 'bank_transfer', 'online_banking')),
  status text not null check (status in ('requested', 'refunded', 'payout_instruction')),
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  rail_reference text check (length(rail_reference) <= 200),
  payout_instruction text check (length(payout_instruction) <= 1000),
  reason text check (length(reason) <= 500),
  requested_by text not null check (length(requested_by) <= 64),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

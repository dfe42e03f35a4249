-- Payouts (modules/payouts, issue 17): money paid out of the platform for another module (a
-- withdrawal, a checkout refund) by SEPA credit transfer or to a card. The source has already held
-- the amount in the ledger; this module records the payout, batches SEPA payouts into ISO 20022
-- pain.001 files, and tells the source every status change in the change's own transaction.

-- The brand's bank account SEPA payouts are paid from (set by an operator).
create table payout_debtor_accounts (
  brand_id text primary key references brands (id),
  name text not null check (length(name) between 1 and 70),
  iban text not null check (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  bic text not null check (bic ~ '^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  updated_by text not null check (length(updated_by) between 1 and 64),
  updated_at timestamptz not null default now()
);

-- One pain.001 file: the payouts it holds, the debtor account it was made with, the file itself
-- (generated once, so every download is the same bytes).
create table payout_batches (
  id text primary key check (id ~ '^pbt_[a-z0-9]+$'),
  brand_id text not null references brands (id),
  request_id text not null check (length(request_id) between 8 and 64),
  message_id text not null unique check (message_id ~ '^[A-Z0-9]{1,20}$'),
  format text not null check (format in ('pain.001.001.09', 'pain.001.001.03')),
  status text not null check (status in ('created', 'sent')),
  payout_count integer not null check (payout_count between 1 and 1000),
  total_minor bigint not null check (total_minor > 0),
  currency text not null check (currency = 'EUR'),
  execution_date date not null,
  debtor_name text not null check (length(debtor_name) between 1 and 70),
  debtor_iban text not null check (length(debtor_iban) between 15 and 34),
  debtor_bic text not null check (length(debtor_bic) in (8, 11)),
  file_xml text not null check (length(file_xml) <= 4000000),
  created_by text not null check (length(created_by) between 1 and 64),
  created_at timestamptz not null default now(),
  sent_by text check (length(sent_by) <= 64),
  sent_at timestamptz,
  unique (brand_id, request_id)
);

create table payouts (
  -- The source's idempotency key (e.g. the withdrawal's id).
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,100}$'),
  -- Keyset pagination of the operators' list (newest first).
  seq bigserial not null unique,
  source text not null check (source in ('withdrawal', 'checkout_refund')),
  source_id text not null check (length(source_id) between 1 and 200),
  brand_id text not null references brands (id),
  user_id text check (length(user_id) <= 64),
  rail text not null check (rail in ('sepa', 'card')),
  status text not null check (status in ('pending', 'batched', 'sent', 'settled', 'rejected', 'failed')),
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  creditor_name text check (length(creditor_name) between 1 and 70),
  creditor_iban text check (creditor_iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  creditor_bic text check (creditor_bic ~ '^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  card_id text check (length(card_id) between 1 and 200),
  remittance text not null check (length(remittance) between 1 and 140),
  -- The request as normalised (a replay with another request is a conflict).
  request_fingerprint text not null check (length(request_fingerprint) <= 2000),
  -- ISO 20022 EndToEndId: the bank quotes it back on a return (SEPA character set, 35 at most).
  end_to_end_id text not null unique check (end_to_end_id ~ '^[A-Z0-9]{1,35}$'),
  batch_id text references payout_batches (id),
  psp_reference text check (length(psp_reference) <= 200),
  reason text check (length(reason) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (
    (rail = 'sepa' and currency = 'EUR' and creditor_name is not null and creditor_iban is not null and card_id is null)
    or (rail = 'card' and card_id is not null and user_id is not null and creditor_iban is null and creditor_bic is null)
  ),
  check (status <> 'batched' or batch_id is not null),
  check (status not in ('rejected', 'failed') or reason is not null)
);
create index payouts_brand_list on payouts (brand_id, seq desc);
create index payouts_brand_pending on payouts (brand_id, rail, seq) where status = 'pending';
create index payouts_batch on payouts (batch_id) where batch_id is not null;

-- Every status a payout reached, who moved it and why (the audit trail).
create table payout_status_changes (
  id bigserial primary key,
  payout_id text not null references payouts (id),
  status text not null check (status in ('pending', 'batched', 'sent', 'settled', 'rejected', 'failed')),
  reason text check (length(reason) <= 200),
  actor text not null check (length(actor) between 1 and 64),
  created_at timestamptz not null default now()
);
create index payout_status_changes_payout on payout_status_changes (payout_id, id);

-- Double-entry ledger modelled on TigerBeetle (see src/modules/ledger/ledger-service.ts).
-- Amounts are integers in the asset's base unit, NUMERIC(38,0); the database refuses what it can:
-- non-positive amounts, a transfer between one account and itself, assets differing between the
-- two sides, and a liability account whose debits would exceed its credits.

-- One account per (owner, asset, kind). The id is derived ("user:BTC:usr_1") so callers can name
-- an account without a lookup and every transaction locks accounts in the same order (by id).
create table ledger_accounts (
  id text primary key,
  owner text not null check (owner ~ '^[A-Za-z0-9_:-]{1,64}$'),
  asset text not null
    check (asset in ('BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC', 'USD', 'GBP', 'EUR', 'AUD', 'CAD', 'CHF')),
  kind text not null check (
    kind in ('user', 'merchant_payable', 'liquidity', 'fee_revenue', 'chain_clearing', 'bank_clearing', 'psp_clearing')
  ),
  debits_must_not_exceed_credits boolean not null,
  credits_must_not_exceed_debits boolean not null,
  debits_pending numeric(38, 0) not null default 0 check (debits_pending >= 0),
  debits_posted numeric(38, 0) not null default 0 check (debits_posted >= 0),
  credits_pending numeric(38, 0) not null default 0 check (credits_pending >= 0),
  credits_posted numeric(38, 0) not null default 0 check (credits_posted >= 0),
  created_at timestamptz not null default now(),
  constraint ledger_accounts_id_names_account check (id = kind || ':' || asset || ':' || owner),
  constraint ledger_accounts_one_limit check (not (debits_must_not_exceed_credits and credits_must_not_exceed_debits)),
  -- What the platform owes users and merchants can never go below zero, whatever code writes here.
  constraint ledger_accounts_liabilities_limited
    check (kind not in ('user', 'merchant_payable') or debits_must_not_exceed_credits),
  constraint ledger_accounts_debits_must_not_exceed_credits
    check (not debits_must_not_exceed_credits or debits_pending + debits_posted <= credits_posted),
  constraint ledger_accounts_credits_must_not_exceed_debits
    check (not credits_must_not_exceed_debits or credits_pending + credits_posted <= debits_posted),
  -- Target of the composite foreign keys that make both sides of a transfer share its asset.
  constraint ledger_accounts_id_asset unique (id, asset)
);

create index ledger_accounts_owner on ledger_accounts (owner);

-- Immutable: rows are only ever inserted (a trigger refuses update and delete).
create table ledger_transfers (
  id text primary key check (id ~ '^[A-Za-z0-9_:-]{1,64}$'),
  -- Commit-independent insertion order, used as the listing cursor.
  sequence bigint generated always as identity unique,
  type text not null check (type in ('immediate', 'pending', 'post_pending', 'void_pending')),
  debit_account_id text not null,
  credit_account_id text not null,
  asset text not null,
  -- For post_pending the amount posted; for void_pending the amount released (the whole hold).
  amount numeric(38, 0) not null check (amount > 0),
  pending_id text references ledger_transfers (id),
  code text not null check (code ~ '^[a-z][a-z0-9_]{0,31}$'),
  -- The canonical request, compared on replay (exists / exists_with_different_fields).
  request jsonb not null,
  created_at timestamptz not null default now(),
  constraint ledger_transfers_accounts_differ check (debit_account_id <> credit_account_id),
  constraint ledger_transfers_debit_asset foreign key (debit_account_id, asset) references ledger_accounts (id, asset),
  constraint ledger_transfers_credit_asset foreign key (credit_account_id, asset) references ledger_accounts (id, asset),
  constraint ledger_transfers_pending_reference check ((pending_id is null) = (type in ('immediate', 'pending')))
);

-- A hold is posted or voided at most once.
create unique index ledger_transfers_resolve_once on ledger_transfers (pending_id) where pending_id is not null;
create index ledger_transfers_debit_account on ledger_transfers (debit_account_id, sequence);
create index ledger_transfers_credit_account on ledger_transfers (credit_account_id, sequence);

-- The one mutable fact about a pending transfer: whether it still holds funds.
create table ledger_pending_transfers (
  transfer_id text primary key references ledger_transfers (id),
  status text not null default 'pending' check (status in ('pending', 'posted', 'voided', 'expired')),
  expires_at timestamptz,
  resolved_at timestamptz,
  constraint ledger_pending_transfers_resolved check ((status = 'pending') = (resolved_at is null))
);

create index ledger_pending_transfers_expiry on ledger_pending_transfers (expires_at)
  where status = 'pending' and expires_at is not null;

-- A failure sticks to its id: a retry with the same request gets the same result.
create table ledger_failed_transfers (
  id text primary key check (id ~ '^[A-Za-z0-9_:-]{1,64}$'),
  result text not null check (
    result in (
      'linked_event_failed', 'accounts_must_be_different', 'account_not_found', 'asset_mismatch',
      'exceeds_credits', 'exceeds_debits', 'overflows_debits', 'overflows_credits',
      'pending_transfer_not_found', 'pending_transfer_not_pending', 'pending_transfer_already_posted',
      'pending_transfer_already_voided', 'pending_transfer_expired', 'exceeds_pending_transfer_amount'
    )
  ),
  request jsonb not null,
  created_at timestamptz not null default now()
);

create function ledger_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'ledger rows in % are immutable', tg_table_name using errcode = 'P0001';
end
$$;

create trigger ledger_transfers_immutable before update or delete on ledger_transfers
  for each row execute function ledger_refuse_change();
create trigger ledger_failed_transfers_immutable before update or delete on ledger_failed_transfers
  for each row execute function ledger_refuse_change();

-- Account balances as the product shows them. Credit-normal accounts (user, merchant_payable,
-- liquidity, fee_revenue) hold credits minus debits; debit-normal ones (the clearing accounts) the
-- reverse. Held = the account's side of pending transfers; available = posted minus held.
create view ledger_account_balances as
select
  id as account_id,
  owner,
  asset,
  kind,
  case when kind in ('user', 'merchant_payable', 'liquidity', 'fee_revenue')
    then credits_posted - debits_posted else debits_posted - credits_posted end as posted,
  case when kind in ('user', 'merchant_payable', 'liquidity', 'fee_revenue')
    then debits_pending else credits_pending end as held,
  case when kind in ('user', 'merchant_payable', 'liquidity', 'fee_revenue')
    then credits_posted - debits_posted - debits_pending else debits_posted - credits_posted - credits_pending end
    as available,
  case when kind in ('user', 'merchant_payable', 'liquidity', 'fee_revenue')
    then credits_pending else debits_pending end as incoming
from ledger_accounts;

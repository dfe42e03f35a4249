-- Ledger: the checks of an account's identity run when the account is made, not on every posting.
--
-- PostgreSQL evaluates every CHECK constraint of a table on every UPDATE of a row, whatever columns
-- the update changes, and builds each check's expression again from its stored text for every
-- statement that writes the table (ExecRelCheck → stringToNode). ledger_accounts had twelve checks;
-- a transfer updates two account rows, so a CPU profile of single transfers (bench/README.md, "Where
-- a single transfer's time goes") put ExecConstraints at 17% of PostgreSQL's CPU, the owner's regular
-- expression included. Six of the twelve are about columns that never change once an account
-- exists: owner, asset, kind, id and the two limit flags.
--
-- Those six checks move to one trigger function, run before an insert, and before an update only
-- when the update names one of those columns (a column-list trigger: the ledger's postings name
-- only the balance columns, so it never fires for them). An update of those columns is refused
-- after the same checks: an account's identity and limit never change. The errors keep the
-- constraints' names and SQLSTATE 23514 (check_violation). The checks on the balances themselves
-- (never negative, the limit) stay CHECK constraints: they are what every posting must respect.

create function ledger_account_identity_check() returns trigger language plpgsql as $$
declare
  broken text;
begin
  if new.owner !~ '^[A-Za-z0-9_:-]{1,64}$' then
    broken := 'ledger_accounts_owner_check';
  elsif new.asset not in ('BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC', 'USD', 'GBP', 'EUR', 'AUD', 'CAD', 'CHF') then
    broken := 'ledger_accounts_asset_check';
  elsif new.kind not in ('user', 'merchant_payable', 'liquidity', 'fee_revenue', 'chain_clearing', 'bank_clearing',
                         'psp_clearing', 'network_fee') then
    broken := 'ledger_accounts_kind_check';
  elsif new.id <> new.kind || ':' || new.asset || ':' || new.owner then
    broken := 'ledger_accounts_id_names_account';
  elsif new.debits_must_not_exceed_credits and new.credits_must_not_exceed_debits then
    broken := 'ledger_accounts_one_limit';
  -- What the platform owes users and merchants can never go below zero, whatever code writes here.
  elsif new.kind in ('user', 'merchant_payable') and not new.debits_must_not_exceed_credits then
    broken := 'ledger_accounts_liabilities_limited';
  elsif tg_op = 'UPDATE' then
    broken := 'ledger_accounts_identity_immutable';
  end if;
  if broken is not null then
    raise exception 'new row for relation "ledger_accounts" violates check constraint "%"', broken
      using errcode = 'check_violation', table = 'ledger_accounts', constraint = broken;
  end if;
  return new;
end
$$;

create trigger ledger_accounts_identity_on_insert before insert on ledger_accounts
  for each row execute function ledger_account_identity_check();
create trigger ledger_accounts_identity_never_changes
  before update of id, owner, asset, kind, debits_must_not_exceed_credits, credits_must_not_exceed_debits
  on ledger_accounts
  for each row execute function ledger_account_identity_check();

alter table ledger_accounts
  drop constraint ledger_accounts_owner_check,
  drop constraint ledger_accounts_asset_check,
  drop constraint ledger_accounts_kind_check,
  drop constraint ledger_accounts_id_names_account,
  drop constraint ledger_accounts_one_limit,
  drop constraint ledger_accounts_liabilities_limited;

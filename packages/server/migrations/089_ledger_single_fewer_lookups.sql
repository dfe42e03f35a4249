-- The single transfer, with less work (bench/README.md, "Single transfers, fewer lookups"); same
-- results as 086.
--
-- 1. ledger_apply_transfer reads and locks its two accounts in one statement, in id order, instead of
--    one statement each (debit first): the same locks, taken in the order every path takes them.
-- 2. The entry point answers a batch of one immediate or pending transfer itself: the id lock, the
--    replay check and ledger_apply_transfer, which now takes the account locks in order, so the
--    separate locking statement 086 ran first (and the apply's second reading of both rows) is gone.

create or replace function ledger_apply_transfer(member jsonb) returns text language plpgsql as $$
declare
  max_amount constant numeric := 99999999999999999999999999999999999999;
  transfer_type text := member->>'type';
  transfer_amount numeric := (member->>'amount')::numeric;
  posted_amount numeric;
  debit ledger_accounts%rowtype;
  credit ledger_accounts%rowtype;
  account ledger_accounts%rowtype;
  hold ledger_transfers%rowtype;
  hold_state ledger_pending_transfers%rowtype;
begin
  -- Bad input here is a bug in the caller (the service validates first), never a result code.
  if transfer_amount is not null
    and (transfer_amount <= 0 or transfer_amount <> trunc(transfer_amount) or transfer_amount > max_amount) then
    raise exception 'ledger: amount must be a positive integer of at most 38 digits, got %', transfer_amount
      using errcode = '22023';
  end if;

  if transfer_type in ('immediate', 'pending') then
    if member->>'debit_account_id' = member->>'credit_account_id' then
      return 'accounts_must_be_different';
    end if;
    -- Both accounts in one statement, locked in id order (the order every path locks in).
    for account in
      select * from ledger_accounts
      where id in (member->>'debit_account_id', member->>'credit_account_id') order by id for update
    loop
      if account.id = member->>'debit_account_id' then debit := account; else credit := account; end if;
    end loop;
    if debit.id is null or credit.id is null then return 'account_not_found'; end if;
    if debit.asset <> member->>'asset' or credit.asset <> member->>'asset' then
      return 'asset_mismatch';
    end if;

    -- Every check on the locked rows comes before the first write, so a refused transfer has
    -- changed nothing and a single transfer needs no subtransaction (ledger_create_transfers).
    if transfer_type = 'pending' then
      if debit.debits_pending + transfer_amount > max_amount then return 'overflows_debits'; end if;
    else
      if debit.debits_posted + transfer_amount > max_amount then return 'overflows_debits'; end if;
    end if;
    if debit.debits_must_not_exceed_credits
      and debit.debits_pending + debit.debits_posted + transfer_amount > debit.credits_posted then
      return 'exceeds_credits';
    end if;
    if transfer_type = 'pending' then
      if credit.credits_pending + transfer_amount > max_amount then return 'overflows_credits'; end if;
    else
      if credit.credits_posted + transfer_amount > max_amount then return 'overflows_credits'; end if;
    end if;
    if credit.credits_must_not_exceed_debits
      and credit.credits_pending + credit.credits_posted + transfer_amount > credit.debits_posted then
      return 'exceeds_debits';
    end if;
    if transfer_type = 'pending' then
      update ledger_accounts set debits_pending = debits_pending + transfer_amount where id = debit.id;
      update ledger_accounts set credits_pending = credits_pending + transfer_amount where id = credit.id;
    else
      update ledger_accounts set debits_posted = debits_posted + transfer_amount where id = debit.id;
      update ledger_accounts set credits_posted = credits_posted + transfer_amount where id = credit.id;
    end if;

    insert into ledger_transfers (id, type, debit_account_id, credit_account_id, asset, amount, code, request)
      values (member->>'id', transfer_type, debit.id, credit.id, debit.asset, transfer_amount, member->>'code', member);
    if transfer_type = 'pending' then
      insert into ledger_pending_transfers (transfer_id, expires_at)
        values (member->>'id', case when member->>'timeout_seconds' is null then null
                                    else now() + (member->>'timeout_seconds')::integer * interval '1 second' end);
    end if;
    return 'ok';
  end if;

  if transfer_type not in ('post_pending', 'void_pending') then
    raise exception 'ledger: unknown transfer type %', transfer_type using errcode = '22023';
  end if;
  select * into hold from ledger_transfers where id = member->>'pending_id';
  if not found then return 'pending_transfer_not_found'; end if;
  if hold.type <> 'pending' then return 'pending_transfer_not_pending'; end if;
  perform 1 from ledger_accounts where id in (hold.debit_account_id, hold.credit_account_id) order by id for update;
  select * into hold_state from ledger_pending_transfers where transfer_id = hold.id for update;
  if not found then
    raise exception 'ledger: hold % has no state row', hold.id using errcode = 'XX000';
  end if;
  if hold_state.status = 'posted' then return 'pending_transfer_already_posted'; end if;
  if hold_state.status = 'voided' then return 'pending_transfer_already_voided'; end if;
  if hold_state.status = 'expired' or hold_state.expires_at <= now() then return 'pending_transfer_expired'; end if;

  if transfer_type = 'post_pending' then
    posted_amount := coalesce(transfer_amount, hold.amount);
    if posted_amount > hold.amount then return 'exceeds_pending_transfer_amount'; end if;
  else
    posted_amount := 0;
  end if;
  select * into debit from ledger_accounts where id = hold.debit_account_id;
  select * into credit from ledger_accounts where id = hold.credit_account_id;
  if debit.debits_posted + posted_amount > max_amount then return 'overflows_debits'; end if;
  if credit.credits_posted + posted_amount > max_amount then return 'overflows_credits'; end if;
  -- Posting less than the hold releases the rest: the whole hold leaves pending, part of it posts.
  update ledger_accounts
    set debits_pending = debits_pending - hold.amount, debits_posted = debits_posted + posted_amount
    where id = hold.debit_account_id;
  update ledger_accounts
    set credits_pending = credits_pending - hold.amount, credits_posted = credits_posted + posted_amount
    where id = hold.credit_account_id;
  update ledger_pending_transfers
    set status = case when transfer_type = 'post_pending' then 'posted' else 'voided' end, resolved_at = now()
    where transfer_id = hold.id;
  insert into ledger_transfers (id, type, debit_account_id, credit_account_id, asset, amount, pending_id, code, request)
    values (member->>'id', transfer_type, hold.debit_account_id, hold.credit_account_id, hold.asset,
            case when transfer_type = 'post_pending' then posted_amount else hold.amount end, hold.id, hold.code, member);
  return 'ok';
end
$$;

create or replace function ledger_create_transfers(batch jsonb) returns jsonb language plpgsql as $$
declare
  results jsonb;
  outcome text;
begin
  if jsonb_array_length(batch) = 1 and batch->0->>'type' in ('immediate', 'pending')
    and not coalesce((batch->0->>'linked')::boolean, false) then
    -- The replay check cannot race: batches naming the same id wait for each other here.
    perform pg_advisory_xact_lock(1818584935, hashtext(batch->0->>'id'));
    outcome := ledger_replay_result(batch->0);
    if outcome is null then
      outcome := ledger_apply_transfer(batch->0);
      if outcome <> 'ok' then
        insert into ledger_failed_transfers (id, result, request) values (batch->0->>'id', outcome, batch->0);
      end if;
    end if;
    return jsonb_build_array(outcome);
  end if;
  if jsonb_array_length(batch) > 1 and not exists (
    select 1 from jsonb_array_elements(batch) element
    where element->>'type' is distinct from 'immediate' or coalesce((element->>'linked')::boolean, false)
  ) then
    results := ledger_apply_immediate_batch(batch);
    if results is not null then
      return results;
    end if;
  end if;
  return ledger_create_transfers_in_order(batch);
end
$$;

-- The ledger's write path, faster (bench/README.md, "Fast path"): same results as 011.
-- ledger_apply_transfer makes every check on the locked account rows before its first write, so a
-- refused transfer has changed nothing; ledger_create_transfers then applies a transfer that is a
-- chain of its own without a subtransaction (a BEGIN … EXCEPTION block, which costs a subtransaction
-- id per call), skips the hold queries when the batch names no pending transfer and the distinct-id
-- check for a batch of one. Linked chains keep their subtransaction: all or nothing.

create or replace function ledger_apply_transfer(member jsonb) returns text language plpgsql as $$
declare
  max_amount constant numeric := 99999999999999999999999999999999999999;
  transfer_type text := member->>'type';
  transfer_amount numeric := (member->>'amount')::numeric;
  posted_amount numeric;
  debit ledger_accounts%rowtype;
  credit ledger_accounts%rowtype;
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
    select * into debit from ledger_accounts where id = member->>'debit_account_id' for update;
    if not found then return 'account_not_found'; end if;
    select * into credit from ledger_accounts where id = member->>'credit_account_id' for update;
    if not found then return 'account_not_found'; end if;
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
  total integer := jsonb_array_length(batch);
  results text[];
  chain_start integer := 0;
  chain_end integer;
  member_index integer;
  failed_index integer;
  outcome text;
  replayed boolean;
  id_lock integer;
  account_ids text[];
  pending_ids text[];
begin
  if total = 0 then return '[]'::jsonb; end if;
  if total > 1 and (select count(distinct element->>'id') from jsonb_array_elements(batch) element) <> total then
    raise exception 'ledger: transfer ids in one batch must be distinct' using errcode = '22023';
  end if;
  if coalesce((batch->(total - 1)->>'linked')::boolean, false) then
    raise exception 'ledger: the last transfer of a batch must not be linked (open chain)' using errcode = '22023';
  end if;
  results := array_fill(null::text, array[total]);

  -- Batches naming the same id run one after the other, so the replay check cannot race.
  for id_lock in
    select distinct hashtext(element->>'id') as lock_key from jsonb_array_elements(batch) element order by lock_key
  loop
    perform pg_advisory_xact_lock(1818584935, id_lock);
  end loop;
  -- Every account the batch touches, in one fixed order, so concurrent batches cannot deadlock.
  -- The ids are gathered first so the lock is a primary-key lookup (`= any`), not a scan of every
  -- account (bench/README.md measured the scan growing with the number of accounts).
  pending_ids := array(
    select element->>'pending_id' from jsonb_array_elements(batch) element where element->>'pending_id' is not null
  );
  account_ids := array(
    select element->>'debit_account_id' from jsonb_array_elements(batch) element
    union select element->>'credit_account_id' from jsonb_array_elements(batch) element
    union select held.debit_account_id from ledger_transfers held where held.id = any(pending_ids)
    union select held.credit_account_id from ledger_transfers held where held.id = any(pending_ids)
  );
  perform 1 from ledger_accounts where id = any(account_ids) order by id for update;
  if cardinality(pending_ids) > 0 then
    perform 1 from ledger_pending_transfers where transfer_id = any(pending_ids) order by transfer_id for update;
  end if;

  while chain_start < total loop
    chain_end := chain_start;
    while coalesce((batch->chain_end->>'linked')::boolean, false) loop
      chain_end := chain_end + 1;
    end loop;

    -- A chain holding any id seen before applies nothing; known ids answer from what is stored.
    replayed := false;
    for member_index in chain_start..chain_end loop
      results[member_index + 1] := ledger_replay_result(batch->member_index);
      replayed := replayed or results[member_index + 1] is not null;
    end loop;

    if replayed then
      for member_index in chain_start..chain_end loop
        if results[member_index + 1] is null then
          results[member_index + 1] := 'linked_event_failed';
          insert into ledger_failed_transfers (id, result, request)
            values (batch->member_index->>'id', 'linked_event_failed', batch->member_index);
        end if;
      end loop;
    elsif chain_start = chain_end then
      -- One transfer alone: ledger_apply_transfer writes nothing when it refuses, so no
      -- subtransaction is needed (the costly part of a single call, bench/README.md).
      outcome := ledger_apply_transfer(batch->chain_start);
      results[chain_start + 1] := outcome;
      if outcome <> 'ok' then
        insert into ledger_failed_transfers (id, result, request)
          values (batch->chain_start->>'id', outcome, batch->chain_start);
      end if;
    else
      failed_index := null;
      begin
        for member_index in chain_start..chain_end loop
          outcome := ledger_apply_transfer(batch->member_index);
          results[member_index + 1] := outcome;
          if outcome <> 'ok' then
            failed_index := member_index;
            raise exception 'ledger: chain failed' using errcode = 'LE001';
          end if;
        end loop;
      exception when sqlstate 'LE001' then
        -- The subtransaction is rolled back: nothing of the chain stays applied.
        null;
      end;
      if failed_index is not null then
        for member_index in chain_start..chain_end loop
          if member_index <> failed_index then
            results[member_index + 1] := 'linked_event_failed';
          end if;
          insert into ledger_failed_transfers (id, result, request)
            values (batch->member_index->>'id', results[member_index + 1], batch->member_index);
        end loop;
      end if;
    end if;
    chain_start := chain_end + 1;
  end loop;
  return to_jsonb(results);
end
$$;


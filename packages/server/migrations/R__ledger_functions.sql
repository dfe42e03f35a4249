-- The ledger's SQL functions, all of them, as they are now. A repeatable migration: the runner
-- (src/db/migrate.ts) applies this file after the versioned migrations, and again whenever its
-- checksum changes; so edit a function here, in place, and never in a new versioned migration.
--
-- Tables, view, constraints and the immutability trigger (with its function ledger_refuse_change,
-- which the trigger needs when 010 runs) are in the versioned migrations: 010_ledger.sql, the
-- network_fee kind in 065_chain_integration.sql, page fill factors in 086_ledger_single_fast_path.sql.
-- These functions were defined, and redefined, in 011, 070, 086, 087 and 089; those files keep a
-- note saying so. src/modules/ledger/README.md describes the whole module.
--
-- Rules for this file:
-- - Every statement is `create or replace function`: the file runs again on a database that has
--   every function already (each upgrade, and every database migrated before the move). Changing a
--   function's arguments or return type needs a `drop function if exists` of the old one first.
-- - A versioned migration must not call these functions: on a fresh database it runs before them.
-- - The statements were measured against pgbench (bench/README.md): a change here is a change of
--   the ledger's performance, to be measured again.
--
-- Call graph:
--   ledger_create_transfers(batch)              the entry point (src/modules/ledger/create-transfers.ts)
--     ├─ ledger_replay_result, ledger_apply_transfer          a batch of one immediate or pending transfer
--     ├─ ledger_apply_immediate_batch                         a batch of unlinked immediate transfers
--     └─ ledger_create_transfers_in_order                     every other batch (and those the above leave)
--          └─ ledger_replay_result, ledger_apply_transfer
--   ledger_expire_pending_transfers(as_of, max_count)   the hold expiry job (expire-pending-transfers.ts)
--
-- A batch element is the canonical request built by src/modules/ledger/transfer-request.ts:
-- { id, type, debit_account_id, credit_account_id, asset, amount, pending_id, timeout_seconds, code, linked }.
-- Results are the codes of src/modules/ledger/ledger-codes.ts. Locks, always in this order: the
-- transfer ids' advisory locks (key 1818584935, hashtext(id)) in key order, then account rows in id
-- order, then hold state rows in id order; so ledger calls do not deadlock on each other (a
-- deadlock with other work fails with 40P01: createTransfers retries it, retry.ts).


-- The entry point: one statement (one round trip) per batch, one result per transfer, in order.
-- - A batch of one immediate or pending transfer (the most common call) is answered here: the id
--   lock (batches naming the same id wait for each other, so the replay check cannot race), the
--   replay check, then ledger_apply_transfer, which locks the two accounts in one statement in id
--   order (bench/README.md, "Single transfers, fewer lookups", migration 089).
-- - A batch of more than one transfer, all immediate and none linked, tries the set-based path
--   first (ledger_apply_immediate_batch, migration 087).
-- - Every other batch, and a batch the set-based path leaves alone, goes transfer by transfer
--   (ledger_create_transfers_in_order): the one path that decides each refusal.
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


-- The batch path, set-based (bench/README.md, "Set-based batches", migration 087).
--
-- A batch of immediate transfers that are not linked (payouts, settlements, a service coalescing
-- many callers' transfers) would go one transfer at a time: per transfer an advisory lock, a replay
-- lookup, two locked reads, two account updates and an insert, each a statement of its own. This
-- function answers such a batch in a fixed number of statements when every transfer of it is new
-- and would be accepted in order; otherwise it returns null and ledger_create_transfers_in_order
-- applies the batch transfer by transfer (the path that decides each refusal).
--
-- "Would be accepted in order" is checked exactly as the sequential path checks it: transfer i sees
-- each account as the transfers before it left it. Each transfer is split in two legs (its debit
-- account, its credit account); running sums per account in batch order give, for the debit leg of
-- transfer i, the debits of the batch up to and including i and the credits before i (a transfer
-- never credits the account it debits), and the converse for the credit leg. Every limit and
-- overflow check of ledger_apply_transfer is made on those sums. set-based-batches.test.ts checks
-- the two paths give the same results (a property test).
create or replace function ledger_apply_immediate_batch(batch jsonb) returns jsonb language plpgsql as $$
declare
  max_amount constant numeric := 99999999999999999999999999999999999999;
  total integer := jsonb_array_length(batch);
  accepted boolean;
begin
  -- Repeated ids: the general path refuses the batch with its own message.
  if (select count(distinct element->>'id') from jsonb_array_elements(batch) element) <> total then
    return null;
  end if;
  -- The same locks as the general path, in the same orders, each taken in one statement.
  perform pg_advisory_xact_lock(1818584935, lock_key)
    from (select distinct hashtext(element->>'id') as lock_key from jsonb_array_elements(batch) element order by 1) keys;
  perform 1 from ledger_accounts
    where id = any(array(
      select element->>'debit_account_id' from jsonb_array_elements(batch) element
      union select element->>'credit_account_id' from jsonb_array_elements(batch) element
    ))
    order by id for update;

  -- A replayed id is answered from what is stored: the general path does that.
  if exists (
    select 1 from jsonb_array_elements(batch) element
    where exists (select 1 from ledger_transfers stored where stored.id = element->>'id')
       or exists (select 1 from ledger_failed_transfers failed where failed.id = element->>'id')
  ) then
    return null;
  end if;

  with members as (
    select ordinal::integer as ordinal, element, (element->>'amount')::numeric as amount,
      element->>'debit_account_id' is distinct from element->>'credit_account_id' as pair_differs
    from jsonb_array_elements(batch) with ordinality as listed(element, ordinal)
  ),
  legs as (
    select ordinal, element->>'debit_account_id' as account_id, element->>'asset' as asset, amount,
      pair_differs, amount as debit, 0::numeric as credit
    from members
    union all
    select ordinal, element->>'credit_account_id', element->>'asset', amount, pair_differs, 0::numeric, amount
    from members
  ),
  running as (
    select legs.*,
      sum(legs.debit) over by_account as running_debit,
      sum(legs.credit) over by_account as running_credit
    from legs
    window by_account as (partition by legs.account_id order by legs.ordinal rows unbounded preceding)
  )
  select
    count(*) = 2 * total
    -- Every part must be true: an unknown (null) part makes the batch go the general way.
    and bool_and(coalesce(
      leg.amount > 0 and leg.amount = trunc(leg.amount) and leg.amount <= max_amount
      and leg.pair_differs
      and account.asset = leg.asset
      and case when leg.debit > 0 then
            account.debits_posted + leg.running_debit <= max_amount
            and (not account.debits_must_not_exceed_credits
                 or account.debits_pending + account.debits_posted + leg.running_debit
                    <= account.credits_posted + leg.running_credit)
          else
            account.credits_posted + leg.running_credit <= max_amount
            and (not account.credits_must_not_exceed_debits
                 or account.credits_pending + account.credits_posted + leg.running_credit
                    <= account.debits_posted + leg.running_debit)
          end,
      false))
  into accepted
  from running leg
  join ledger_accounts account on account.id = leg.account_id;
  if accepted is not true then
    return null;
  end if;

  insert into ledger_transfers (id, type, debit_account_id, credit_account_id, asset, amount, code, request)
    select element->>'id', 'immediate', element->>'debit_account_id', element->>'credit_account_id',
      element->>'asset', (element->>'amount')::numeric, element->>'code', element
    from jsonb_array_elements(batch) with ordinality as listed(element, ordinal)
    order by ordinal;
  update ledger_accounts account
    set debits_posted = account.debits_posted + totals.debit,
        credits_posted = account.credits_posted + totals.credit
    from (
      select account_id, sum(debit) as debit, sum(credit) as credit
      from (
        select element->>'debit_account_id' as account_id, (element->>'amount')::numeric as debit, 0::numeric as credit
        from jsonb_array_elements(batch) element
        union all
        select element->>'credit_account_id', 0::numeric, (element->>'amount')::numeric
        from jsonb_array_elements(batch) element
      ) legs
      group by account_id
    ) totals
    where account.id = totals.account_id;
  return (select jsonb_agg('ok'::text) from generate_series(1, total));
end
$$;


-- The general path: applies a batch in order and returns one result code per element. A chain
-- (elements marked linked, ending with the first one not marked) succeeds or fails as a whole: a
-- chain of several runs in a subtransaction (BEGIN … EXCEPTION) rolled back when one member is
-- refused; a transfer that is a chain of its own needs none, because ledger_apply_transfer checks
-- everything before its first write (bench/README.md, "Fast path", migration 070). A chain holding
-- an id seen before applies nothing; known ids answer from what is stored. Before the chains, it
-- takes every lock the batch needs, in the fixed order: the ids, then the accounts (gathered first,
-- so the lock is a primary-key lookup), then the holds' state rows.
--
-- It was the entry point until the set-based path (087) took that name. Its own single-transfer
-- branch (086) is no longer reached for a batch of one immediate or pending transfer, which
-- ledger_create_transfers answers itself; the body is kept as it was measured.
create or replace function ledger_create_transfers_in_order(batch jsonb) returns jsonb language plpgsql as $$
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

  -- One immediate or pending transfer, the common call: lock its id and its two accounts directly,
  -- without the set queries a batch needs (ids, holds, the union of accounts). Same results as the
  -- general path below: replays answer from what is stored, a refusal is stored and changes nothing.
  if total = 1 and batch->0->>'type' in ('immediate', 'pending') then
    perform pg_advisory_xact_lock(1818584935, hashtext(batch->0->>'id'));
    perform 1 from ledger_accounts
      where id in (batch->0->>'debit_account_id', batch->0->>'credit_account_id') order by id for update;
    outcome := ledger_replay_result(batch->0);
    if outcome is null then
      outcome := ledger_apply_transfer(batch->0);
      if outcome <> 'ok' then
        insert into ledger_failed_transfers (id, result, request) values (batch->0->>'id', outcome, batch->0);
      end if;
    end if;
    return jsonb_build_array(outcome);
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


-- The stored answer for an id seen before, or null for a new id: `exists` or
-- `exists_with_different_fields` for a recorded transfer; for a failed one, the same failure when
-- the request is the same (a failure sticks to its id), `id_already_failed` otherwise.
create or replace function ledger_replay_result(member jsonb) returns text language plpgsql as $$
declare
  stored_request jsonb;
  failed_result text;
  failed_request jsonb;
begin
  -- Both tables in one statement (two primary-key probes): one executor start instead of two.
  select t.request, f.result, f.request into stored_request, failed_result, failed_request
    from (select member->>'id' as id) asked
    left join ledger_transfers t on t.id = asked.id
    left join ledger_failed_transfers f on f.id = asked.id;
  if stored_request is not null then
    return case when stored_request = member then 'exists' else 'exists_with_different_fields' end;
  end if;
  if failed_result is not null then
    return case when failed_request = member then failed_result else 'id_already_failed' end;
  end if;
  return null;
end
$$;


-- Applies one new transfer and returns 'ok' or the failure code. Every check is made on the locked
-- account rows before the first write, so a refused transfer has changed nothing (070). An
-- immediate or pending transfer reads and locks its two accounts in one statement, in id order
-- (089). Posting or voiding a hold locks the hold's accounts, then its state row; posting less than
-- the hold posts that much and releases the rest. Bad input (an amount that is not a positive
-- integer of at most 38 digits, an unknown type) is a bug in the caller and raises, never a result.
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
    -- Both rows in one statement: every statement that writes ledger_accounts sets up its CHECK
    -- constraints again (bench/README.md, "Where a single transfer's time goes").
    if transfer_type = 'pending' then
      update ledger_accounts
        set debits_pending = debits_pending + case when id = debit.id then transfer_amount else 0 end,
            credits_pending = credits_pending + case when id = credit.id then transfer_amount else 0 end
        where id in (debit.id, credit.id);
    else
      update ledger_accounts
        set debits_posted = debits_posted + case when id = debit.id then transfer_amount else 0 end,
            credits_posted = credits_posted + case when id = credit.id then transfer_amount else 0 end
        where id in (debit.id, credit.id);
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
    set debits_pending = debits_pending - case when id = hold.debit_account_id then hold.amount else 0 end,
        debits_posted = debits_posted + case when id = hold.debit_account_id then posted_amount else 0 end,
        credits_pending = credits_pending - case when id = hold.credit_account_id then hold.amount else 0 end,
        credits_posted = credits_posted + case when id = hold.credit_account_id then posted_amount else 0 end
    where id in (hold.debit_account_id, hold.credit_account_id);
  update ledger_pending_transfers
    set status = case when transfer_type = 'post_pending' then 'posted' else 'voided' end, resolved_at = now()
    where transfer_id = hold.id;
  insert into ledger_transfers (id, type, debit_account_id, credit_account_id, asset, amount, pending_id, code, request)
    values (member->>'id', transfer_type, hold.debit_account_id, hold.credit_account_id, hold.asset,
            case when transfer_type = 'post_pending' then posted_amount else hold.amount end, hold.id, hold.code, member);
  return 'ok';
end
$$;


-- Voids up to max_count holds whose timeout has passed at as_of; returns their ids. Accounts are
-- locked before hold rows, in the same order as ledger_create_transfers, so the two cannot deadlock.
create or replace function ledger_expire_pending_transfers(as_of timestamptz, max_count integer) returns setof text
language plpgsql as $$
declare
  candidate_ids text[];
  expiring record;
begin
  if max_count is null or max_count < 1 or max_count > 10000 then
    raise exception 'ledger: expiry batch size must be 1..10000, got %', max_count using errcode = '22023';
  end if;
  select array_agg(candidate.transfer_id) into candidate_ids from (
    select transfer_id from ledger_pending_transfers
    where status = 'pending' and expires_at <= as_of
    order by expires_at, transfer_id limit max_count
  ) candidate;
  if candidate_ids is null then return; end if;
  perform 1 from ledger_accounts where id in (
    select debit_account_id from ledger_transfers where id = any (candidate_ids)
    union select credit_account_id from ledger_transfers where id = any (candidate_ids)
  ) order by id for update;
  -- Re-checked under the row lock: a hold posted or voided meanwhile is left alone.
  for expiring in
    select held.transfer_id, hold.debit_account_id, hold.credit_account_id, hold.amount
    from ledger_pending_transfers held join ledger_transfers hold on hold.id = held.transfer_id
    where held.transfer_id = any (candidate_ids) and held.status = 'pending' and held.expires_at <= as_of
    order by held.transfer_id
    for update of held
  loop
    update ledger_accounts set debits_pending = debits_pending - expiring.amount where id = expiring.debit_account_id;
    update ledger_accounts set credits_pending = credits_pending - expiring.amount where id = expiring.credit_account_id;
    update ledger_pending_transfers set status = 'expired', resolved_at = now() where transfer_id = expiring.transfer_id;
    return next expiring.transfer_id;
  end loop;
end
$$;

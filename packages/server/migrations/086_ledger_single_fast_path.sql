-- The ledger's single-transfer path, faster (bench/README.md, "Single-transfer fast path"); same
-- results as 070.
--
-- 1. Account rows are updated on every transfer; with full pages each update is a new row version on
--    another page, so all three account indexes get a new entry. Free space in each page lets
--    PostgreSQL update in place of the page (HOT: no index entry), as pgbench's small tables do. The
--    setting applies to pages written from now on (a `VACUUM FULL ledger_accounts` in a quiet moment
--    applies it to the existing ones).
-- 2. ledger_create_transfers answers a batch of one immediate or pending transfer (a transfer
--    between two accounts, the most common call) with a direct lock on its id and its two accounts.

alter table ledger_accounts set (fillfactor = 70);
alter table ledger_pending_transfers set (fillfactor = 80);

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


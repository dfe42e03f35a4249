-- The ledger's batch path, set-based (bench/README.md, "Set-based batches"); same results as 086.
--
-- A batch of immediate transfers that are not linked (payouts, settlements, a service coalescing
-- many callers' transfers) was applied one transfer at a time: per transfer an advisory lock, a
-- replay lookup, two locked reads, two account updates and an insert, each a statement of its own.
-- ledger_apply_immediate_batch answers such a batch in a fixed number of statements when every
-- transfer of it is new and would be accepted in order; otherwise it returns null and the general
-- path of 086 applies the batch transfer by transfer (the one that decides each refusal).
--
-- "Would be accepted in order" is checked exactly as the sequential path checks it: transfer i sees
-- each account as the transfers before it left it. Each transfer is split in two legs (its debit
-- account, its credit account); running sums per account in batch order give, for the debit leg of
-- transfer i, the debits of the batch up to and including i and the credits before i (a transfer
-- never credits the account it debits), and the converse for the credit leg. Every limit and
-- overflow check of ledger_apply_transfer is made on those sums.

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

-- 086's function stays the general path under another name; the entry point tries the set-based
-- path first for a batch of more than one immediate, unlinked transfer.
alter function ledger_create_transfers(jsonb) rename to ledger_create_transfers_in_order;

create function ledger_create_transfers(batch jsonb) returns jsonb language plpgsql as $$
declare
  results jsonb;
begin
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

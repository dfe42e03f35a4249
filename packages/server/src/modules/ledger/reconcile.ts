import type { Database, Transaction } from '../../db/database.js';

export interface AssetTotals {
  asset: string;
  debitsPosted: bigint;
  creditsPosted: bigint;
  debitsPending: bigint;
  creditsPending: bigint;
}

export type ViolationType =
  | 'asset_unbalanced'
  | 'account_totals_differ_from_transfers'
  | 'account_limit_exceeded'
  | 'hold_inconsistent'
  | 'id_both_recorded_and_failed';

export interface Violation {
  type: ViolationType;
  /** The asset, account id or transfer id concerned. */
  subject: string;
  detail: string;
}

export interface ReconciliationReport {
  assets: AssetTotals[];
  accountsChecked: number;
  violations: Violation[];
}

async function assetTotals(transaction: Transaction): Promise<AssetTotals[]> {
  const result = await transaction.query<Record<'asset' | 'dp' | 'cp' | 'dq' | 'cq', string>>(
    `select asset, sum(debits_posted)::text as dp, sum(credits_posted)::text as cp,
            sum(debits_pending)::text as dq, sum(credits_pending)::text as cq
     from ledger_accounts group by asset order by asset`,
  );
  return result.rows.map((row) => ({
    asset: row.asset,
    debitsPosted: BigInt(row.dp),
    creditsPosted: BigInt(row.cp),
    debitsPending: BigInt(row.dq),
    creditsPending: BigInt(row.cq),
  }));
}

/** Stored account totals recomputed from the immutable transfers and the state of each hold. */
const totalsFromTransfersSql = `
  with movements as (
    select t.debit_account_id as account_id,
           case when t.type in ('immediate', 'post_pending') then t.amount else 0 end as debits_posted,
           0::numeric as credits_posted,
           case when p.status = 'pending' then t.amount else 0 end as debits_pending,
           0::numeric as credits_pending
    from ledger_transfers t left join ledger_pending_transfers p on p.transfer_id = t.id
    union all
    select t.credit_account_id, 0, case when t.type in ('immediate', 'post_pending') then t.amount else 0 end,
           0, case when p.status = 'pending' then t.amount else 0 end
    from ledger_transfers t left join ledger_pending_transfers p on p.transfer_id = t.id
  ), sums as (
    select account_id, sum(debits_posted) as dp, sum(credits_posted) as cp,
           sum(debits_pending) as dq, sum(credits_pending) as cq
    from movements group by account_id
  )
  select a.id,
         a.debits_posted::text || '/' || coalesce(s.dp, 0)::text as debits_posted,
         a.credits_posted::text || '/' || coalesce(s.cp, 0)::text as credits_posted,
         a.debits_pending::text || '/' || coalesce(s.dq, 0)::text as debits_pending,
         a.credits_pending::text || '/' || coalesce(s.cq, 0)::text as credits_pending
  from ledger_accounts a left join sums s on s.account_id = a.id
  where a.debits_posted <> coalesce(s.dp, 0) or a.credits_posted <> coalesce(s.cp, 0)
     or a.debits_pending <> coalesce(s.dq, 0) or a.credits_pending <> coalesce(s.cq, 0)
  order by a.id`;

const limitsSql = `
  select id from ledger_accounts
  where (debits_must_not_exceed_credits and debits_pending + debits_posted > credits_posted)
     or (credits_must_not_exceed_debits and credits_pending + credits_posted > debits_posted)
     or (kind in ('user', 'merchant_payable', 'liquidity', 'fee_revenue') and not debits_must_not_exceed_credits)
  order by id`;

/** Every hold has one state row; posted/voided ones exactly one matching resolution, others none. */
const holdsSql = `
  select t.id, coalesce(p.status, 'no state') || ' resolved by ' || coalesce(r.type, 'nothing') as detail
  from ledger_transfers t
  left join ledger_pending_transfers p on p.transfer_id = t.id
  left join ledger_transfers r on r.pending_id = t.id
  where t.type = 'pending' and not (
       (p.status = 'posted' and r.type = 'post_pending' and r.amount <= t.amount)
    or (p.status = 'voided' and r.type = 'void_pending' and r.amount = t.amount)
    or (p.status in ('pending', 'expired') and r.id is null))
  union all
  select p.transfer_id, 'state row for a transfer that is not a hold'
  from ledger_pending_transfers p join ledger_transfers t on t.id = p.transfer_id
  where t.type <> 'pending'
  order by 1`;

async function findViolations(transaction: Transaction, assets: AssetTotals[]): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const totals of assets) {
    if (totals.debitsPosted !== totals.creditsPosted || totals.debitsPending !== totals.creditsPending) {
      violations.push({
        type: 'asset_unbalanced',
        subject: totals.asset,
        detail: `posted ${totals.debitsPosted}/${totals.creditsPosted}, pending ${totals.debitsPending}/${totals.creditsPending} (debits/credits)`,
      });
    }
  }
  const totals =
    await transaction.query<
      Record<'id' | 'debits_posted' | 'credits_posted' | 'debits_pending' | 'credits_pending', string>
    >(totalsFromTransfersSql);
  for (const row of totals.rows) {
    violations.push({
      type: 'account_totals_differ_from_transfers',
      subject: row.id,
      detail: `stored/from transfers: debits_posted ${row.debits_posted}, credits_posted ${row.credits_posted}, debits_pending ${row.debits_pending}, credits_pending ${row.credits_pending}`,
    });
  }
  const limits = await transaction.query<{ id: string }>(limitsSql);
  for (const row of limits.rows) {
    violations.push({ type: 'account_limit_exceeded', subject: row.id, detail: 'balance beyond its limit (negative)' });
  }
  const holds = await transaction.query<{ id: string; detail: string }>(holdsSql);
  for (const row of holds.rows) violations.push({ type: 'hold_inconsistent', subject: row.id, detail: row.detail });
  const doubled = await transaction.query<{ id: string }>(
    'select f.id from ledger_failed_transfers f join ledger_transfers t on t.id = f.id order by f.id',
  );
  for (const row of doubled.rows) {
    violations.push({
      type: 'id_both_recorded_and_failed',
      subject: row.id,
      detail: 'an id names a transfer and a failure',
    });
  }
  return violations;
}

/**
 * Proves the books from one consistent snapshot: per asset debits equal credits (posted and
 * pending), every account's stored totals equal the sum of its transfers, no limited account is
 * beyond its limit, holds are resolved at most once, an id is never both recorded and failed.
 * Returns what it found rather than throwing, so an operator sees every violation at once.
 */
export function reconcile(database: Database): Promise<ReconciliationReport> {
  return database.transaction(async (transaction) => {
    await transaction.query('set transaction isolation level repeatable read');
    const assets = await assetTotals(transaction);
    const accounts = await transaction.query<{ count: string }>('select count(*)::text as count from ledger_accounts');
    const violations = await findViolations(transaction, assets);
    return { assets, accountsChecked: Number(accounts.rows[0]?.count ?? 0), violations };
  });
}

import { currencyCodeSchema, type CurrencyCode } from '@platform/core';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { accountKinds, isCreditNormal, type AccountKind } from './ledger-codes.js';
import { assertInvariant, LedgerError } from './ledger-error.js';

export interface AccountKey {
  owner: string;
  asset: CurrencyCode;
  kind: AccountKind;
}

export interface LedgerAccount extends AccountKey {
  id: string;
  debitsMustNotExceedCredits: boolean;
  creditsMustNotExceedDebits: boolean;
  debitsPending: bigint;
  debitsPosted: bigint;
  creditsPending: bigint;
  creditsPosted: bigint;
}

/** Balances on the account's normal side (see ledger-codes.ts), from the ledger_account_balances view. */
export interface AccountBalance extends AccountKey {
  accountId: string;
  /** Settled balance. */
  posted: bigint;
  /** Reserved by pending transfers (orders, quotes, withdrawals) going out. */
  held: bigint;
  /** What can be spent now: posted minus held. */
  available: bigint;
  /** Pending transfers coming in, not spendable yet. */
  incoming: bigint;
}

export const ownerSchema = z
  .string()
  .regex(/^[A-Za-z0-9_:-]{1,64}$/, 'An owner is 1 to 64 characters of A-Z, a-z, 0-9, _, : and -');
const accountKeySchema = z.object({ owner: ownerSchema, asset: currencyCodeSchema, kind: z.enum(accountKinds) });
const baseUnitsSchema = z
  .string()
  .regex(/^-?[0-9]+$/)
  .transform((digits) => BigInt(digits));

/** Derived, so a caller can name an account without a lookup: "user:BTC:usr_1". */
export function accountIdOf(key: AccountKey): string {
  return `${key.kind}:${key.asset}:${key.owner}`;
}

const accountRowSchema = z.object({
  id: z.string(),
  owner: z.string(),
  asset: currencyCodeSchema,
  kind: z.enum(accountKinds),
  debits_must_not_exceed_credits: z.boolean(),
  credits_must_not_exceed_debits: z.boolean(),
  debits_pending: baseUnitsSchema,
  debits_posted: baseUnitsSchema,
  credits_pending: baseUnitsSchema,
  credits_posted: baseUnitsSchema,
});

const accountColumns = `id, owner, asset, kind, debits_must_not_exceed_credits, credits_must_not_exceed_debits,
  debits_pending::text, debits_posted::text, credits_pending::text, credits_posted::text`;

function toAccount(row: unknown): LedgerAccount {
  const parsed = accountRowSchema.parse(row);
  return {
    id: parsed.id,
    owner: parsed.owner,
    asset: parsed.asset,
    kind: parsed.kind,
    debitsMustNotExceedCredits: parsed.debits_must_not_exceed_credits,
    creditsMustNotExceedDebits: parsed.credits_must_not_exceed_debits,
    debitsPending: parsed.debits_pending,
    debitsPosted: parsed.debits_posted,
    creditsPending: parsed.credits_pending,
    creditsPosted: parsed.credits_posted,
  };
}

/**
 * Creates the account if it does not exist and returns it; safe to call concurrently and again.
 * Credit-normal kinds get debits_must_not_exceed_credits (they never go below zero).
 */
export async function ensureAccount(queryable: Queryable, key: AccountKey): Promise<LedgerAccount> {
  const parsed = accountKeySchema.safeParse(key);
  if (!parsed.success) throw new LedgerError('invalid_request', `Invalid account: ${z.prettifyError(parsed.error)}`);
  const id = accountIdOf(parsed.data);
  await queryable.query(
    `insert into ledger_accounts (id, owner, asset, kind, debits_must_not_exceed_credits, credits_must_not_exceed_debits)
     values ($1, $2, $3, $4, $5, false) on conflict (id) do nothing`,
    [id, parsed.data.owner, parsed.data.asset, parsed.data.kind, isCreditNormal(parsed.data.kind)],
  );
  const account = await getAccount(queryable, id);
  assertInvariant(account !== undefined, `Account ${id} is missing right after it was ensured`);
  assertInvariant(
    account.debitsMustNotExceedCredits === isCreditNormal(account.kind),
    `Account ${id} has the wrong limit for its kind`,
  );
  return account;
}

/**
 * ensureAccount for several accounts in one statement (one round trip instead of two per account),
 * answered in the order asked. An account another transaction creates concurrently may be invisible
 * to that statement's snapshot: it is then ensured on its own.
 */
export async function ensureAccounts(queryable: Queryable, keys: readonly AccountKey[]): Promise<LedgerAccount[]> {
  const parsed = keys.map((key) => {
    const checked = accountKeySchema.safeParse(key);
    if (!checked.success)
      throw new LedgerError('invalid_request', `Invalid account: ${z.prettifyError(checked.error)}`);
    return checked.data;
  });
  const ids = parsed.map(accountIdOf);
  const result = await queryable.query(
    `with wanted as (
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[]) as w(id, owner, asset, kind, credit_normal)
     ), inserted as (
       insert into ledger_accounts (id, owner, asset, kind, debits_must_not_exceed_credits, credits_must_not_exceed_debits)
       select id, owner, asset, kind, credit_normal, false from wanted order by id
       on conflict (id) do nothing
       returning ${accountColumns}
     )
     select ${accountColumns} from inserted
     union all
     select ${accountColumns} from ledger_accounts where id = any($1::text[]) and id not in (select id from inserted)`,
    [
      ids,
      parsed.map((key) => key.owner),
      parsed.map((key) => key.asset),
      parsed.map((key) => key.kind),
      parsed.map((key) => isCreditNormal(key.kind)),
    ],
  );
  const found = new Map(result.rows.map((row) => [(row as { id: string }).id, toAccount(row)]));
  const accounts: LedgerAccount[] = [];
  for (const [index, id] of ids.entries()) {
    const account = found.get(id) ?? (await ensureAccount(queryable, parsed[index]!));
    assertInvariant(
      account.debitsMustNotExceedCredits === isCreditNormal(account.kind),
      `Account ${id} has the wrong limit for its kind`,
    );
    accounts.push(account);
  }
  return accounts;
}

export async function getAccount(queryable: Queryable, accountId: string): Promise<LedgerAccount | undefined> {
  const result = await queryable.query(`select ${accountColumns} from ledger_accounts where id = $1`, [accountId]);
  return result.rows[0] === undefined ? undefined : toAccount(result.rows[0]);
}

const balanceRowSchema = z.object({
  account_id: z.string(),
  owner: z.string(),
  asset: currencyCodeSchema,
  kind: z.enum(accountKinds),
  posted: baseUnitsSchema,
  held: baseUnitsSchema,
  available: baseUnitsSchema,
  incoming: baseUnitsSchema,
});

/** Every account of one owner with its balances, ordered by asset then kind. */
export async function getBalances(queryable: Queryable, owner: string): Promise<AccountBalance[]> {
  const result = await queryable.query(
    `select account_id, owner, asset, kind, posted::text, held::text, available::text, incoming::text
     from ledger_account_balances where owner = $1 order by asset, kind`,
    [ownerSchema.parse(owner)],
  );
  return result.rows.map((row) => {
    const parsed = balanceRowSchema.parse(row);
    const balance: AccountBalance = {
      accountId: parsed.account_id,
      owner: parsed.owner,
      asset: parsed.asset,
      kind: parsed.kind,
      posted: parsed.posted,
      held: parsed.held,
      available: parsed.available,
      incoming: parsed.incoming,
    };
    assertInvariant(
      balance.available === balance.posted - balance.held,
      `Balance of ${balance.accountId} is inconsistent`,
    );
    assertInvariant(
      !isCreditNormal(balance.kind) || balance.available >= 0n,
      `Account ${balance.accountId} is below zero although its kind forbids it`,
    );
    return balance;
  });
}

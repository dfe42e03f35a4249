import type { Queryable, Transaction } from '../../../db/database.js';

/** The user_totp and user_recovery_codes tables (migration 045). */
export interface TotpRecord {
  userId: string;
  secretSealed: string;
  status: 'pending' | 'active';
  lastUsedStep: bigint | null;
  failedAttempts: number;
  failureWindowStart: Date | null;
  confirmedAt: Date | null;
}

interface TotpRow {
  user_id: string;
  secret_sealed: string;
  status: 'pending' | 'active';
  last_used_step: string | number | null;
  failed_attempts: number;
  failure_window_start: Date | string | null;
  confirmed_at: Date | string | null;
}

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

function toRecord(row: TotpRow): TotpRecord {
  return {
    userId: row.user_id,
    secretSealed: row.secret_sealed,
    status: row.status,
    lastUsedStep: row.last_used_step === null ? null : BigInt(row.last_used_step),
    failedAttempts: row.failed_attempts,
    failureWindowStart: toDate(row.failure_window_start),
    confirmedAt: toDate(row.confirmed_at),
  };
}

const columns = 'user_id, secret_sealed, status, last_used_step, failed_attempts, failure_window_start, confirmed_at';

export async function findTotp(database: Queryable, userId: string): Promise<TotpRecord | undefined> {
  const result = await database.query<TotpRow>(`select ${columns} from user_totp where user_id = $1`, [userId]);
  const row = result.rows[0];
  return row === undefined ? undefined : toRecord(row);
}

/** Locks the row for the rest of the transaction (code checks and state changes are serialized per user). */
export async function lockTotp(transaction: Transaction, userId: string): Promise<TotpRecord | undefined> {
  const result = await transaction.query<TotpRow>(`select ${columns} from user_totp where user_id = $1 for update`, [
    userId,
  ]);
  const row = result.rows[0];
  return row === undefined ? undefined : toRecord(row);
}

/** A new pending secret, replacing a pending one (an active one is never replaced here). */
export async function upsertPendingTotp(transaction: Transaction, userId: string, secretSealed: string): Promise<void> {
  await transaction.query(
    `insert into user_totp (user_id, secret_sealed, status) values ($1, $2, 'pending')
     on conflict (user_id) do update
       set secret_sealed = excluded.secret_sealed, status = 'pending', last_used_step = null,
           failed_attempts = 0, failure_window_start = null, created_at = now(), confirmed_at = null
     where user_totp.status = 'pending'`,
    [userId, secretSealed],
  );
}

export async function activateTotp(transaction: Transaction, userId: string): Promise<void> {
  await transaction.query(`update user_totp set status = 'active', confirmed_at = now() where user_id = $1`, [userId]);
}

export async function deleteTotp(transaction: Transaction, userId: string): Promise<void> {
  await transaction.query('delete from user_recovery_codes where user_id = $1', [userId]);
  await transaction.query('delete from user_totp where user_id = $1', [userId]);
}

export async function recordAcceptedStep(transaction: Transaction, userId: string, step: bigint): Promise<void> {
  await transaction.query(
    `update user_totp set last_used_step = $2, failed_attempts = 0, failure_window_start = null where user_id = $1`,
    [userId, step.toString()],
  );
}

export async function recordFailedAttempt(
  transaction: Transaction,
  userId: string,
  input: { failedAttempts: number; failureWindowStart: Date },
): Promise<void> {
  await transaction.query('update user_totp set failed_attempts = $2, failure_window_start = $3 where user_id = $1', [
    userId,
    input.failedAttempts,
    input.failureWindowStart,
  ]);
}

export async function replaceRecoveryCodes(
  transaction: Transaction,
  userId: string,
  codeHashes: string[],
): Promise<void> {
  await transaction.query('delete from user_recovery_codes where user_id = $1', [userId]);
  for (const codeHash of codeHashes) {
    await transaction.query('insert into user_recovery_codes (user_id, code_hash) values ($1, $2)', [userId, codeHash]);
  }
}

/**
 * Marks the code used if it is an unused code of the user, stored under any of `codeHashes` (the
 * forms of one code: current and legacy pepper); answers whether it was.
 */
export async function useRecoveryCode(
  transaction: Transaction,
  userId: string,
  codeHashes: readonly string[],
): Promise<boolean> {
  if (codeHashes.length === 0) return false;
  const placeholders = codeHashes.map((_hash, index) => `$${index + 2}`).join(', ');
  const result = await transaction.query(
    `update user_recovery_codes set used_at = now()
     where user_id = $1 and code_hash in (${placeholders}) and used_at is null
     returning id`,
    [userId, ...codeHashes],
  );
  return result.rows.length > 0;
}

/** Replaces a secret sealed before purpose keys with the same secret sealed under its purpose key. */
export async function resealTotpSecret(transaction: Transaction, userId: string, secretSealed: string): Promise<void> {
  await transaction.query('update user_totp set secret_sealed = $2 where user_id = $1', [userId, secretSealed]);
}

export async function countUnusedRecoveryCodes(database: Queryable, userId: string): Promise<number> {
  const result = await database.query<{ count: string | number }>(
    'select count(*) as count from user_recovery_codes where user_id = $1 and used_at is null',
    [userId],
  );
  return Number(result.rows[0]?.count ?? 0);
}

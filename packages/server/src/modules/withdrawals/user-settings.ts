import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { UserRecord } from '../accounts/index.js';
import { withdrawalTexts } from './withdrawal-texts.js';

export interface UserWithdrawalSettings {
  allowlistOnly: boolean;
  review: boolean;
}

/**
 * Locks the user's settings row (creating it first), serializing the user's withdrawal requests:
 * the limit sums, the hold and the new withdrawal happen while no other request of theirs runs, so
 * concurrent requests cannot pass a limit together. The row lock is taken in the caller's transaction.
 */
export async function lockUserSettings(
  queryable: Queryable,
  user: { id: string; brandId: string },
): Promise<UserWithdrawalSettings> {
  await queryable.query(
    `insert into withdrawal_user_settings (user_id, brand_id) values ($1, $2) on conflict (user_id) do nothing`,
    [user.id, user.brandId],
  );
  const result = await queryable.query<{ allowlist_only: boolean; review: boolean }>(
    'select allowlist_only, review from withdrawal_user_settings where user_id = $1 for update',
    [user.id],
  );
  const row = result.rows[0]!;
  return { allowlistOnly: row.allowlist_only, review: row.review };
}

export async function readUserSettings(queryable: Queryable, userId: string): Promise<UserWithdrawalSettings> {
  const result = await queryable.query<{ allowlist_only: boolean; review: boolean }>(
    'select allowlist_only, review from withdrawal_user_settings where user_id = $1',
    [userId],
  );
  const row = result.rows[0];
  return { allowlistOnly: row?.allowlist_only ?? false, review: row?.review ?? false };
}

export async function updateUserSettings(
  queryable: Queryable,
  user: { id: string; brandId: string },
  change: Partial<UserWithdrawalSettings>,
): Promise<void> {
  await lockUserSettings(queryable, user);
  await queryable.query(
    `update withdrawal_user_settings set allowlist_only = coalesce($2, allowlist_only), review = coalesce($3, review),
       updated_at = now() where user_id = $1`,
    [user.id, change.allowlistOnly ?? null, change.review ?? null],
  );
}

/** The 24 h lock after a password, 2FA, email or mobile change (set by the accounts module). */
export function lockedUntil(user: Pick<UserRecord, 'withdrawalsLockedUntil'>, now: Date): Date | null {
  const until = user.withdrawalsLockedUntil;
  return until !== null && until.getTime() > now.getTime() ? until : null;
}

export function assertNotLocked(user: Pick<UserRecord, 'withdrawalsLockedUntil'>, now: Date): void {
  const until = lockedUntil(user, now);
  if (until !== null) {
    throw new DomainError('forbidden', {
      withdrawal: withdrawalTexts.locked(until),
      locked_until: until.toISOString(),
    });
  }
}

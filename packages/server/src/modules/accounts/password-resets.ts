import { randomBytes } from 'node:crypto';
import { passwordResetLinkMinutes } from '@platform/core';
import type { Queryable, Transaction } from '../../db/database.js';
import { hashToken, newSessionToken } from './session-repository.js';

/** A reset link works once, for 30 minutes (core's constant: the members app says so). */
export const passwordResetLifetimeMinutes = passwordResetLinkMinutes;

export async function insertPasswordReset(transaction: Transaction, userId: string): Promise<string> {
  const token = newSessionToken();
  // A new link replaces the older ones: only the newest email works.
  await transaction.query('update password_resets set used_at = now() where user_id = $1 and used_at is null', [
    userId,
  ]);
  await transaction.query(
    `insert into password_resets (id, user_id, token_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(mins => $4))`,
    [`pwr_${randomBytes(12).toString('hex')}`, userId, hashToken(token), passwordResetLifetimeMinutes],
  );
  return token;
}

/** Spends a live reset token; returns its user, or undefined for an unknown, used or expired token. */
export async function consumePasswordReset(queryable: Queryable, token: string): Promise<string | undefined> {
  const result = await queryable.query<{ user_id: string }>(
    `update password_resets set used_at = now()
     where token_hash = $1 and used_at is null and expires_at > now() returning user_id`,
    [hashToken(token)],
  );
  return result.rows[0]?.user_id;
}

import { randomBytes } from 'node:crypto';
import type { Queryable, Transaction } from '../../db/database.js';
import { hashToken, newSessionToken } from './session-repository.js';

/** A registration token of the new flow lives 30 minutes. */
export const registrationAttemptLifetimeSeconds = 30 * 60;

export interface RegistrationAttempt {
  id: string;
  brandId: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  passwordHash: string;
  locale: string;
  emailVerified: boolean;
  phoneVerified: boolean;
  userId: string | null;
}

interface AttemptRow {
  id: string;
  brand_id: string;
  email: string;
  first_name: string;
  last_name: string;
  mobile: string;
  password_hash: string;
  locale: string;
  email_verified_at: Date | string | null;
  phone_verified_at: Date | string | null;
  user_id: string | null;
}

const attemptColumns =
  'id, brand_id, email, first_name, last_name, mobile, password_hash, locale, email_verified_at, phone_verified_at, user_id';

function toAttempt(row: AttemptRow): RegistrationAttempt {
  return {
    id: row.id,
    brandId: row.brand_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    mobile: row.mobile,
    passwordHash: row.password_hash,
    locale: row.locale,
    emailVerified: row.email_verified_at !== null,
    phoneVerified: row.phone_verified_at !== null,
    userId: row.user_id,
  };
}

export async function insertRegistrationAttempt(
  transaction: Transaction,
  attempt: Omit<RegistrationAttempt, 'id' | 'emailVerified' | 'phoneVerified' | 'userId'>,
): Promise<{ attempt: RegistrationAttempt; token: string }> {
  const token = newSessionToken();
  const result = await transaction.query<AttemptRow>(
    `insert into registration_attempts (id, brand_id, token_hash, email, first_name, last_name, mobile, password_hash,
       locale, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(secs => $10))
     returning ${attemptColumns}`,
    [
      `rga_${randomBytes(12).toString('hex')}`,
      attempt.brandId,
      hashToken(token),
      attempt.email,
      attempt.firstName,
      attempt.lastName,
      attempt.mobile,
      attempt.passwordHash,
      attempt.locale,
      registrationAttemptLifetimeSeconds,
    ],
  );
  const row = result.rows[0];
  if (row === undefined) throw new Error('registration attempt insert returned no row');
  return { attempt: toAttempt(row), token };
}

/** The live (not expired, not yet completed) attempt of a token in a brand, locked when in a transaction. */
export async function findLiveRegistrationAttempt(
  queryable: Queryable,
  input: { token: string; brandId: string; forUpdate?: boolean },
): Promise<RegistrationAttempt | undefined> {
  const result = await queryable.query<AttemptRow>(
    `select ${attemptColumns} from registration_attempts
     where token_hash = $1 and brand_id = $2 and expires_at > now() and user_id is null
     ${input.forUpdate === true ? 'for update' : ''}`,
    [hashToken(input.token), input.brandId],
  );
  return result.rows[0] === undefined ? undefined : toAttempt(result.rows[0]);
}

export async function markAttemptChannelVerified(
  queryable: Queryable,
  attemptId: string,
  channel: 'email' | 'sms',
): Promise<RegistrationAttempt> {
  const column = channel === 'email' ? 'email_verified_at' : 'phone_verified_at';
  const result = await queryable.query<AttemptRow>(
    `update registration_attempts set ${column} = coalesce(${column}, now()) where id = $1 returning ${attemptColumns}`,
    [attemptId],
  );
  const row = result.rows[0];
  if (row === undefined) throw new Error(`no registration attempt ${attemptId}`);
  return toAttempt(row);
}

export async function completeRegistrationAttempt(
  queryable: Queryable,
  attemptId: string,
  userId: string,
): Promise<void> {
  await queryable.query('update registration_attempts set user_id = $2 where id = $1', [attemptId, userId]);
}

export async function updateAttemptMobile(queryable: Queryable, attemptId: string, mobile: string): Promise<void> {
  await queryable.query('update registration_attempts set mobile = $2, phone_verified_at = null where id = $1', [
    attemptId,
    mobile,
  ]);
}

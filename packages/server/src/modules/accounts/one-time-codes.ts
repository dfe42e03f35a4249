import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Transaction } from '../../db/database.js';

export const codePurposes = [
  'email_verification',
  'sms_verification',
  'login_otp',
  'login_by_email',
  'withdrawal_otp',
  'registration_email',
  'registration_sms',
  'email_change',
  'mobile_change',
] as const;
export type CodePurpose = (typeof codePurposes)[number];
export type CodeChannel = 'email' | 'sms';

export const codeLifetimeMinutes = 10;
export const maxCodeAttempts = 5;
export const codeResendCooldownSeconds = 60;

/** A new code for the same subject and purpose was asked for too soon. */
export class CodeCooldownError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`A new code can be sent in ${retryAfterSeconds} s`);
    this.name = 'CodeCooldownError';
  }
}

function hashCode(salt: string, code: string): string {
  return createHmac('sha256', Buffer.from(salt, 'hex')).update(code, 'utf8').digest('hex');
}

/** Six digits from the crypto RNG, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export interface IssueCodeInput {
  purpose: CodePurpose;
  /** Whose code: a user, session or registration attempt id. */
  subject: string;
  channel: CodeChannel;
  destination: string;
}

/**
 * Issues a code (the caller sends it in the same transaction): the previous live code of the
 * subject and purpose dies, and a new one is refused within the resend cooldown.
 */
export async function issueCode(
  transaction: Transaction,
  input: IssueCodeInput,
): Promise<{ id: string; code: string }> {
  const recent = await transaction.query<{ wait_seconds: number | string }>(
    `select ceil(extract(epoch from (created_at + make_interval(secs => $3) - now()))) as wait_seconds
     from one_time_codes where subject = $1 and purpose = $2 and created_at > now() - make_interval(secs => $3)
     order by created_at desc limit 1`,
    [input.subject, input.purpose, codeResendCooldownSeconds],
  );
  const waitSeconds = recent.rows[0] === undefined ? 0 : Number(recent.rows[0].wait_seconds);
  if (waitSeconds > 0) throw new CodeCooldownError(waitSeconds);
  await transaction.query(
    `update one_time_codes set consumed_at = now() where subject = $1 and purpose = $2 and consumed_at is null`,
    [input.subject, input.purpose],
  );
  const code = newCode();
  const salt = randomBytes(16).toString('hex');
  const id = `otc_${randomBytes(12).toString('hex')}`;
  await transaction.query(
    `insert into one_time_codes (id, purpose, subject, channel, destination, salt, code_hash, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(mins => $8))`,
    [
      id,
      input.purpose,
      input.subject,
      input.channel,
      input.destination,
      salt,
      hashCode(salt, code),
      codeLifetimeMinutes,
    ],
  );
  return { id, code };
}

export type CodeCheck = { ok: true; destination: string; channel: CodeChannel } | { ok: false };

/**
 * Checks a code against the subject's live code of this purpose. A wrong code counts a try; the
 * fifth wrong try kills the code. Returns instead of throwing, so the caller's transaction commits
 * the counted try even though the request fails.
 */
export async function checkCode(
  transaction: Transaction,
  input: { purpose: CodePurpose; subject: string; code: string },
): Promise<CodeCheck> {
  const result = await transaction.query<{
    id: string;
    salt: string;
    code_hash: string;
    destination: string;
    channel: CodeChannel;
  }>(
    `select id, salt, code_hash, destination, channel from one_time_codes
     where subject = $1 and purpose = $2 and consumed_at is null and expires_at > now() and attempts < $3
     order by created_at desc limit 1 for update`,
    [input.subject, input.purpose, maxCodeAttempts],
  );
  const live = result.rows[0];
  if (live === undefined || !/^\d{6}$/.test(input.code)) {
    if (live !== undefined)
      await transaction.query('update one_time_codes set attempts = attempts + 1 where id = $1', [live.id]);
    return { ok: false };
  }
  const expected = Buffer.from(live.code_hash, 'hex');
  const actual = Buffer.from(hashCode(live.salt, input.code), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    await transaction.query('update one_time_codes set attempts = attempts + 1 where id = $1', [live.id]);
    return { ok: false };
  }
  await transaction.query('update one_time_codes set consumed_at = now() where id = $1', [live.id]);
  return { ok: true, destination: live.destination, channel: live.channel };
}

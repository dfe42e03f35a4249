import { createHash, randomBytes } from 'node:crypto';
import type { Queryable, Transaction } from '../../db/database.js';
import type { UserRole } from './user-repository.js';

/** spec §9: the token cookie lives 18000 s; the session ends with it. */
export const sessionLifetimeSeconds = 18_000;

export const sessionEndReasons = ['logout', 'replaced', 'security_change', 'ended_by_user', 'expired'] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];
export type OtpState = 'sent' | 'verified';

/** 32 random bytes, base64url (43 characters): the opaque session token the client holds. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export const sessionTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Only the sha-256 hex of a token is stored, so a database leak holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newSessionId(): string {
  return `ses_${randomBytes(12).toString('hex')}`;
}

export interface SessionRecord {
  id: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
  endReason: SessionEndReason | null;
  ip: string;
  country: string | null;
  userAgent: string;
  otpState: OtpState | null;
  stepUpAt: Date | null;
}

/** A session with what the auth hook needs of its user. */
export interface SessionWithUser extends SessionRecord {
  brandId: string;
  role: UserRole;
}

interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date | string;
  last_seen_at: Date | string;
  expires_at: Date | string;
  ended_at: Date | string | null;
  end_reason: SessionEndReason | null;
  ip: string;
  country: string | null;
  user_agent: string;
  otp_state: OtpState | null;
  step_up_at: Date | string | null;
}

const sessionColumns =
  's.id, s.user_id, s.created_at, s.last_seen_at, s.expires_at, s.ended_at, s.end_reason, s.ip, s.country, s.user_agent, s.otp_state, s.step_up_at';

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const toDateOrNull = (value: Date | string | null) => (value === null ? null : toDate(value));

function toSession(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    createdAt: toDate(row.created_at),
    lastSeenAt: toDate(row.last_seen_at),
    expiresAt: toDate(row.expires_at),
    endedAt: toDateOrNull(row.ended_at),
    endReason: row.end_reason,
    ip: row.ip,
    country: row.country,
    userAgent: row.user_agent,
    otpState: row.otp_state,
    stepUpAt: toDateOrNull(row.step_up_at),
  };
}

export interface NewSession {
  userId: string;
  ip: string;
  country: string | null;
  userAgent: string;
  otpState: OtpState | null;
}

/**
 * Starts a session and ends every other live session of the user ('replaced'): one active session
 * per user. The caller holds the user's row lock (lockUser), so two logins at once cannot both stay live.
 */
export async function insertSession(
  transaction: Transaction,
  session: NewSession,
): Promise<{ session: SessionRecord; token: string }> {
  await endSessionsOfUser(transaction, { userId: session.userId, keepSessionId: null, reason: 'replaced' });
  const token = newSessionToken();
  const result = await transaction.query<SessionRow>(
    `insert into sessions as s (id, user_id, token_hash, expires_at, ip, country, user_agent, otp_state)
     values ($1, $2, $3, now() + make_interval(secs => $4), $5, $6, $7, $8)
     returning ${sessionColumns}`,
    [
      newSessionId(),
      session.userId,
      hashToken(token),
      sessionLifetimeSeconds,
      session.ip.slice(0, 64),
      session.country,
      session.userAgent.slice(0, 512),
      session.otpState,
    ],
  );
  const row = result.rows[0];
  if (row === undefined) throw new Error('session insert returned no row');
  return { session: toSession(row), token };
}

export async function findSessionByToken(queryable: Queryable, token: string): Promise<SessionWithUser | undefined> {
  const result = await queryable.query<SessionRow & { brand_id: string; role: UserRole }>(
    `select ${sessionColumns}, u.brand_id, u.role from sessions s join users u on u.id = s.user_id
     where s.token_hash = $1`,
    [hashToken(token)],
  );
  const row = result.rows[0];
  return row === undefined ? undefined : { ...toSession(row), brandId: row.brand_id, role: row.role };
}

export async function findSessionById(queryable: Queryable, sessionId: string): Promise<SessionRecord | undefined> {
  const result = await queryable.query<SessionRow>(`select ${sessionColumns} from sessions s where s.id = $1`, [
    sessionId,
  ]);
  return result.rows[0] === undefined ? undefined : toSession(result.rows[0]);
}

/** Ends one live session; false when it was not live (already ended, or not this user's). */
export async function endSession(
  queryable: Queryable,
  input: { sessionId: string; userId: string; reason: SessionEndReason },
): Promise<boolean> {
  const result = await queryable.query(
    `update sessions set ended_at = now(), end_reason = $3
     where id = $1 and user_id = $2 and ended_at is null returning id`,
    [input.sessionId, input.userId, input.reason],
  );
  return result.rows.length > 0;
}

/** Ends every live session of the user except `keepSessionId`; returns how many ended. */
export async function endSessionsOfUser(
  queryable: Queryable,
  input: { userId: string; keepSessionId: string | null; reason: SessionEndReason },
): Promise<number> {
  const result = await queryable.query(
    `update sessions set ended_at = now(), end_reason = $3
     where user_id = $1 and ended_at is null and ($2::text is null or id <> $2) returning id`,
    [input.userId, input.keepSessionId, input.reason],
  );
  return result.rows.length;
}

export async function setSessionOtpState(queryable: Queryable, sessionId: string, otpState: OtpState): Promise<void> {
  await queryable.query('update sessions set otp_state = $2 where id = $1', [sessionId, otpState]);
}

export async function markSessionSteppedUp(queryable: Queryable, sessionId: string): Promise<void> {
  await queryable.query('update sessions set step_up_at = now() where id = $1', [sessionId]);
}

/** Refreshes last_seen_at at most once a minute per session, so polling does not write on every call. */
export async function touchSession(queryable: Queryable, sessionId: string): Promise<void> {
  await queryable.query(
    `update sessions set last_seen_at = now() where id = $1 and last_seen_at < now() - interval '60 seconds'`,
    [sessionId],
  );
}

/** Live sessions of a user, newest first (profile#security). */
export async function listLiveSessions(queryable: Queryable, userId: string, limit = 50): Promise<SessionRecord[]> {
  const result = await queryable.query<SessionRow>(
    `select ${sessionColumns} from sessions s
     where s.user_id = $1 and s.ended_at is null and s.expires_at > now()
     order by s.created_at desc limit $2`,
    [userId, limit],
  );
  return result.rows.map(toSession);
}

/** Marks sessions past their expiry as ended ('expired'), so the table tells what is live. Returns how many. */
export async function endExpiredSessions(queryable: Queryable, limit = 1000): Promise<number> {
  const result = await queryable.query(
    `update sessions set ended_at = expires_at, end_reason = 'expired'
     where id in (select id from sessions where ended_at is null and expires_at <= now() limit $1) returning id`,
    [limit],
  );
  return result.rows.length;
}

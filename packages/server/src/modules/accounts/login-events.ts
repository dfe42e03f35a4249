import type { LoginOutcome } from '@platform/core';
import type { Queryable } from '../../db/database.js';

export type { LoginOutcome } from '@platform/core';

export interface LoginEvent {
  id: string;
  at: Date;
  ip: string;
  country: string | null;
  userAgent: string;
  outcome: LoginOutcome;
  sessionId: string | null;
}

export interface NewLoginEvent {
  userId: string;
  sessionId: string | null;
  ip: string;
  country: string | null;
  userAgent: string;
  outcome: LoginOutcome;
}

export async function insertLoginEvent(queryable: Queryable, event: NewLoginEvent): Promise<void> {
  await queryable.query(
    `insert into login_events (user_id, session_id, ip, country, user_agent, outcome) values ($1, $2, $3, $4, $5, $6)`,
    [event.userId, event.sessionId, event.ip.slice(0, 64), event.country, event.userAgent.slice(0, 512), event.outcome],
  );
}

/**
 * True when the user signed in before from this device (same user agent) and, when both are
 * known, this country: anything else earns a login alert email.
 */
export async function isKnownDevice(
  queryable: Queryable,
  input: { userId: string; userAgent: string; country: string | null },
): Promise<boolean> {
  const result = await queryable.query(
    `select 1 from login_events
     where user_id = $1 and outcome in ('success', 'code_login', 'otp_verified') and user_agent = $2
       and ($3::text is null or country is null or country = $3)
     limit 1`,
    [input.userId, input.userAgent.slice(0, 512), input.country],
  );
  return result.rows.length > 0;
}

/** Has the user ever signed in (a first login after registration sends no alert)? */
export async function hasSignedInBefore(queryable: Queryable, userId: string): Promise<boolean> {
  const result = await queryable.query(
    `select 1 from login_events where user_id = $1 and outcome in ('success', 'code_login', 'otp_verified') limit 1`,
    [userId],
  );
  return result.rows.length > 0;
}

/** A page of the user's login activity, newest first; `before` is the id of the last row of the previous page. */
export async function listLoginEvents(
  queryable: Queryable,
  input: { userId: string; limit: number; before: string | undefined },
): Promise<LoginEvent[]> {
  const result = await queryable.query<{
    id: string | number;
    at: Date | string;
    ip: string;
    country: string | null;
    user_agent: string;
    outcome: LoginOutcome;
    session_id: string | null;
  }>(
    `select id, at, ip, country, user_agent, outcome, session_id from login_events
     where user_id = $1 and ($2::bigint is null or id < $2::bigint)
     order by id desc limit $3`,
    [input.userId, input.before ?? null, input.limit],
  );
  return result.rows.map((row) => ({
    id: String(row.id),
    at: row.at instanceof Date ? row.at : new Date(row.at),
    ip: row.ip,
    country: row.country,
    userAgent: row.user_agent,
    outcome: row.outcome,
    sessionId: row.session_id,
  }));
}

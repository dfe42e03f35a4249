import type { Queryable } from '../db/database.js';
import { DomainError } from '../errors/domain-error.js';

/**
 * The platform's one limiter: fixed-window counters and temporary locks in PostgreSQL, so every API
 * instance shares them (table `rate_limit_buckets`, created by migration 040 with the accounts
 * module, which used it first; sign-in throttling and the merchant API's limits both count here).
 * `hitRateLimit` counts an attempt and says whether it is within the limit;
 * `recordFailure`/`lockedForSeconds`/`clearRateLimit` implement "N failures lock the key for a while".
 * Keys are namespaced by their user (`login:ip:…`, `merchant_api:ip:…`) and cut to 400 characters.
 */
export interface WindowLimit {
  limit: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Counts one attempt under `key`; refused once more than `limit` arrived in the current window. */
export async function hitRateLimit(queryable: Queryable, key: string, rule: WindowLimit): Promise<RateDecision> {
  const result = await queryable.query<{ count: number; retry_after: number | string }>(
    `insert into rate_limit_buckets as b (key, count, window_start) values ($1, 1, now())
     on conflict (key) do update set
       count = case when b.window_start + make_interval(secs => $2) <= now() then 1 else b.count + 1 end,
       window_start = case when b.window_start + make_interval(secs => $2) <= now() then now() else b.window_start end
     returning count, ceil(extract(epoch from (window_start + make_interval(secs => $2) - now()))) as retry_after`,
    [key.slice(0, 400), rule.windowSeconds],
  );
  const row = result.rows[0];
  if (row === undefined) throw new Error('rate limit upsert returned no row');
  return { allowed: Number(row.count) <= rule.limit, retryAfterSeconds: Math.max(1, Number(row.retry_after)) };
}

export interface LockRule {
  /** Failures within the window that lock the key. */
  failures: number;
  windowSeconds: number;
  lockSeconds: number;
}

/** Seconds left on a lock of `key`, 0 when not locked. */
export async function lockedForSeconds(queryable: Queryable, key: string): Promise<number> {
  const result = await queryable.query<{ seconds: number | string }>(
    `select ceil(extract(epoch from (locked_until - now()))) as seconds from rate_limit_buckets
     where key = $1 and locked_until > now()`,
    [key.slice(0, 400)],
  );
  return result.rows[0] === undefined ? 0 : Math.max(1, Number(result.rows[0].seconds));
}

/** Counts a failure under `key`; the failure that reaches the rule's count locks the key. Returns the count. */
export async function recordFailure(queryable: Queryable, key: string, rule: LockRule): Promise<number> {
  const result = await queryable.query<{ count: number }>(
    `insert into rate_limit_buckets as b (key, count, window_start) values ($1, 1, now())
     on conflict (key) do update set
       count = case when b.window_start + make_interval(secs => $2) <= now() then 1 else b.count + 1 end,
       window_start = case when b.window_start + make_interval(secs => $2) <= now() then now() else b.window_start end
     returning count`,
    [key.slice(0, 400), rule.windowSeconds],
  );
  const count = Number(result.rows[0]?.count ?? 0);
  if (count >= rule.failures) {
    await queryable.query(
      `update rate_limit_buckets set locked_until = now() + make_interval(secs => $2), count = 0, window_start = now()
       where key = $1`,
      [key.slice(0, 400), rule.lockSeconds],
    );
  }
  return count;
}

/** Failures counted so far in the current window of `key`. */
export async function failureCount(queryable: Queryable, key: string, windowSeconds: number): Promise<number> {
  const result = await queryable.query<{ count: number }>(
    `select count from rate_limit_buckets where key = $1 and window_start + make_interval(secs => $2) > now()`,
    [key.slice(0, 400), windowSeconds],
  );
  return Number(result.rows[0]?.count ?? 0);
}

export async function clearRateLimit(queryable: Queryable, key: string): Promise<void> {
  await queryable.query('delete from rate_limit_buckets where key = $1', [key.slice(0, 400)]);
}

/** Drops rows whose window and lock are both over (called now and then; the table stays small). */
export async function pruneRateLimits(queryable: Queryable, olderThanSeconds = 86_400): Promise<void> {
  await queryable.query(
    `delete from rate_limit_buckets
     where window_start < now() - make_interval(secs => $1) and (locked_until is null or locked_until < now())`,
    [olderThanSeconds],
  );
}

/** The default refusal text (the accounts module answers it in the request's language). */
export const rateLimitedMessage = 'Too many attempts. Please try again later.';

/**
 * rate_limited (429) with the seconds to wait, which the error handler also sends as Retry-After;
 * `message` is the text of the `general` topic.
 */
export function rateLimitedError(retryAfterSeconds: number, message: string = rateLimitedMessage): DomainError {
  return new DomainError(
    'rate_limited',
    { general: message, retry_after: String(retryAfterSeconds) },
    retryAfterSeconds,
  );
}

/** Throws rateLimitedError(…) when the attempt is over the limit. */
export async function enforceRateLimit(
  queryable: Queryable,
  key: string,
  rule: WindowLimit,
  message?: string,
): Promise<void> {
  const decision = await hitRateLimit(queryable, key, rule);
  if (!decision.allowed) throw rateLimitedError(decision.retryAfterSeconds, message);
}

import type { Queryable } from '../../db/database.js';
import {
  enforceRateLimit,
  failureCount,
  lockedForSeconds,
  rateLimitedError,
  recordFailure,
  type LockRule,
  type WindowLimit,
} from '../../lib/rate-limits.js';

/**
 * The throttling policy of sign-in, codes and password resets (issue 3 "Security and bad input").
 * Locks are per (account, IP) pair, so an attacker hammering from some addresses locks only
 * themselves out: the real user from another address with the right password still gets in. The
 * account-wide count only slows every attempt down (never locks).
 */
export const throttlePolicy = {
  /** Every sign-in attempt from one IP (successful or not). */
  loginPerIp: { limit: 100, windowSeconds: 900 } satisfies WindowLimit,
  /** Wrong passwords for one account from one IP: the fifth locks that pair for 15 minutes. */
  loginPairLock: { failures: 5, windowSeconds: 900, lockSeconds: 900 } satisfies LockRule,
  /** Wrong passwords for one account from anywhere: past 10 in an hour each attempt waits longer. */
  accountSlowdown: { afterFailures: 10, windowSeconds: 3600, stepMs: 250, maxDelayMs: 3000 },
  /** Codes sent (login by email, resends, mobile changes) from one IP; each subject also waits 60 s between codes. */
  codeRequestsPerIp: { limit: 50, windowSeconds: 900 } satisfies WindowLimit,
  /** Codes checked from one IP (each code also dies after 5 wrong tries). */
  codeChecksPerIp: { limit: 100, windowSeconds: 900 } satisfies WindowLimit,
  /** Registrations (classic and new flow) from one IP. */
  registrationsPerIp: { limit: 30, windowSeconds: 3600 } satisfies WindowLimit,
  /** Forgot-password requests: hard limits per IP and per email address. */
  forgotPasswordPerIp: { limit: 5, windowSeconds: 900 } satisfies WindowLimit,
  forgotPasswordPerEmail: { limit: 3, windowSeconds: 3600 } satisfies WindowLimit,
  /** Re-authentication (step-up) attempts of one session. */
  reauthenticatePerSession: { limit: 10, windowSeconds: 900 } satisfies WindowLimit,
} as const;

const never = Number.MAX_SAFE_INTEGER;

export const throttleKeys = {
  loginIp: (ip: string) => `login:ip:${ip}`,
  loginPair: (userId: string, ip: string) => `login:pair:${userId}:${ip}`,
  loginAccount: (userId: string) => `login:account:${userId}`,
  codeRequestIp: (ip: string) => `code_request:ip:${ip}`,
  codeCheckIp: (ip: string) => `code_check:ip:${ip}`,
  registrationIp: (ip: string) => `registration:ip:${ip}`,
  forgotIp: (ip: string) => `forgot:ip:${ip}`,
  forgotEmail: (brandId: string, email: string) => `forgot:email:${brandId}:${email}`,
  reauthenticate: (sessionId: string) => `reauth:${sessionId}`,
};

/** Refuses (429) a sign-in for a locked (account, IP) pair. */
export async function assertPairNotLocked(queryable: Queryable, userId: string, ip: string): Promise<void> {
  const seconds = await lockedForSeconds(queryable, throttleKeys.loginPair(userId, ip));
  if (seconds > 0) throw rateLimitedError(seconds);
}

/** Counts a wrong password against the pair (may lock it) and the account (slows it down). */
export async function recordWrongPassword(queryable: Queryable, userId: string, ip: string): Promise<void> {
  await recordFailure(queryable, throttleKeys.loginPair(userId, ip), throttlePolicy.loginPairLock);
  const { windowSeconds } = throttlePolicy.accountSlowdown;
  await recordFailure(queryable, throttleKeys.loginAccount(userId), { failures: never, windowSeconds, lockSeconds: 0 });
}

/** The delay before checking a password of an account under attack (0 normally). */
export async function accountSlowdownMs(queryable: Queryable, userId: string): Promise<number> {
  const { afterFailures, windowSeconds, stepMs, maxDelayMs } = throttlePolicy.accountSlowdown;
  const failures = await failureCount(queryable, throttleKeys.loginAccount(userId), windowSeconds);
  return failures < afterFailures ? 0 : Math.min(maxDelayMs, (failures - afterFailures + 1) * stepMs);
}

export { enforceRateLimit };

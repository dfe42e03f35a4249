export interface RetryPolicy {
  /** Including the first; after the last failed attempt the message is marked failed. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** 8 attempts over about an hour: 30 s, 1, 2, 4, 8, 16, 32 min between them. */
export const defaultRetryPolicy: RetryPolicy = { maxAttempts: 8, baseDelayMs: 30_000, maxDelayMs: 60 * 60_000 };

/** Exponential backoff after `attemptsMade` failed attempts (1 → base, 2 → 2 × base, …), capped. */
export function retryDelayMs(policy: RetryPolicy, attemptsMade: number): number {
  if (!Number.isInteger(attemptsMade) || attemptsMade < 1)
    throw new RangeError(`attemptsMade must be ≥ 1, got ${attemptsMade}`);
  // The exponent is capped too, so a huge attempt count cannot overflow to Infinity.
  const exponent = Math.min(attemptsMade - 1, 30);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** exponent);
}

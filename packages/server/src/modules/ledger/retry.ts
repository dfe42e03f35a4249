/** SQLSTATEs after which the whole statement can simply run again. */
const retryableStates = new Set(['40001', '40P01']);

export interface RetryOptions {
  /** Bounded: a failure that persists this long is an outage, reported to the caller. */
  maxAttempts: number;
  baseDelayMs: number;
}

export const defaultRetryOptions: RetryOptions = { maxAttempts: 8, baseDelayMs: 5 };

export function isRetryableDatabaseError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return typeof error.code === 'string' && retryableStates.has(error.code);
}

const sleep = (durationMs: number) => new Promise((resolve) => setTimeout(resolve, durationMs));

/**
 * Runs `work` again after a serialization failure (40001) or deadlock (40P01), with exponential
 * backoff and full jitter so colliding callers spread out. Any other error is thrown at once.
 */
export async function withRetry<T>(work: () => Promise<T>, options: RetryOptions = defaultRetryOptions): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= options.maxAttempts || !isRetryableDatabaseError(error)) throw error;
      await sleep(Math.random() * options.baseDelayMs * 2 ** attempt);
    }
  }
}

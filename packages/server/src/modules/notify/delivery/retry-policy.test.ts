import { expect, it } from 'vitest';
import { defaultRetryPolicy, retryDelayMs } from './retry-policy.js';

it('doubles the wait after each failed attempt and caps it at an hour', () => {
  const delays = Array.from({ length: defaultRetryPolicy.maxAttempts }, (_, index) =>
    retryDelayMs(defaultRetryPolicy, index + 1),
  );
  expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000]);
  expect(retryDelayMs(defaultRetryPolicy, 10_000)).toBe(3_600_000);
});

it('refuses an attempt count below one', () => {
  expect(() => retryDelayMs(defaultRetryPolicy, 0)).toThrow(RangeError);
});

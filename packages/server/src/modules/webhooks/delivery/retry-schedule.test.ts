import { describe, expect, it } from 'vitest';
import {
  attemptDelaysMs,
  maxAttempts,
  maxRetryAfterMs,
  nextAttemptDelayMs,
  parseRetryAfter,
  retryDelayMs,
} from './retry-schedule.js';

const hour = 3_600_000;

describe('webhook retry schedule', () => {
  it('makes 10 attempts at 0 s, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, 24 h, 24 h: over 3 days in all', () => {
    expect(maxAttempts).toBe(10);
    const delays = Array.from({ length: maxAttempts - 1 }, (_, index) => nextAttemptDelayMs(index + 1, () => 0));
    expect(delays).toEqual([5_000, 300_000, 1_800_000, 2 * hour, 5 * hour, 10 * hour, 10 * hour, 24 * hour, 24 * hour]);
    const total = attemptDelaysMs.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThanOrEqual(3 * 24 * hour);
    expect(nextAttemptDelayMs(maxAttempts)).toBeUndefined();
  });

  it('adds 0 to 10 % jitter and never shortens a delay', () => {
    expect(nextAttemptDelayMs(1, () => 0)).toBe(5_000);
    expect(nextAttemptDelayMs(1, () => 0.5)).toBe(5_250);
    expect(nextAttemptDelayMs(8, () => 0.999_999)).toBe(24 * hour + Math.floor(24 * hour * 0.1 * 0.999_999));
    expect(() => nextAttemptDelayMs(1, () => 1)).toThrow(RangeError);
    expect(() => nextAttemptDelayMs(0)).toThrow(RangeError);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = new Date('2026-03-04T05:06:07Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Wed, 04 Mar 2026 07:06:07 GMT', now)).toBe(2 * hour);
    expect(parseRetryAfter('Wed, 04 Mar 2026 04:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('2026-03-04', now)).toBeUndefined();
  });

  it('waits for the longer of the schedule and Retry-After, and caps Retry-After at 24 h', () => {
    expect(retryDelayMs(5_000, undefined)).toBe(5_000);
    expect(retryDelayMs(5_000, 3_600_000)).toBe(3_600_000);
    expect(retryDelayMs(300_000, 0)).toBe(300_000);
    expect(retryDelayMs(5_000, 30 * 24 * hour)).toBe(maxRetryAfterMs);
  });
});

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/**
 * When each attempt is made, as a delay after the previous one (the first right away): 0 s, 5 s,
 * 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, 24 h, 24 h. Ten attempts over 75 h 35 min 5 s (about 3.1
 * days, more with jitter), so a receiver down over a long weekend still gets the event.
 */
export const attemptDelaysMs = [
  0,
  5 * second,
  5 * minute,
  30 * minute,
  2 * hour,
  5 * hour,
  10 * hour,
  10 * hour,
  24 * hour,
  24 * hour,
] as const;

export const maxAttempts = attemptDelaysMs.length;

/**
 * Jitter adds 0–10 % to each delay, never takes any away: retries of many deliveries that failed
 * together (a receiver outage) spread out instead of arriving in one burst, and the schedule never
 * runs shorter than the 3 days it promises.
 */
export const jitterFraction = 0.1;

/** A Retry-After longer than this is read as this: a receiver cannot park a delivery for days per answer. */
export const maxRetryAfterMs = 24 * hour;

/**
 * The delay before the next attempt after `attemptsMade` failed attempts (1 → 5 s, …), with jitter
 * from `random` (in [0, 1)); undefined when the attempts are used up and the delivery fails.
 */
export function nextAttemptDelayMs(attemptsMade: number, random: () => number = Math.random): number | undefined {
  if (!Number.isInteger(attemptsMade) || attemptsMade < 1) {
    throw new RangeError(`attemptsMade must be an integer ≥ 1, got ${attemptsMade}`);
  }
  const base = attemptDelaysMs[attemptsMade];
  if (base === undefined) return undefined;
  const draw = random();
  if (!(draw >= 0 && draw < 1)) throw new RangeError(`random() must be in [0, 1), got ${draw}`);
  return base + Math.floor(base * jitterFraction * draw);
}

/**
 * The delay a failed attempt leads to: the schedule's next step, or the receiver's Retry-After
 * when that is longer (capped at 24 h). Retry-After never brings an attempt forward: a receiver
 * answering `Retry-After: 0` in a loop still gets the schedule's spacing.
 */
export function retryDelayMs(scheduleDelayMs: number, retryAfterMs: number | undefined): number {
  if (retryAfterMs === undefined) return scheduleDelayMs;
  return Math.max(scheduleDelayMs, Math.min(retryAfterMs, maxRetryAfterMs));
}

/**
 * Retry-After as RFC 9110 §10.2.3 allows it: delay-seconds (digits only) or an HTTP date, as a
 * delay from `now` (0 for a date in the past). Undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | undefined, now: Date): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d{1,10}$/.test(text)) return Number(text) * second;
  // HTTP dates name the weekday and end in GMT (IMF-fixdate; the obsolete forms also parse).
  if (!/^[A-Za-z]{3},? .*GMT$|^[A-Za-z]{6,9}, .*GMT$|^[A-Za-z]{3} [A-Za-z]{3} /.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now.getTime());
}

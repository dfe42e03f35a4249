import { widgetTimerSeconds } from './constants.js';

/**
 * The widget's payment countdown of spec §4: 900 s, ticks each second, resets at zero.
 * It is a pure function of the start time and now, so a re-render, a throttled background tab or a
 * reload shows the right value. Sequence: 900, 899, …, 1, then (at zero) 900 again.
 */
export interface PaymentCountdown {
  remainingSeconds: number;
  /** How many times the countdown has reached zero and restarted. */
  resets: number;
  /** Delay until the next tick, so a timer can be scheduled exactly on the second. */
  msUntilNextTick: number;
}

export function paymentCountdown(startedAtMs: number, nowMs: number): PaymentCountdown {
  // A clock that moved backwards must not show more than the full window.
  const elapsedMs = Math.max(0, nowMs - startedAtMs);
  const elapsedSeconds = Math.floor(elapsedMs / 1000);
  return {
    remainingSeconds: widgetTimerSeconds - (elapsedSeconds % widgetTimerSeconds),
    resets: Math.floor(elapsedSeconds / widgetTimerSeconds),
    msUntilNextTick: 1000 - (elapsedMs % 1000),
  };
}

/** "mm:ss" as the widget shows it, e.g. 900 → "15:00". */
export function formatCountdown(remainingSeconds: number): string {
  const seconds = Math.max(0, Math.floor(remainingSeconds));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

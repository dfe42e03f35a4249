import { atom, onMount, type ReadableAtom } from 'nanostores';
import { paymentCountdown, widgetTimerSeconds } from '@platform/core';

/**
 * Seconds left of the payment window (spec §4, §9: 900 s, ticking each second), counted to the
 * payment's `expires_at` with core's countdown. At zero it stays at zero rather than restarting:
 * the server decides what happens next and the widget follows its status.
 */
export function remainingSeconds(expiresAtMs: number, nowMs: number): number {
  if (nowMs >= expiresAtMs) return 0;
  return paymentCountdown(expiresAtMs - widgetTimerSeconds * 1000, nowMs).remainingSeconds;
}

/** A store of the seconds left that ticks on each second boundary while something listens. */
export function countdownStore(expiresAtMs: number): ReadableAtom<number> {
  const $remaining = atom(remainingSeconds(expiresAtMs, Date.now()));
  onMount($remaining, () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const nowMs = Date.now();
      $remaining.set(remainingSeconds(expiresAtMs, nowMs));
      if (nowMs < expiresAtMs) {
        timer = setTimeout(tick, paymentCountdown(expiresAtMs - widgetTimerSeconds * 1000, nowMs).msUntilNextTick);
      }
    };
    tick();
    return () => clearTimeout(timer);
  });
  return $remaining;
}

import { useEffect, useRef, useState } from 'react';
import { accountValueAnimationMs, type CurrencyCode } from '@platform/core';
import { animatedUnitsAt, fromDisplayUnits, toDisplayUnits } from './amount-animation.js';

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A decimal amount that counts from the value it showed before (zero at first) to `target` over
 * `durationMs` (spec §9: the account value animates over 1500 ms). Returns the decimal string to
 * format; with prefers-reduced-motion the target shows at once.
 */
export function useAnimatedAmount(
  asset: CurrencyCode,
  target: string,
  durationMs: number = accountValueAnimationMs,
): string {
  const targetUnits = toDisplayUnits(asset, target);
  const [shown, setShown] = useState<bigint>(0n);
  const shownRef = useRef<bigint>(0n);
  useEffect(() => {
    const from = shownRef.current;
    if (from === targetUnits) return;
    if (prefersReducedMotion() || typeof requestAnimationFrame !== 'function') {
      shownRef.current = targetUnits;
      setShown(targetUnits);
      return;
    }
    const startedAt = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const units = animatedUnitsAt(from, targetUnits, now - startedAt, durationMs);
      shownRef.current = units;
      setShown(units);
      if (units !== targetUnits) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [targetUnits, durationMs]);
  return fromDisplayUnits(asset, shown);
}

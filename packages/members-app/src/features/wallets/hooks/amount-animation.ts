import { displayDecimals, type CurrencyCode } from '@platform/core';

/**
 * The pure part of the account value animation (spec §9: 1500 ms). Values are counted in display
 * units (cents for fiat, 1e-8 for crypto) as bigints, so the animation never rounds through a float
 * and always lands exactly on the amount the server sent.
 */
const decimalPattern = /^(-?)([0-9]+)(?:\.([0-9]+))?$/;

/** "1234.5678" → 123456n for a fiat asset (extra digits truncated like formatAmount does). */
export function toDisplayUnits(asset: CurrencyCode, decimal: string): bigint {
  const match = decimalPattern.exec(decimal);
  if (!match) throw new RangeError(`toDisplayUnits needs a plain decimal string, got ${JSON.stringify(decimal)}`);
  const decimals = displayDecimals(asset);
  const fraction = (match[3] ?? '').slice(0, decimals).padEnd(decimals, '0');
  const units = BigInt(`${match[2] ?? '0'}${fraction}`);
  return match[1] === '-' ? -units : units;
}

/** 123456n → "1234.56" for a fiat asset: the inverse of toDisplayUnits at display precision. */
export function fromDisplayUnits(asset: CurrencyCode, units: bigint): string {
  const decimals = displayDecimals(asset);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, digits.length - decimals)}.${digits.slice(digits.length - decimals)}`;
}

/** Ease-out cubic: fast at first, settling gently on the final value. */
function easeOut(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/** Resolution of the interpolation factor: a million steps is finer than any frame rate. */
const steps = 1_000_000n;

/**
 * The value shown `elapsedMs` into an animation from `from` to `to` lasting `durationMs`: exactly
 * `from` at 0 and exactly `to` from `durationMs` on.
 */
export function animatedUnitsAt(from: bigint, to: bigint, elapsedMs: number, durationMs: number): bigint {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  if (elapsedMs <= 0) return from;
  const factor = BigInt(Math.round(easeOut(elapsedMs / durationMs) * Number(steps)));
  return from + ((to - from) * factor) / steps;
}

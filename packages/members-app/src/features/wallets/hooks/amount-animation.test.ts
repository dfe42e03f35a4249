import { describe, expect, it } from 'vitest';
import { animatedUnitsAt, fromDisplayUnits, toDisplayUnits } from './amount-animation.js';

describe('account value animation (spec §9: 1500 ms)', () => {
  it('counts in display units: cents for fiat, 1e-8 for BTC, truncating extra digits', () => {
    expect(toDisplayUnits('EUR', '1234.56')).toBe(123456n);
    expect(toDisplayUnits('EUR', '1234.5')).toBe(123450n);
    expect(toDisplayUnits('EUR', '0.019')).toBe(1n);
    expect(toDisplayUnits('BTC', '0.00000001')).toBe(1n);
    expect(toDisplayUnits('BTC', '21000000')).toBe(2_100_000_000_000_000n);
    expect(toDisplayUnits('EUR', '-5.25')).toBe(-525n);
    expect(() => toDisplayUnits('EUR', '1e5')).toThrow(RangeError);
  });

  it('turns display units back into the decimal string formatAmount takes', () => {
    expect(fromDisplayUnits('EUR', 123456n)).toBe('1234.56');
    expect(fromDisplayUnits('EUR', 5n)).toBe('0.05');
    expect(fromDisplayUnits('BTC', 1n)).toBe('0.00000001');
    expect(fromDisplayUnits('EUR', -525n)).toBe('-5.25');
  });

  it('starts at the old value, ends exactly on the new one, and moves only one way', () => {
    const from = 0n;
    const to = 123_456_789n;
    expect(animatedUnitsAt(from, to, 0, 1500)).toBe(from);
    expect(animatedUnitsAt(from, to, 1500, 1500)).toBe(to);
    expect(animatedUnitsAt(from, to, 9999, 1500)).toBe(to);
    let previous = from;
    for (let elapsed = 0; elapsed <= 1500; elapsed += 16) {
      const value = animatedUnitsAt(from, to, elapsed, 1500);
      expect(value >= previous && value <= to).toBe(true);
      previous = value;
    }
    const halfway = animatedUnitsAt(from, to, 750, 1500);
    expect(halfway > from && halfway < to).toBe(true);
  });

  it('counts down as exactly as up, and keeps bigint precision beyond 2^53', () => {
    const big = 2n ** 80n;
    expect(animatedUnitsAt(big, 0n, 1500, 1500)).toBe(0n);
    expect(animatedUnitsAt(0n, big, 1500, 1500)).toBe(big);
    const down = animatedUnitsAt(1000n, 0n, 750, 1500);
    expect(down < 1000n && down > 0n).toBe(true);
    expect(animatedUnitsAt(5n, 7n, 100, 0)).toBe(7n);
  });
});

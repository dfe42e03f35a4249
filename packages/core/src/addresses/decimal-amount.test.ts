import { describe, expect, it } from 'vitest';
import { formatDecimalAmount, parseDecimalAmount } from './decimal-amount.js';

describe('parseDecimalAmount', () => {
  it('converts exactly, without floating point', () => {
    expect(parseDecimalAmount('0.1', 18)).toEqual({ ok: true, baseUnits: 100000000000000000n });
    expect(parseDecimalAmount('21000000', 8)).toEqual({ ok: true, baseUnits: 2100000000000000n });
    expect(parseDecimalAmount('007.50', 2)).toEqual({ ok: true, baseUnits: 750n });
  });

  it('refuses more decimals than the asset has instead of rounding', () => {
    expect(parseDecimalAmount('1.001', 2)).toEqual({ ok: false, error: 'invalid_amount' });
  });

  it('refuses amounts longer than NUMERIC(38,0)', () => {
    expect(parseDecimalAmount('1'.repeat(21), 18)).toEqual({ ok: false, error: 'invalid_amount' });
    expect(parseDecimalAmount('1'.repeat(20), 18).ok).toBe(true);
  });
});

describe('formatDecimalAmount', () => {
  it('writes the shortest exact decimal', () => {
    expect(formatDecimalAmount(2030000000n, 8)).toBe('20.3');
    expect(formatDecimalAmount(1n, 8)).toBe('0.00000001');
    expect(formatDecimalAmount(500n, 2)).toBe('5');
    expect(formatDecimalAmount(0n, 0)).toBe('0');
  });
});

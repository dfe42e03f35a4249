import { describe, expect, it } from 'vitest';
import { decimalAmountSchema } from './amount-schema.js';

describe('decimalAmountSchema', () => {
  it('parses a decimal string of the asset to base units', () => {
    expect(decimalAmountSchema('BTC').parse('0.5')).toBe(50000000n);
    expect(decimalAmountSchema('EUR').parse('250')).toBe(25000n);
  });

  it('reports why an amount is refused', () => {
    const result = decimalAmountSchema('EUR').safeParse('1.001');
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.message).toBe('EUR amounts have at most 2 decimals');
    expect(issue && 'params' in issue ? issue.params : undefined).toEqual({ reason: 'too_many_decimals' });
    expect(decimalAmountSchema('EUR').safeParse('-1').error?.issues[0]?.message).toBe('The amount cannot be negative');
    expect(decimalAmountSchema('EUR').safeParse(12).success).toBe(false);
  });
});

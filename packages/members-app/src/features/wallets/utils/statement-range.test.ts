import { describe, expect, it } from 'vitest';
import { checkStatementRange, defaultStatementRange } from './statement-range.js';

const now = new Date('2026-11-22T12:00:00Z');

describe('statement date range', () => {
  it('defaults to the current UTC month up to today', () => {
    expect(defaultStatementRange(now)).toEqual({ from: '2026-11-01', to: '2026-11-22' });
  });

  it('accepts a range of up to 366 days ending today at the latest', () => {
    expect(checkStatementRange('2026-11-22', '2026-11-22', now)).toBeNull();
    expect(checkStatementRange('2025-11-22', '2026-11-22', now)).toBeNull();
  });

  it('refuses bad dates, reversed ranges, future ends and ranges over 366 days', () => {
    expect(checkStatementRange('2026-02-31', '2026-03-01', now)).toBe('invalid_date');
    expect(checkStatementRange('22/11/2026', '2026-11-22', now)).toBe('invalid_date');
    expect(checkStatementRange('', '2026-11-22', now)).toBe('invalid_date');
    expect(checkStatementRange('2026-11-10', '2026-11-09', now)).toBe('from_after_to');
    expect(checkStatementRange('2026-11-10', '2026-11-23', now)).toBe('in_future');
    expect(checkStatementRange('2025-11-21', '2026-11-22', now)).toBe('too_long');
  });
});

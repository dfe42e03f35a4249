import { describe, expect, it } from 'vitest';
import { fits, isFields, matching, optional } from './rules.js';

describe('rules', () => {
  it('matching takes only strings the pattern matches', () => {
    const digits = matching(/^\d+$/);
    expect([digits('42'), digits('4a'), digits(42), digits(undefined), digits(['42'])]).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('optional lets a missing value through and checks any other', () => {
    const text = optional(matching(/^.+$/));
    expect([text(undefined), text('a'), text(''), text(null)]).toEqual([true, true, false, false]);
  });

  it('fits needs an object whose named fields pass, missing ones included, and ignores the others', () => {
    const rules = { id: matching(/^x/), note: optional(matching(/^/)) };
    expect(fits(rules, { id: 'x1', extra: 1 })).toBe(true);
    expect(fits(rules, { id: 'x1', note: 7 })).toBe(false);
    expect(fits(rules, { note: 'n' })).toBe(false);
    expect([fits({}, {}), fits({}, null), fits({}, 'x'), fits({}, 1)]).toEqual([true, false, false, false]);
    expect([isFields([]), isFields(null), isFields(undefined)]).toEqual([true, false, false]);
  });
});

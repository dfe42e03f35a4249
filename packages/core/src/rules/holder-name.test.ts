import { describe, expect, it } from 'vitest';
import { holderNameMatches } from './holder-name.js';

describe('account holder name', () => {
  const user = { firstName: 'Anna Lena', lastName: 'Müller' };
  it('matches the verified name whatever the case, accents, order and punctuation', () => {
    expect(holderNameMatches('Anna Lena Müller', user)).toBe(true);
    expect(holderNameMatches('MULLER ANNA LENA', user)).toBe(true);
    expect(holderNameMatches('Müller, Anna-Lena', user)).toBe(true);
  });
  it('refuses another person, a missing or an extra name', () => {
    expect(holderNameMatches('Anna Müller', user)).toBe(false);
    expect(holderNameMatches('Anna Lena Maria Müller', user)).toBe(false);
    expect(holderNameMatches('Jan Novák', user)).toBe(false);
    expect(holderNameMatches('  ', user)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isTestBic, validateBic } from './bic.js';

describe('validateBic', () => {
  it.each([
    ['DEUTDEFF', 'DEUTDEFF', 'DE'],
    ['DEUTDEFF500', 'DEUTDEFF500', 'DE'],
    ['NWBKGB2L', 'NWBKGB2L', 'GB'],
    ['BNPAFRPPXXX', 'BNPAFRPPXXX', 'FR'],
    ['UBSWCHZH80A', 'UBSWCHZH80A', 'CH'],
    ['dnbanokk', 'DNBANOKK', 'NO'],
    ['COBA DE FF XXX', 'COBADEFFXXX', 'DE'],
  ])('accepts %j as %s', (text, bic, country) => {
    expect(validateBic(text)).toEqual({ ok: true, bic, country });
  });

  it.each([
    ['', 'empty'],
    ['DEUTDEF', 'wrong_length'],
    ['DEUTDEFF5', 'wrong_length'],
    ['DEUTDEFF5000', 'wrong_length'],
    ['DEUT1EFF', 'invalid_format'], // the country is two letters
    ['DEUTDEFO', 'invalid_format'], // "O" is never the second location character (a mistyped 0)
    ['DEUTDE!F', 'invalid_format'],
    ['DEUTDEFF50-', 'invalid_format'],
  ] as const)('refuses %j: %s', (text, error) => {
    expect(validateBic(text)).toEqual({ ok: false, error });
  });

  it('tells a test BIC (location ending in 0) from a live one', () => {
    expect(isTestBic('DEMODEF0')).toBe(true);
    expect(isTestBic('DEMODEF0XXX')).toBe(true);
    expect(isTestBic('DEUTDEFF')).toBe(false);
  });
});

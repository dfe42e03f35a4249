import { describe, expect, it } from 'vitest';
import { electronicIban, ibanErrorMessage, ibanLengths, printIban, validateIban } from './iban.js';

/** Example IBANs of the SWIFT IBAN registry (each country's own example), in print format. */
const registryExamples = [
  'AT61 1904 3002 3457 3201',
  'BE68 5390 0754 7034',
  'BR18 0036 0305 0000 1000 9795 493C 1',
  'CH93 0076 2011 6238 5295 7',
  'CZ65 0800 0000 1920 0014 5399',
  'DE89 3704 0044 0532 0130 00',
  'DK50 0040 0440 1162 43',
  'EE38 2200 2210 2014 5685',
  'EG38 0019 0005 0000 0000 2631 8000 2',
  'ES91 2100 0418 4502 0005 1332',
  'FI21 1234 5600 0007 85',
  'FR14 2004 1010 0505 0001 3M02 606',
  'GB29 NWBK 6016 1331 9268 19',
  'GB82 WEST 1234 5698 7654 32',
  'GR16 0110 1250 0000 0001 2300 695',
  'HR12 1001 0051 8630 0016 0',
  'IE29 AIBK 9311 5212 3456 78',
  'IT60 X054 2811 1010 0000 0123 456',
  'LC55 HEMM 0001 0001 0012 0012 0002 3015',
  'LI21 0881 0000 2324 013A A',
  'LU28 0019 4006 4475 0000',
  'MC58 1122 2000 0101 2345 6789 030',
  'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
  'NL91 ABNA 0417 1643 00',
  'NO93 8601 1117 947',
  'PL61 1090 1014 0000 0712 1981 2874',
  'PT50 0002 0123 1234 5678 9015 4',
  'QA58 DOHB 0000 1234 5678 90AB CDEF G',
  'RU03 0445 2522 5408 1781 0538 0913 1041 9',
  'SC18 SSCB 1101 0000 0000 0000 1497 USD',
  'SE45 5000 0000 0583 9825 7466',
  'SI56 2633 0001 2039 086',
  'SK31 1200 0000 1987 4263 7541',
  'SM86 U032 2509 8000 0000 0270 100',
  'VA59 0011 2300 0012 3456 78',
  'XK05 1212 0123 4567 8906',
];

describe('validateIban', () => {
  it.each(registryExamples)('accepts the registry example %s and returns its electronic format', (example) => {
    const result = validateIban(example);
    expect(result).toEqual({ ok: true, iban: example.replace(/ /g, ''), country: example.slice(0, 2) });
  });

  it.each([
    ['DE89 3704 0044 0532 0130 01', 'bad_check_digits'], // last digit changed
    ['DE88 3704 0044 0532 0130 00', 'bad_check_digits'], // check digits changed
    ['DE89 3704 0044 0523 0130 00', 'bad_check_digits'], // two digits swapped
    ['GB29 NWBK 6016 1331 9268 18', 'bad_check_digits'],
    ['NL91 ABNA 0417 1643 01', 'bad_check_digits'],
    ['FR14 2004 1010 0505 0001 3M02 607', 'bad_check_digits'],
    ['DE89 3704 0044 0532 0130 0', 'wrong_length'], // one character short
    ['DE89 3704 0044 0532 0130 000', 'wrong_length'],
    ['NO93 8601 1117 9471', 'wrong_length'],
    ['US12 3456 7890 1234 5678', 'unknown_country'],
    ['XX89 3704 0044 0532 0130 00', 'unknown_country'],
    ['', 'empty'],
    ['   ', 'empty'],
    ['DE8937040044053201300!', 'invalid_format'],
    ['DE-89-3704-0044-0532-0130-00', 'invalid_format'],
    ['1E89 3704 0044 0532 0130 00', 'invalid_format'],
    ['DEAB 3704 0044 0532 0130 00', 'invalid_format'],
    ['DE89', 'invalid_format'],
    [`DE89${'0'.repeat(31)}`, 'invalid_format'], // 35 characters
  ] as const)('refuses %j: %s', (text, error) => {
    const result = validateIban(text);
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.error).toBe(error);
  });

  it('refuses check digits 00, 01 and 99 even where mod 97 gives 1 (the algorithm never produces them)', () => {
    // The check digits of this account are 98 (≡ 1 mod 97), so 01 passes a bare remainder test.
    expect(validateIban('DE98370400440532013032').ok).toBe(true);
    expect(validateIban('DE01370400440532013032')).toMatchObject({ ok: false, error: 'bad_check_digits' });
    // These are 02, so 99 passes a bare remainder test.
    expect(validateIban('DE02370400440532013014').ok).toBe(true);
    expect(validateIban('DE99370400440532013014')).toMatchObject({ ok: false, error: 'bad_check_digits' });
    expect(validateIban('DE00370400440532013000')).toMatchObject({ ok: false, error: 'bad_check_digits' });
  });

  it('accepts lower case and no-break spaces, as pasted from a bank statement', () => {
    expect(validateIban('de89\u00a03704\u00a00044\u00a00532\u00a00130\u00a000')).toMatchObject({
      ok: true,
      iban: 'DE89370400440532013000',
    });
  });

  it('has a length between 15 and 34 for every country it knows', () => {
    for (const [country, length] of Object.entries(ibanLengths)) {
      expect(country).toMatch(/^[A-Z]{2}$/);
      expect(length).toBeGreaterThanOrEqual(15);
      expect(length).toBeLessThanOrEqual(34);
    }
    expect(Object.keys(ibanLengths).length).toBeGreaterThan(80);
  });

  it('says what is wrong in words', () => {
    const short = validateIban('DE89 3704 0044 0532 0130 0');
    expect(short.ok ? '' : ibanErrorMessage(short)).toBe('IBANs of DE have 22 characters.');
    const typo = validateIban('DE89 3704 0044 0532 0130 01');
    expect(typo.ok ? '' : ibanErrorMessage(typo)).toBe(
      'The IBAN check digits do not match: please check it for typos.',
    );
    const unknown = validateIban('US12 3456 7890 1234 5678');
    expect(unknown.ok ? '' : ibanErrorMessage(unknown)).toBe('US does not use IBANs.');
  });
});

describe('IBAN formats', () => {
  it('prints in groups of four and reads back to the electronic format', () => {
    expect(printIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(printIban('NO9386011117947')).toBe('NO93 8601 1117 947');
    expect(printIban('BE68539007547034')).toBe('BE68 5390 0754 7034');
    expect(electronicIban('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(printIban('de89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
  });
});

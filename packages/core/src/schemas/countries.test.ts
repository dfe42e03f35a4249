import { describe, expect, it } from 'vitest';
import { countrySchema } from '../validation/fields.js';
import { countryCodeSchema, countryCodes, isCountryCode } from './countries.js';

describe('ISO 3166-1 alpha-2 country codes', () => {
  it('are the 249 officially assigned codes, sorted and unique', () => {
    expect(countryCodes).toHaveLength(249);
    expect([...countryCodes].sort()).toEqual([...countryCodes]);
    expect(new Set(countryCodes).size).toBe(249);
    for (const code of ['DE', 'GB', 'CZ', 'NO', 'FI', 'IT', 'ES', 'US', 'AX']) expect(isCountryCode(code)).toBe(true);
    // Not ISO 3166-1: the EU, Kosovo's user-assigned XK, the unknown region, a lower-case code.
    for (const code of ['EU', 'XK', 'ZZ', 'UK', 'de', 'Ge', '']) expect(isCountryCode(code)).toBe(false);
  });

  it('every code has a name in each locale of the app (Intl.DisplayNames, cs for cz, nb for no)', () => {
    for (const locale of ['en', 'es', 'cs', 'de', 'fi', 'it', 'nb']) {
      const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      expect(countryCodes.filter((code) => names.of(code) === undefined)).toEqual([]);
    }
  });

  it('the wire schema takes a listed code and refuses anything else, folding no case ("Ge" is not Georgia)', () => {
    expect(countryCodeSchema.parse(' DE ')).toBe('DE');
    for (const value of ['Germany', 'Ge', 'de', 'XK']) expect(countryCodeSchema.safeParse(value).success).toBe(false);
  });

  it('the form field (spec §5 country) refuses free text: "Germany" saved as "Ge" (issue 15)', () => {
    expect(countrySchema.parse('GB')).toBe('GB');
    expect(countrySchema.safeParse('Ge').error?.issues.map((issue) => issue.message)).toEqual([
      'validation:countryInvalid',
    ]);
    expect(countrySchema.safeParse('Germany').error?.issues[0]?.message).toBe('validation:countryInvalid');
    expect(countrySchema.safeParse(' ').error?.issues.map((issue) => issue.message)).toEqual([
      'validation:countryRequired',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { eeaCountries, isEeaCountry } from './eea-residence.js';

describe('EEA residence', () => {
  it('is the 27 EU states plus Iceland, Liechtenstein and Norway', () => {
    expect(eeaCountries).toHaveLength(30);
    expect(isEeaCountry('DE')).toBe(true);
    expect(isEeaCountry('no')).toBe(true);
    expect(isEeaCountry('GB')).toBe(false);
    expect(isEeaCountry('CH')).toBe(false);
    expect(isEeaCountry('')).toBe(false);
    expect(isEeaCountry(null)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { countryCodes } from '@platform/core';
import { countryOptions } from './country-options.js';

describe('country options', () => {
  it.each([
    ['en', 'Germany'],
    ['es', 'Alemania'],
    ['cz', 'Německo'],
    ['de', 'Deutschland'],
    ['fi', 'Saksa'],
    ['it', 'Germania'],
    ['no', 'Tyskland'],
  ] as const)('names the countries in %s (core intlLocale: cz is cs, no is nb), sorted by name', (locale, germany) => {
    const options = countryOptions(countryCodes, locale);
    expect(options).toHaveLength(countryCodes.length);
    expect(options.find((option) => option.value === 'DE')?.label).toBe(germany);
    const labels = options.map((option) => option.label);
    const tag = { cz: 'cs', no: 'nb' }[locale as string] ?? locale;
    expect(labels).toEqual([...labels].sort(new Intl.Collator(tag).compare));
  });
});

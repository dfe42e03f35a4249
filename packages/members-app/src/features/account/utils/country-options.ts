import { intlLocale, type LocaleCode } from '@platform/core';

export interface CountryOption {
  value: string;
  label: string;
}

/**
 * The countries as a picker lists them: each code with its name in the interface language
 * (Intl.DisplayNames, with core's intlLocale: cz → cs, no → nb), sorted by that name as the
 * language sorts (Intl.Collator). A code the browser has no name for shows as the code.
 */
export function countryOptions(codes: readonly string[], locale: LocaleCode): CountryOption[] {
  const tag = intlLocale(locale);
  const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(tag);
  return codes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((left, right) => collator.compare(left.label, right.label));
}

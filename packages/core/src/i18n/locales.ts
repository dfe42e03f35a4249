/** Interface languages of spec §1. The route language guard accepts all seven codes. */
export const localeCodes = ['en', 'es', 'cz', 'de', 'fi', 'it', 'no'] as const;
export type LocaleCode = (typeof localeCodes)[number];
export const defaultLocale: LocaleCode = 'en';

/** Intl needs BCP 47 tags: the spec's cz is Czech (cs) and no is Norwegian Bokmål (nb). */
const intlTags: Record<LocaleCode, string> = { en: 'en', es: 'es', cz: 'cs', de: 'de', fi: 'fi', it: 'it', no: 'nb' };

export function intlLocale(code: LocaleCode): string {
  return intlTags[code];
}

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}

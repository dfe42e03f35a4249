import { intlLocale, type LocaleCode } from '@platform/core';

/** A date of a content page (updated, published) in the reader's language, e.g. 27 Nov 2026. */
export function formatDate(iso: string, locale: LocaleCode): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' }).format(new Date(iso));
}

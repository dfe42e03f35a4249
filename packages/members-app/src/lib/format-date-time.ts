import { intlLocale, type LocaleCode } from '@platform/core';

/**
 * A server timestamp (ISO 8601) as a local date and time in the interface language, or null when
 * it is missing or unreadable (the caller says what to show then).
 */
export function formatDateTime(value: string | null | undefined, locale: LocaleCode): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

import { intlLocale, type LocaleCode } from '@platform/core';

/** A server timestamp (ISO 8601) as a local date and time in the interface language; '' if unreadable. */
export function formatTime(value: string | null | undefined, locale: LocaleCode): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

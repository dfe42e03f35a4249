import { formatAmount, intlLocale, isCurrencyCode, type LocaleCode } from '@platform/core';
import { useLocaleStore } from '../../../stores/locale-store.js';

/** An amount per spec §9 (crypto 8 decimals, fiat 2 with its sign); an unknown code shows as it came. */
export function Money({ currency, value }: { currency: string | null; value: string | null }) {
  const locale = useLocaleStore((state) => state.locale);
  if (currency === null || value === null || value === '') return <span className="merchant-muted">–</span>;
  if (!isCurrencyCode(currency) || !/^-?[0-9]+(\.[0-9]+)?$/.test(value)) return <span>{`${value} ${currency}`}</span>;
  return <span className="merchant-amount">{formatAmount(currency, value, { locale, withCurrency: true })}</span>;
}

/** A server timestamp as text in the interface language (a dash when missing or unreadable). */
export function formatDateTime(value: string | null | undefined, locale: LocaleCode): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '–';
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A server timestamp in the interface language; a missing or unreadable one is a dash. */
export function DateTime({ value }: { value: string | null | undefined }) {
  const locale = useLocaleStore((state) => state.locale);
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return <span className="merchant-muted">–</span>;
  return <time dateTime={date.toISOString()}>{formatDateTime(value, locale)}</time>;
}

import { intlLocale } from '@platform/core';
import { useLocaleStore } from '../../../stores/locale-store.js';

/** A server timestamp in the interface language; "never" (null) and unparsable values say so. */
export function DateTime({ value, never }: { value: string | null | undefined; never: string }) {
  const locale = useLocaleStore((state) => state.locale);
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return <span className="wallets-muted">{never}</span>;
  const text = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  return <time dateTime={date.toISOString()}>{text}</time>;
}

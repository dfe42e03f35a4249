import { formatDateTime } from '../../lib/format-date-time.js';
import { useLocaleStore } from '../../stores/locale-store.js';

/** A server timestamp in the interface language; a missing or unreadable one shows `fallback` (a dash). */
export function DateTime({ value, fallback = '–' }: { value: string | null | undefined; fallback?: string }) {
  const locale = useLocaleStore((state) => state.locale);
  const text = formatDateTime(value, locale);
  if (text === null || !value) return <span className="muted">{fallback}</span>;
  return <time dateTime={new Date(value).toISOString()}>{text}</time>;
}

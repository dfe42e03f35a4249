import { formatDisplayAmount } from '../../lib/format-amount.js';
import { useLocaleStore } from '../../stores/locale-store.js';

/** `<Amount currency="EUR" value="1234.5" />` → €1,234.50 (with the sign or code unless told not to). */
export function Amount({
  currency,
  value,
  withCurrency = true,
}: {
  currency: string | null;
  value: string | null | undefined;
  withCurrency?: boolean;
}) {
  const locale = useLocaleStore((state) => state.locale);
  if (currency === null || value === null || value === undefined || value === '') {
    return <span className="muted">–</span>;
  }
  return <span className="amount">{formatDisplayAmount(currency, value, { locale, withCurrency })}</span>;
}

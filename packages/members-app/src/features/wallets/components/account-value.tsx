import { useTranslation } from 'react-i18next';
import { isFiatCurrency, type FiatCurrency } from '@platform/core';
import { useLocaleStore } from '../../../stores/locale-store.js';
import { useAnimatedAmount } from '../hooks/use-animated-amount.js';
import { formatDisplayAmount } from '../../../lib/format-amount.js';

function AnimatedFigure({ currency, value }: { currency: FiatCurrency | 'BTC'; value: string }) {
  const locale = useLocaleStore((state) => state.locale);
  const shown = useAnimatedAmount(currency, value);
  // The screen reader gets the final value at once, not every frame of the count.
  return (
    <>
      <span aria-hidden="true">{formatDisplayAmount(currency, shown, { locale, withCurrency: true })}</span>
      <span className="visually-hidden">{formatDisplayAmount(currency, value, { locale, withCurrency: true })}</span>
    </>
  );
}

/**
 * Account value of spec §2: in the user's fiat currency (2 decimals) and in BTC (8 decimals), each
 * counting to its new value over 1500 ms (spec §9). A value the server could not price (no fresh
 * rate) says so instead of showing a number.
 */
export function AccountValue({
  fiatCurrency,
  values,
  className,
}: {
  fiatCurrency: string;
  values: Readonly<Record<string, string | null | undefined>>;
  className?: string;
}) {
  const { t } = useTranslation('wallets');
  const fiat = isFiatCurrency(fiatCurrency) ? fiatCurrency : null;
  const fiatValue = fiat ? values[fiat] : undefined;
  const btcValue = values['BTC'];
  return (
    <dl className={`account-value ${className ?? ''}`}>
      <dt>{t('accountValue.title')}</dt>
      <dd className="account-value__fiat" data-testid="account-value-fiat">
        {fiat && fiatValue ? <AnimatedFigure currency={fiat} value={fiatValue} /> : t('accountValue.unavailable')}
      </dd>
      <dd className="account-value__btc" data-testid="account-value-btc">
        {btcValue ? <AnimatedFigure currency="BTC" value={btcValue} /> : t('accountValue.unavailable')}
      </dd>
    </dl>
  );
}

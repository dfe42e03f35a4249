import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  coinToFiat,
  fiatToCoin,
  marketAmountScale,
  unitsToDecimal,
  type CoinDescriptor,
  type FiatCurrency,
} from '@platform/core';

/**
 * Coin ↔ fiat at the price shown, exact: amounts are parsed to integer units (core's money rules,
 * the coin's own scale), converted with bigint arithmetic and rounded down. Typing in one field
 * fills the other; an amount the coin's scale cannot hold says so instead of rounding it.
 */
export function CoinConverter({ coin, fiat, price }: { coin: CoinDescriptor; fiat: FiatCurrency; price: string }) {
  const { t } = useTranslation('markets');
  const id = useId();
  const coinScale = marketAmountScale(coin.iso);
  const [amounts, setAmounts] = useState({ coin: '1', fiat: unitsFiat(coinToFiat({ price, coinIso: coin.iso }, '1')) });
  const [error, setError] = useState<{ side: 'coin' | 'fiat'; decimals: number } | null>(null);

  const changeCoin = (text: string) => {
    const result = text.trim() === '' ? null : coinToFiat({ price, coinIso: coin.iso }, text);
    setError(result !== null && !result.ok ? { side: 'coin', decimals: coinScale } : null);
    setAmounts({ coin: text, fiat: result?.ok ? unitsToDecimal(result.value, 2) : '' });
  };
  const changeFiat = (text: string) => {
    const result = text.trim() === '' ? null : fiatToCoin({ price, coinIso: coin.iso }, text);
    setError(result !== null && !result.ok ? { side: 'fiat', decimals: 2 } : null);
    setAmounts({ fiat: text, coin: result?.ok ? unitsToDecimal(result.value, coinScale) : '' });
  };
  const errorId = `${id}-error`;
  return (
    <section className="card markets-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('coin.converter.title')}</h2>
      <div className="coin-converter">
        <div className={`field${error?.side === 'coin' ? ' field--invalid' : ''}`}>
          <label htmlFor={`${id}-coin`}>{t('coin.converter.coinAmount', { iso: coin.iso })}</label>
          <input
            id={`${id}-coin`}
            inputMode="decimal"
            autoComplete="off"
            value={amounts.coin}
            aria-invalid={error?.side === 'coin' ? true : undefined}
            aria-describedby={error?.side === 'coin' ? errorId : undefined}
            onChange={(event) => changeCoin(event.currentTarget.value)}
          />
        </div>
        <div className={`field${error?.side === 'fiat' ? ' field--invalid' : ''}`}>
          <label htmlFor={`${id}-fiat`}>{t('coin.converter.fiatAmount', { currency: fiat })}</label>
          <input
            id={`${id}-fiat`}
            inputMode="decimal"
            autoComplete="off"
            value={amounts.fiat}
            aria-invalid={error?.side === 'fiat' ? true : undefined}
            aria-describedby={error?.side === 'fiat' ? errorId : undefined}
            onChange={(event) => changeFiat(event.currentTarget.value)}
          />
        </div>
      </div>
      {error === null ? null : (
        <p id={errorId} className="field__error" role="alert">
          {t('coin.converter.invalid', { decimals: error.decimals })}
        </p>
      )}
      <p className="muted">{t('coin.converter.note')}</p>
    </section>
  );
}

function unitsFiat(result: ReturnType<typeof coinToFiat>): string {
  return result.ok ? unitsToDecimal(result.value, 2) : '';
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cryptoCurrencies, fiatCurrencies, transactionStatuses, transactionTypes } from '@platform/core';
import type { TransactionFilters } from '../api/get-transactions.js';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** Filters by asset, type, status and date (spec §2 transactions); applied together on submit. */
export function TransactionFiltersForm({
  value,
  onApply,
}: {
  value: TransactionFilters;
  onApply: (filters: TransactionFilters) => void;
}) {
  const { t } = useTranslation('wallets');
  const [draft, setDraft] = useState<TransactionFilters>(value);
  const [error, setError] = useState<string | null>(null);
  const set = (name: keyof TransactionFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { from, to } = draft;
    if ((from && !datePattern.test(from)) || (to && !datePattern.test(to)))
      return setError(t('transactions.invalidDate'));
    if (from && to && from > to) return setError(t('transactions.fromAfterTo'));
    setError(null);
    onApply(draft);
  };
  const reset = () => {
    setDraft({});
    setError(null);
    onApply({});
  };
  return (
    <form className="wallets-filters" onSubmit={submit} aria-label={t('transactions.filters')}>
      <label>
        {t('transactions.asset')}
        <select value={draft.asset ?? ''} onChange={set('asset')}>
          <option value="">{t('transactions.allAssets')}</option>
          <optgroup label={t('transactions.fiatTransactions')}>
            {fiatCurrencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('transactions.walletTransactions')}>
            {cryptoCurrencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </optgroup>
        </select>
      </label>
      <label>
        {t('transactions.type')}
        <select value={draft.type ?? ''} onChange={set('type')}>
          <option value="">{t('transactions.allTypes')}</option>
          {transactionTypes.map((type) => (
            <option key={type} value={type}>
              {t(`transactions.types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('transactions.status')}
        <select value={draft.status ?? ''} onChange={set('status')}>
          <option value="">{t('transactions.allStatuses')}</option>
          {transactionStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`transactions.statuses.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('transactions.from')}
        <input type="date" value={draft.from ?? ''} onChange={set('from')} />
      </label>
      <label>
        {t('transactions.to')}
        <input type="date" value={draft.to ?? ''} onChange={set('to')} />
      </label>
      <div className="wallets-filters__actions">
        <button type="submit" className="wallets-button">
          {t('transactions.apply')}
        </button>
        <button type="button" className="wallets-button wallets-button--secondary" onClick={reset}>
          {t('transactions.reset')}
        </button>
      </div>
      {error ? (
        <p role="alert" className="wallets-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

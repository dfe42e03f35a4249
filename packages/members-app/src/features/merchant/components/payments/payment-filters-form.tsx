import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cryptoCurrencies, paymentStatuses } from '@platform/core';
import { dateRangeProblem, type PaymentFilters } from '../../utils/payment-filters.js';
import { Field } from '../../../../components/ui/field.js';

/** Filters by status, coin, date range and order id; applied together on submit. */
export function PaymentFiltersForm({
  value,
  onApply,
}: {
  value: PaymentFilters;
  onApply: (filters: PaymentFilters) => void;
}) {
  const { t } = useTranslation('merchant');
  const [draft, setDraft] = useState<PaymentFilters>(value);
  const [error, setError] = useState<string | null>(null);
  const set = (name: keyof PaymentFilters) => (event: { currentTarget: { value: string } }) =>
    setDraft({ ...draft, [name]: event.currentTarget.value || undefined });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = dateRangeProblem(draft.from, draft.to);
    if (problem !== null) return setError(t(`payments.errors.${problem}`));
    setError(null);
    onApply({ ...draft, order: draft.order?.trim() || undefined });
  };
  const reset = () => {
    setDraft({});
    setError(null);
    onApply({});
  };
  return (
    <form className="merchant-filters" onSubmit={submit} aria-label={t('payments.filters')}>
      <Field label={t('payments.status')}>
        <select value={draft.status ?? ''} onChange={set('status')}>
          <option value="">{t('payments.allStatuses')}</option>
          {paymentStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`paymentStatus.${status}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('payments.coin')}>
        <select value={draft.coin ?? ''} onChange={set('coin')}>
          <option value="">{t('payments.allCoins')}</option>
          {cryptoCurrencies.map((coin) => (
            <option key={coin} value={coin}>
              {coin}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('payments.from')}>
        <input type="date" value={draft.from ?? ''} onChange={set('from')} />
      </Field>
      <Field label={t('payments.to')}>
        <input type="date" value={draft.to ?? ''} onChange={set('to')} />
      </Field>
      <Field label={t('payments.searchOrder')}>
        <input type="search" maxLength={200} value={draft.order ?? ''} onChange={set('order')} />
      </Field>
      <div className="merchant-actions">
        <button type="submit" className="button button--primary">
          {t('payments.apply')}
        </button>
        <button type="button" className="button" onClick={reset}>
          {t('payments.reset')}
        </button>
      </div>
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

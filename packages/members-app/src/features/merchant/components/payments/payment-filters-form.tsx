import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { cryptoCurrencies, paymentStatuses } from '@platform/core';
import { Field } from '../../../../components/ui/field.js';
import { useFilterForm } from '../../../../lib/use-filter-form.js';
import { dateRangeProblem, type PaymentFilters } from '../../utils/payment-filters.js';
import { paymentStatusText } from './payment-status-text.js';

const noFilters = { status: '', coin: '', from: '', to: '', order: '' };

/** The filters as typed: dates YYYY-MM-DD and in order (the whole form's error); empty ones left out. */
const paymentFiltersFormSchema = z
  .object({
    status: z.union([z.literal(''), z.enum(paymentStatuses)]),
    coin: z.union([z.literal(''), z.enum(cryptoCurrencies)]),
    from: z.string(),
    to: z.string(),
    order: z.string().trim(),
  })
  .superRefine((filters, context) => {
    const problem = dateRangeProblem(filters.from || undefined, filters.to || undefined);
    if (problem !== null) context.addIssue({ code: 'custom', message: `merchant:payments.errors.${problem}` });
  })
  .transform((filters): PaymentFilters => {
    const chosen: PaymentFilters = {};
    if (filters.status) chosen.status = filters.status;
    if (filters.coin) chosen.coin = filters.coin;
    if (filters.from) chosen.from = filters.from;
    if (filters.to) chosen.to = filters.to;
    if (filters.order) chosen.order = filters.order;
    return chosen;
  });

/** Filters by status, coin, date range and order id; applied together on submit. */
export function PaymentFiltersForm({
  value,
  onApply,
}: {
  value: PaymentFilters;
  onApply: (filters: PaymentFilters) => void;
}) {
  const { t } = useTranslation('merchant');
  const { bind, submitWith, clear, error } = useFilterForm(paymentFiltersFormSchema, noFilters, value);
  const reset = () => {
    clear();
    onApply({});
  };
  return (
    <form className="merchant-filters" onSubmit={submitWith(onApply)} aria-label={t('payments.filters')}>
      <Field label={t('payments.status')}>
        <select {...bind('status')}>
          <option value="">{t('payments.allStatuses')}</option>
          {paymentStatuses.map((status) => (
            <option key={status} value={status}>
              {paymentStatusText({ status, exception_status: 'none' }, t)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('payments.coin')}>
        <select {...bind('coin')}>
          <option value="">{t('payments.allCoins')}</option>
          {cryptoCurrencies.map((coin) => (
            <option key={coin} value={coin}>
              {coin}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('payments.from')}>
        <input type="date" {...bind('from')} />
      </Field>
      <Field label={t('payments.to')}>
        <input type="date" {...bind('to')} />
      </Field>
      <Field label={t('payments.searchOrder')}>
        <input type="search" maxLength={200} {...bind('order')} />
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

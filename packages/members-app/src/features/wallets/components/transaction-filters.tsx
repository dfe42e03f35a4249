import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { transactionStatuses, transactionTypes } from '@platform/core';
import { useFilterForm } from '../../../lib/use-filter-form.js';
import type { TransactionFilters } from '../api/get-transactions.js';
import { CurrencyOptgroups } from './currency-optgroups.js';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as the form holds them; a date must be YYYY-MM-DD and the range in order (the whole form's error). */
const filtersFormSchema = z
  .object({ asset: z.string(), type: z.string(), status: z.string(), from: z.string(), to: z.string() })
  .superRefine((filters, context) => {
    if ((filters.from && !datePattern.test(filters.from)) || (filters.to && !datePattern.test(filters.to))) {
      context.addIssue({ code: 'custom', message: 'wallets:transactions.invalidDate' });
    } else if (filters.from && filters.to && filters.from > filters.to) {
      context.addIssue({ code: 'custom', message: 'wallets:transactions.fromAfterTo' });
    }
  });

const noFilters = { asset: '', type: '', status: '', from: '', to: '' };

/**
 * Each status a row may be filtered by, in the rows' vocabulary (core's status texts: a completed row
 * reads Approved); an initial row shows as 2-FA Pending, Pre-Authorized, … so its filter has its own text.
 */
const statusFilterLabels: Record<(typeof transactionStatuses)[number], string> = {
  initial: 'wallets:transactions.statuses.initial',
  pending: 'status:pending',
  completed: 'status:approved',
  canceled: 'status:canceled',
  failed: 'status:failed',
};

/** Filters by asset, type, status and date (spec §2 transactions); applied together on submit. */
export function TransactionFiltersForm({
  value,
  onApply,
}: {
  value: TransactionFilters;
  onApply: (filters: TransactionFilters) => void;
}) {
  const { t } = useTranslation('wallets');
  const { bind, submitWith, clear, error } = useFilterForm(filtersFormSchema, noFilters, value);
  const reset = () => {
    clear();
    onApply({});
  };
  return (
    <form className="wallets-filters" onSubmit={submitWith(onApply)} aria-label={t('transactions.filters')}>
      <label>
        {t('transactions.asset')}
        <select {...bind('asset')}>
          <option value="">{t('transactions.allAssets')}</option>
          <CurrencyOptgroups
            order={['fiat', 'crypto']}
            labels={{ fiat: t('transactions.fiatTransactions'), crypto: t('transactions.walletTransactions') }}
          />
        </select>
      </label>
      <label>
        {t('transactions.type')}
        <select {...bind('type')}>
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
        <select {...bind('status')}>
          <option value="">{t('transactions.allStatuses')}</option>
          {transactionStatuses.map((status) => (
            <option key={status} value={status}>
              {t(statusFilterLabels[status])}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('transactions.from')}
        <input type="date" {...bind('from')} />
      </label>
      <label>
        {t('transactions.to')}
        <input type="date" {...bind('to')} />
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

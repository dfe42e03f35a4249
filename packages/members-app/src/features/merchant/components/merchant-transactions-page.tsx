import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paymentRows, useMerchantPayments } from '../api/get-merchant-payments.js';
import { MerchantGate } from './merchant-gate.js';
import { PaymentFiltersForm } from './payments/payment-filters-form.js';
import { PaymentsTable } from './payments/payments-table.js';
import { LoadFailed, LoadMore, Loading } from '../../../components/ui/query-state.js';
import { MerchantSummaryPanel } from './summary/merchant-summary-panel.js';
import { useMerchantFailureText } from '../hooks/use-merchant-failure.js';
import { csvFile } from '../../../lib/csv.js';
import { saveFile } from '../../../lib/save-file.js';
import {
  filtersLoadedRows,
  matchesPaymentFilters,
  paymentFiltersFrom,
  paymentFiltersParams,
} from '../utils/payment-filters.js';
import { paymentsCsvFileName, paymentsCsvRows } from '../utils/payments-csv.js';
import '../merchant.css';

function MerchantTransactionsScreen() {
  const { t } = useTranslation('merchant');
  const failureText = useMerchantFailureText();
  const [params, setParams] = useSearchParams();
  const filters = paymentFiltersFrom(params);
  const query = useMerchantPayments(filters.status);
  const rows = paymentRows(query.data?.pages).filter((payment) => matchesPaymentFilters(payment, filters));
  const exportCsv = () => saveFile(csvFile(paymentsCsvRows(rows, t)), paymentsCsvFileName(new Date()));
  return (
    <section className="merchant-page page-container">
      <div className="merchant-heading">
        <h1>{t('payments.title')}</h1>
        <button
          type="button"
          className="button"
          onClick={exportCsv}
          disabled={rows.length === 0}
          aria-describedby="merchant-payments-export-hint"
        >
          {t('payments.exportCsv')}
        </button>
      </div>
      <p id="merchant-payments-export-hint" className="merchant-muted">
        {t('payments.exportHint')}
      </p>
      <MerchantSummaryPanel />
      <PaymentFiltersForm
        key={params.toString()}
        value={filters}
        onApply={(next) => setParams(paymentFiltersParams(next))}
      />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadFailed message={failureText(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p role="status" className="merchant-muted">
            {rows.length === 0
              ? t('payments.empty')
              : query.hasNextPage && filtersLoadedRows(filters)
                ? t('payments.countLoaded', { count: rows.length })
                : t('payments.count', { count: rows.length })}
          </p>
          {rows.length > 0 ? <PaymentsTable payments={rows} /> : null}
          <LoadMore query={query} />
        </>
      )}
    </section>
  );
}

/**
 * merchantTransactions (spec §2): the merchant's balances and payment sums (summary panel), its payments, newest first, filtered by status (on the
 * server), coin, date range and order id (on the loaded rows), "Load more" by cursor, a CSV export
 * of the filtered rows, "Accept late payment" for paid-late ones and "Refund" for refundable ones.
 */
export function MerchantTransactionsPage() {
  return (
    <MerchantGate area="merchantTransactions">
      <MerchantTransactionsScreen />
    </MerchantGate>
  );
}

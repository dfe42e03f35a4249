import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { transactionRows, useTransactions, type TransactionFilters } from '../api/get-transactions.js';
import { TransactionFiltersForm } from './transaction-filters.js';
import { TransactionsTable } from './transactions-table.js';
import { Loading, LoadFailed, LoadMore } from '../../../components/ui/query-state.js';
import '../wallets.css';

const filterNames = ['asset', 'type', 'status', 'from', 'to'] as const;

function filtersFrom(params: URLSearchParams): TransactionFilters {
  const filters: TransactionFilters = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) filters[name] = value.slice(0, 40);
  }
  return filters;
}

/**
 * Transactions (spec §2): fiat and wallet transactions, newest first, filtered by asset, type,
 * status and date (kept in the URL so a filtered view can be reloaded or shared), "Load more" by cursor.
 */
export function TransactionsPage() {
  const { t } = useTranslation('wallets');
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const query = useTransactions(filters);
  const apply = (next: TransactionFilters) => {
    const search = new URLSearchParams();
    for (const name of filterNames) if (next[name]) search.set(name, next[name]);
    setParams(search);
  };
  return (
    <section className="wallets-page page-container">
      <h1>{t('transactions.title')}</h1>
      <TransactionFiltersForm key={params.toString()} value={filters} onApply={apply} />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadFailed message={t('transactions.loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <TransactionsTable transactions={transactionRows(query.data.pages)} caption={t('transactions.title')} />
          <LoadMore query={query} />
        </>
      )}
    </section>
  );
}

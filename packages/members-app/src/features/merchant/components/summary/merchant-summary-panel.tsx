import { useTranslation } from 'react-i18next';
import type { MerchantSummary } from '@platform/core';
import { useMerchantSummary } from '../../api/get-merchant-summary.js';
import { useMerchantFailureText } from '../../hooks/use-merchant-failure.js';
import { Amount } from '../../../../components/ui/amount.js';
import { LoadFailed, Loading } from '../../../../components/ui/query-state.js';

function BalancesTable({ balances }: { balances: MerchantSummary['balances'] }) {
  const { t } = useTranslation('merchant');
  if (balances.length === 0) return <p className="merchant-muted">{t('summary.noBalances')}</p>;
  return (
    <div className="merchant-table-scroll" tabIndex={0} role="region" aria-labelledby="merchant-summary-balances">
      <table className="data-table merchant-table">
        <thead>
          <tr>
            <th scope="col">{t('summary.currency')}</th>
            <th scope="col">{t('summary.available')}</th>
            <th scope="col">{t('summary.held')}</th>
            <th scope="col">{t('summary.awaitingSettlement')}</th>
          </tr>
        </thead>
        <tbody>
          {balances.map((balance) => (
            <tr key={balance.currency}>
              <th scope="row">{balance.currency}</th>
              <td>
                <Amount currency={balance.currency} value={balance.available} />
              </td>
              <td>
                <Amount currency={balance.currency} value={balance.held} />
              </td>
              <td>
                <Amount currency={balance.currency} value={balance.awaiting_settlement} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SumsTable({ sums }: { sums: MerchantSummary['sums'] }) {
  const { t } = useTranslation('merchant');
  if (sums.length === 0) return <p className="merchant-muted">{t('summary.noSums')}</p>;
  return (
    <div className="merchant-table-scroll" tabIndex={0} role="region" aria-labelledby="merchant-summary-sums">
      <table className="data-table merchant-table">
        <thead>
          <tr>
            <th scope="col">{t('summary.currency')}</th>
            <th scope="col">{t('summary.pending')}</th>
            <th scope="col">{t('summary.completed')}</th>
            <th scope="col">{t('summary.payments')}</th>
          </tr>
        </thead>
        <tbody>
          {sums.map((sum) => (
            <tr key={sum.currency}>
              <th scope="row">{sum.currency}</th>
              <td>
                <Amount currency={sum.currency} value={sum.pending} />
              </td>
              <td>
                <Amount currency={sum.currency} value={sum.completed} />
              </td>
              <td>{t('summary.paymentCounts', sum.payments)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The merchant's dashboard (GET /users/merchant/summary): balances per currency (available, held
 * by payouts, awaiting settlement) and spec §4's pending and completed sums per currency, amounts
 * at spec §9's decimals (crypto 8, fiat 2).
 */
export function MerchantSummaryPanel() {
  const { t } = useTranslation('merchant');
  const failureText = useMerchantFailureText();
  const query = useMerchantSummary();
  return (
    <section className="merchant-card" aria-labelledby="merchant-summary-title">
      <h2 id="merchant-summary-title">{t('summary.title')}</h2>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadFailed message={failureText(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <h3 id="merchant-summary-balances">{t('summary.balancesTitle')}</h3>
          <BalancesTable balances={query.data.balances} />
          <h3 id="merchant-summary-sums">{t('summary.sumsTitle')}</h3>
          <SumsTable sums={query.data.sums} />
        </>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { MerchantSummary } from '@platform/core';
import { useMerchantSummary } from '../../api/get-merchant-summary.js';
import { useMerchantFailureText } from '../../hooks/use-merchant-failure.js';
import { Amount } from '../../../../components/ui/amount.js';
import { LoadFailed, Loading } from '../../../../components/ui/query-state.js';
import { TableRegion } from '../../../../components/ui/data-table.js';

function BalancesTable({ balances }: { balances: MerchantSummary['balances'] }) {
  const { t } = useTranslation('merchant');
  if (balances.length === 0) return <p className="merchant-muted">{t('summary.noBalances')}</p>;
  return (
    <TableRegion labelledBy="merchant-summary-balances">
      <table className="data-table">
        <caption className="visually-hidden">{t('summary.balancesTitle')}</caption>
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
    </TableRegion>
  );
}

/** A total and how many payments add up to it, so the two can never disagree. */
function Total({ currency, value, payments }: { currency: string; value: string; payments: number }) {
  const { t } = useTranslation('merchant');
  return (
    <>
      <Amount currency={currency} value={value} />
      <div className="merchant-muted">{t('summary.paymentCount', { count: payments })}</div>
    </>
  );
}

/**
 * Per currency, the totals of core's merchantTotals: each payment counts in the total of the status
 * its row shows (the one status vocabulary: Pending, Processing, Approved), with its payment count.
 */
function SumsTable({ sums }: { sums: MerchantSummary['sums'] }) {
  const { t } = useTranslation('merchant');
  if (sums.length === 0) return <p className="merchant-muted">{t('summary.noSums')}</p>;
  return (
    <TableRegion labelledBy="merchant-summary-sums">
      <table className="data-table">
        <caption className="visually-hidden">{t('summary.sumsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('summary.currency')}</th>
            <th scope="col">{t('status:pending')}</th>
            <th scope="col">{t('status:processing')}</th>
            <th scope="col">{t('status:approved')}</th>
          </tr>
        </thead>
        <tbody>
          {sums.map((sum) => (
            <tr key={sum.currency}>
              <th scope="row">{sum.currency}</th>
              <td>
                <Total currency={sum.currency} value={sum.pending} payments={sum.payments.pending} />
              </td>
              <td>
                <Total currency={sum.currency} value={sum.processing} payments={sum.payments.processing} />
              </td>
              <td>
                <Total currency={sum.currency} value={sum.completed} payments={sum.payments.completed} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/**
 * The merchant's dashboard (GET /users/merchant/summary): balances per currency (available, held
 * by payouts, awaiting settlement) and the payment totals per currency (spec §4 widget amounts,
 * agreeing with the rows), amounts at spec §9's decimals (crypto 8, fiat 2).
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

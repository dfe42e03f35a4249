import { useTranslation } from 'react-i18next';
import type { MerchantPayout } from '@platform/core';
import { useMerchantPayouts } from '../../api/merchant-payouts.js';
import { useMerchantFailureText } from '../../hooks/use-merchant-failure.js';
import { DateTime } from '../../../../components/ui/date-time.js';
import { Amount } from '../../../../components/ui/amount.js';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.js';
import { LoadFailed, LoadMore, Loading } from '../../../../components/ui/query-state.js';
import { PayoutReferences, SettlementStatus } from '../settlements/settlements-table.js';

function usePayoutColumns(): DataTableColumn<MerchantPayout>[] {
  const { t } = useTranslation('merchant');
  return [
    { id: 'date', header: t('payouts.date'), cell: (payout) => <DateTime value={payout.created_at} /> },
    {
      id: 'amount',
      header: t('payouts.amount'),
      cell: (payout) => <Amount currency={payout.currency} value={payout.amount} />,
    },
    {
      id: 'payoutAmount',
      header: t('payouts.payoutAmount'),
      cell: (payout) => <Amount currency={payout.payout_currency} value={payout.payout_amount} />,
    },
    {
      id: 'status',
      header: t('payouts.status'),
      cell: (payout) => (
        <>
          <SettlementStatus status={payout.status} />
          {payout.failure_reason ? (
            <div className="merchant-muted">{t('payouts.failureReason', { reason: payout.failure_reason })}</div>
          ) : null}
        </>
      ),
    },
    {
      id: 'reference',
      header: t('payouts.reference'),
      cell: (payout) => <PayoutReferences reference={payout.reference} bankReference={payout.bank_reference} />,
    },
  ];
}

/**
 * The merchant's payouts (GET /users/merchant/payouts), newest first: the amount taken from the
 * balance, the payout amount the bank gets (not "paid out" while the payout waits: its status says
 * Pending until the operator wires it, then Approved), status and references.
 */
export function PayoutsTable() {
  const { t } = useTranslation('merchant');
  const failureText = useMerchantFailureText();
  const query = useMerchantPayouts();
  const columns = usePayoutColumns();
  return (
    <section aria-labelledby="payouts-title">
      <h2 id="payouts-title">{t('payouts.listTitle')}</h2>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadFailed message={failureText(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.pages[0]?.payouts.length === 0 ? (
        <p className="merchant-muted">{t('payouts.empty')}</p>
      ) : (
        <>
          <DataTable
            caption={t('payouts.listTitle')}
            columns={columns}
            rows={query.data.pages.flatMap((page) => page.payouts)}
            rowKey={(payout) => payout.payout_id}
          />
          <LoadMore query={query} />
        </>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { settlementStatusDisplay } from '@platform/core';
import { useMerchantSettlements, type Settlement, type SettlementTab } from '../../api/get-merchant-settlements.js';
import { useMerchantFailureText } from '../../hooks/use-merchant-failure.js';
import { DateTime } from '../../../../components/ui/date-time.js';
import { Amount } from '../../../../components/ui/amount.js';
import { LoadFailed, LoadMore, Loading } from '../../../../components/ui/query-state.js';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.js';

/** A settlement's status in the one status vocabulary (core's settlementStatusDisplay: completed reads Approved). */
export function SettlementStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  const display = settlementStatusDisplay(status);
  return <span className={`status-badge status-badge--${display.tone}`}>{t(display.labelKey)}</span>;
}

/** A payout's reference (a dash while it has none), with the bank's reference under it once there is one. */
export function PayoutReferences({
  reference,
  bankReference,
}: {
  reference: string | null;
  bankReference: string | null;
}) {
  const { t } = useTranslation('merchant');
  return (
    <>
      {reference ?? <span className="merchant-muted">–</span>}
      {bankReference ? (
        <div className="merchant-muted">{`${t('settlements.bankReference')}: ${bankReference}`}</div>
      ) : null}
    </>
  );
}

function useSettlementColumns(): DataTableColumn<Settlement>[] {
  const { t } = useTranslation('merchant');
  return [
    { id: 'date', header: t('settlements.date'), cell: (settlement) => <DateTime value={settlement.date} /> },
    {
      id: 'order',
      header: t('settlements.orderId'),
      cell: (settlement) => settlement.order_id ?? <span className="merchant-muted">–</span>,
    },
    {
      id: 'gross',
      header: t('settlements.gross'),
      cell: (settlement) => <Amount currency={settlement.currency} value={settlement.gross} />,
    },
    {
      id: 'fee',
      header: t('settlements.fee'),
      cell: (settlement) => <Amount currency={settlement.currency} value={settlement.fee} />,
    },
    {
      id: 'net',
      header: t('settlements.net'),
      cell: (settlement) => <Amount currency={settlement.net_currency} value={settlement.net} />,
    },
    {
      id: 'status',
      header: t('settlements.status'),
      cell: (settlement) => <SettlementStatus status={settlement.status} />,
    },
    {
      id: 'payoutReference',
      header: t('settlements.payoutReference'),
      cell: (settlement) => (
        <PayoutReferences reference={settlement.payout_reference} bankReference={settlement.bank_reference} />
      ),
    },
  ];
}

/** One tab's settlements, newest first, "Load more" by cursor. */
export function SettlementsTable({ tab }: { tab: SettlementTab }) {
  const { t } = useTranslation('merchant');
  const failureText = useMerchantFailureText();
  const query = useMerchantSettlements(tab);
  const columns = useSettlementColumns();
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailed message={failureText(query.error)} onRetry={() => void query.refetch()} />;
  const settlements = query.data.pages.flatMap((page) => page.settlements);
  if (settlements.length === 0) return <p className="merchant-muted">{t('settlements.empty')}</p>;
  return (
    <>
      <DataTable
        caption={t(`settlements.tabs.${tab}`)}
        columns={columns}
        rows={settlements}
        rowKey={(settlement) => settlement.id}
      />
      <LoadMore query={query} />
    </>
  );
}

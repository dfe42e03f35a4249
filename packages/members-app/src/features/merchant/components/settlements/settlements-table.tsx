import { useTranslation } from 'react-i18next';
import { settlementStatusDisplay } from '@platform/core';
import { useMerchantSettlements, type Settlement, type SettlementTab } from '../../api/get-merchant-settlements.js';
import { useMerchantFailureText } from '../../hooks/use-merchant-failure.js';
import { DateTime } from '../../../../components/ui/date-time.js';
import { Amount } from '../../../../components/ui/amount.js';
import { LoadFailed, LoadMore, Loading } from '../../../../components/ui/query-state.js';
import { TableRegion } from '../../../../components/ui/data-table.js';

/** A settlement's status in the one status vocabulary (core's settlementStatusDisplay: completed reads Approved). */
export function SettlementStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  const display = settlementStatusDisplay(status);
  return <span className={`status-badge status-badge--${display.tone}`}>{t(display.labelKey)}</span>;
}

function Rows({ settlements }: { settlements: readonly Settlement[] }) {
  const { t } = useTranslation('merchant');
  return settlements.map((settlement) => (
    <tr key={settlement.id}>
      <td>
        <DateTime value={settlement.date} />
      </td>
      <td>{settlement.order_id ?? <span className="merchant-muted">–</span>}</td>
      <td>
        <Amount currency={settlement.currency} value={settlement.gross} />
      </td>
      <td>
        <Amount currency={settlement.currency} value={settlement.fee} />
      </td>
      <td>
        <Amount currency={settlement.net_currency} value={settlement.net} />
      </td>
      <td>
        <SettlementStatus status={settlement.status} />
      </td>
      <td>
        {settlement.payout_reference ?? <span className="merchant-muted">–</span>}
        {settlement.bank_reference ? (
          <div className="merchant-muted">{`${t('settlements.bankReference')}: ${settlement.bank_reference}`}</div>
        ) : null}
      </td>
    </tr>
  ));
}

/** One tab's settlements, newest first, "Load more" by cursor. */
export function SettlementsTable({ tab }: { tab: SettlementTab }) {
  const { t } = useTranslation('merchant');
  const failureText = useMerchantFailureText();
  const query = useMerchantSettlements(tab);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailed message={failureText(query.error)} onRetry={() => void query.refetch()} />;
  const settlements = query.data.pages.flatMap((page) => page.settlements);
  if (settlements.length === 0) return <p className="merchant-muted">{t('settlements.empty')}</p>;
  const caption = t(`settlements.tabs.${tab}`);
  return (
    <>
      <TableRegion label={caption}>
        <table className="data-table merchant-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('settlements.date')}</th>
              <th scope="col">{t('settlements.orderId')}</th>
              <th scope="col">{t('settlements.gross')}</th>
              <th scope="col">{t('settlements.fee')}</th>
              <th scope="col">{t('settlements.net')}</th>
              <th scope="col">{t('settlements.status')}</th>
              <th scope="col">{t('settlements.payoutReference')}</th>
            </tr>
          </thead>
          <tbody>
            <Rows settlements={settlements} />
          </tbody>
        </table>
      </TableRegion>
      <LoadMore query={query} />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useMerchantPayouts } from '../../api/merchant-payouts.js';
import { useMerchantFailureText } from '../../hooks/use-merchant-failure.js';
import { DateTime } from '../../../../components/ui/date-time.js';
import { Amount } from '../../../../components/ui/amount.js';
import { LoadFailed, LoadMore, Loading } from '../../../../components/ui/query-state.js';
import { SettlementStatus } from '../settlements/settlements-table.js';
import { TableRegion } from '../../../../components/ui/data-table.js';

/**
 * The merchant's payouts (GET /users/merchant/payouts), newest first: the amount taken from the
 * balance, the payout amount the bank gets (not "paid out" while the payout waits: its status says
 * Pending until the operator wires it, then Approved), status and references.
 */
export function PayoutsTable() {
  const { t } = useTranslation('merchant');
  const failureText = useMerchantFailureText();
  const query = useMerchantPayouts();
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
          <TableRegion labelledBy="payouts-title">
            <table className="data-table merchant-table">
              <thead>
                <tr>
                  <th scope="col">{t('payouts.date')}</th>
                  <th scope="col">{t('payouts.amount')}</th>
                  <th scope="col">{t('payouts.payoutAmount')}</th>
                  <th scope="col">{t('payouts.status')}</th>
                  <th scope="col">{t('payouts.reference')}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.pages
                  .flatMap((page) => page.payouts)
                  .map((payout) => (
                    <tr key={payout.payout_id}>
                      <td>
                        <DateTime value={payout.created_at} />
                      </td>
                      <td>
                        <Amount currency={payout.currency} value={payout.amount} />
                      </td>
                      <td>
                        <Amount currency={payout.payout_currency} value={payout.payout_amount} />
                      </td>
                      <td>
                        <SettlementStatus status={payout.status} />
                        {payout.failure_reason ? (
                          <div className="merchant-muted">
                            {t('payouts.failureReason', { reason: payout.failure_reason })}
                          </div>
                        ) : null}
                      </td>
                      <td>
                        {payout.reference}
                        {payout.bank_reference ? (
                          <div className="merchant-muted">{`${t('settlements.bankReference')}: ${payout.bank_reference}`}</div>
                        ) : null}
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </TableRegion>
          <LoadMore query={query} />
        </>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { MerchantPaymentRow } from '../../api/get-merchant-payments.js';
import { canAcceptLate, canRefund } from '../../utils/payment-status.js';
import { DateTime } from '../../../../components/ui/date-time.js';
import { Amount } from '../../../../components/ui/amount.js';
import { AcceptLateAction } from './accept-late-action.js';
import { PaymentStatusText } from './payment-status-text.js';
import { RefundAction, RefundStatus } from './refund-action.js';
import { TableRegion } from '../../../../components/ui/data-table.js';

/** The merchant's payments: date, order id, product, amount, coin amount, status, and actions (accept late, refund). */
export function PaymentsTable({ payments }: { payments: readonly MerchantPaymentRow[] }) {
  const { t } = useTranslation('merchant');
  return (
    <TableRegion labelledBy="merchant-payments-caption">
      <table className="data-table merchant-table">
        <caption id="merchant-payments-caption" className="visually-hidden">
          {t('payments.title')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('payments.date')}</th>
            <th scope="col">{t('payments.orderId')}</th>
            <th scope="col">{t('payments.product')}</th>
            <th scope="col">{t('payments.amount')}</th>
            <th scope="col">{t('payments.coinAmount')}</th>
            <th scope="col">{t('payments.status')}</th>
            <th scope="col">{t('payments.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.transaction_id}>
              <td>
                <DateTime value={payment.created_at} />
              </td>
              <td>{payment.order_id ?? <span className="merchant-muted">–</span>}</td>
              <td>{payment.product ?? <span className="merchant-muted">–</span>}</td>
              <td>
                <Amount currency={payment.currency} value={payment.amount} />
              </td>
              <td>
                <Amount currency={payment.currency_1_iso} value={payment.currency_1_amount} />
              </td>
              <td>
                <PaymentStatusText payment={payment} />
                {payment.test_mode ? <span className="merchant-badge">{t('common.test')}</span> : null}
              </td>
              <td>
                {payment.refund ? <RefundStatus refund={payment.refund} /> : null}
                {canAcceptLate(payment) && !payment.refund ? <AcceptLateAction payment={payment} /> : null}
                {canRefund(payment) ? <RefundAction payment={payment} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

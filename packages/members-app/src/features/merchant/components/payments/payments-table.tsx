import { useTranslation } from 'react-i18next';
import type { MerchantPaymentRow } from '../../api/get-merchant-payments.js';
import { canAcceptLate, canRefund } from '../../utils/payment-status.js';
import { DateTime } from '../../../../components/ui/date-time.js';
import { Amount } from '../../../../components/ui/amount.js';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.js';
import { AcceptLateAction } from './accept-late-action.js';
import { PaymentStatusText } from './payment-status-text.js';
import { RefundAction, RefundStatus } from './refund-action.js';

/** The merchant's payments: date, order id, product, amount, coin amount, status, and actions (accept late, refund). */
export function PaymentsTable({ payments }: { payments: readonly MerchantPaymentRow[] }) {
  const { t } = useTranslation('merchant');
  const columns: DataTableColumn<MerchantPaymentRow>[] = [
    { id: 'date', header: t('payments.date'), cell: (payment) => <DateTime value={payment.created_at} /> },
    {
      id: 'order',
      header: t('payments.orderId'),
      cell: (payment) => payment.order_id ?? <span className="merchant-muted">–</span>,
    },
    {
      id: 'product',
      header: t('payments.product'),
      cell: (payment) => payment.product ?? <span className="merchant-muted">–</span>,
    },
    {
      id: 'amount',
      header: t('payments.amount'),
      cell: (payment) => <Amount currency={payment.currency} value={payment.amount} />,
    },
    {
      id: 'coinAmount',
      header: t('payments.coinAmount'),
      cell: (payment) => <Amount currency={payment.currency_1_iso} value={payment.currency_1_amount} />,
    },
    {
      id: 'status',
      header: t('payments.status'),
      cell: (payment) => (
        <>
          <PaymentStatusText payment={payment} />
          {payment.test_mode ? <span className="merchant-badge">{t('common.test')}</span> : null}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('payments.actions'),
      cell: (payment) => (
        <>
          {payment.refund ? <RefundStatus refund={payment.refund} /> : null}
          {canAcceptLate(payment) && !payment.refund ? <AcceptLateAction payment={payment} /> : null}
          {canRefund(payment) ? <RefundAction payment={payment} /> : null}
        </>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('payments.title')}
      columns={columns}
      rows={payments}
      rowKey={(payment) => payment.transaction_id}
    />
  );
}

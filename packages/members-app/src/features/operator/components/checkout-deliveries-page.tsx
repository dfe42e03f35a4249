import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutDelivery, CheckoutOrderState } from '@platform/core';
import { Button } from '../../../components/ui/button.js';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { formatDateTime } from '../../../lib/format-date-time.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import { useLocaleStore } from '../../../stores/locale-store.js';
import { useCheckoutDeliveries } from '../api/get-checkout-deliveries.js';
import { useRetryCheckoutDelivery } from '../api/retry-checkout-delivery.js';
import { OperatorOnly } from './operator-only.js';
import { OrderStateBadge } from './order-state-badge.js';

/**
 * A delivery an operator may retry, as the server decides it: it waits for them, its send failed or
 * never started, the order is paid (or delivering) and no refund of it was started.
 */
const retryable = (delivery: CheckoutDelivery) =>
  delivery.needs_operator &&
  !delivery.refund_started &&
  (delivery.order_status === 'paid' || delivery.order_status === 'delivering') &&
  (delivery.send_status === null || delivery.send_status === 'failed');

/**
 * operator/checkout/deliveries (beyond the spec): the brand's checkout deliveries (or only those
 * waiting for an operator), with their attempts, last error and send, and a retry for a delivery
 * whose send failed or never started.
 */
export function CheckoutDeliveriesPage() {
  const { t } = useTranslation();
  const [needsOperator, setNeedsOperator] = useState(true);
  return (
    <OperatorOnly title={t('account:checkoutOperator.deliveriesTitle')}>
      <label className="field field--check">
        <input
          type="checkbox"
          checked={needsOperator}
          onChange={(event) => setNeedsOperator(event.currentTarget.checked)}
        />
        {t('account:checkoutOperator.needsOperatorOnly')}
      </label>
      <DeliveriesTable needsOperator={needsOperator} />
    </OperatorOnly>
  );
}

function DeliveriesTable({ needsOperator }: { needsOperator: boolean }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((state) => state.locale);
  const failureText = useFailureText();
  const deliveries = useCheckoutDeliveries(needsOperator);
  const [outcome, setOutcome] = useState<string | null>(null);
  const retry = useRetryCheckoutDelivery({
    mutationConfig: {
      onSuccess: (delivery) => setOutcome(t('account:checkoutOperator.retried', { id: delivery.order_id })),
    },
  });
  const retryFailure = useMutationFailureText(retry);
  if (deliveries.isError) return <FormMessage error={failureText(deliveries.error)} />;
  if (deliveries.data === undefined) return null;
  const rows = deliveries.data;
  const columns: DataTableColumn<CheckoutDelivery>[] = [
    { id: 'order', header: t('account:checkoutOperator.order'), cell: (row) => row.order_id },
    {
      id: 'state',
      header: t('account:checkoutOperator.state'),
      cell: (row) => <OrderStateBadge state={row.order_status as CheckoutOrderState} />,
    },
    {
      id: 'coins',
      header: t('account:checkoutOperator.coins'),
      numeric: true,
      cell: (row) => `${row.amount} ${row.coin}`,
    },
    { id: 'attempts', header: t('account:checkoutOperator.attempts'), numeric: true, cell: (row) => row.attempts },
    { id: 'error', header: t('account:checkoutOperator.lastError'), cell: (row) => row.last_error ?? '' },
    {
      id: 'send',
      header: t('account:checkoutOperator.send'),
      cell: (row) => [row.send_status, row.txid].filter((part) => part !== null).join(' · '),
    },
    {
      id: 'updated',
      header: t('account:checkoutOperator.updated'),
      cell: (row) => formatDateTime(row.updated_at, locale) ?? '',
    },
    {
      id: 'actions',
      header: t('account:common.actions'),
      unlabelled: true,
      cell: (row) =>
        retryable(row) ? (
          <Button
            size="small"
            busy={retry.isPending && retry.variables === row.order_id}
            onClick={() => retry.mutate(row.order_id)}
          >
            {t('account:checkoutOperator.retry')}
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <FormMessage error={retryFailure} success={outcome} />
      {rows.length === 0 ? (
        <p>{t('account:checkoutOperator.queueEmpty')}</p>
      ) : (
        <DataTable
          caption={t('account:checkoutOperator.deliveriesTitle')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.order_id}
        />
      )}
    </>
  );
}

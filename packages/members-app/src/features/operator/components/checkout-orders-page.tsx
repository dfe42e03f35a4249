import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { checkoutIdPattern, type OperatorCheckoutOrder } from '@platform/core';
import { Button } from '../../../components/ui/button.js';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { TextField } from '../../../components/ui/text-field.js';
import { formatDateTime } from '../../../lib/format-date-time.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useLocaleStore } from '../../../stores/locale-store.js';
import { useCheckoutOrder } from '../api/get-checkout-order.js';
import { OperatorOnly } from './operator-only.js';
import { OrderStateBadge } from './order-state-badge.js';
import { RefundForm } from './refund-form.js';
import '../operator.css';

const findFormSchema = z.object({
  orderId: z.string().trim().regex(checkoutIdPattern, { error: 'account:checkoutOperator.notFound' }),
});

/**
 * operator/checkout/orders (beyond the spec): an operator finds a checkout order of the brand by its
 * id, sees its state and amounts, and refunds it in full or in part (refund-form.tsx).
 */
export function CheckoutOrdersPage() {
  const { t } = useTranslation();
  const [orderId, setOrderId] = useState<string | null>(null);
  const form = useSchemaForm(findFormSchema, { orderId: '' });
  return (
    <OperatorOnly title={t('account:checkoutOperator.ordersTitle')}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = form.validate();
          if (parsed !== null) setOrderId(parsed.orderId.trim());
        }}
      >
        <TextField form={form} name="orderId" label={t('account:checkoutOperator.orderId')} autoComplete="off" />
        <Button type="submit" variant="primary">
          {t('account:checkoutOperator.find')}
        </Button>
      </form>
      {orderId !== null && <OrderDetails key={orderId} orderId={orderId} />}
    </OperatorOnly>
  );
}

function OrderDetails({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const order = useCheckoutOrder(orderId);
  const [outcome, setOutcome] = useState<string | null>(null);
  if (order.isError) return <FormMessage error={failureText(order.error)} />;
  if (order.data === undefined) return null;
  const data = order.data;
  return (
    <div className="form">
      <h2>{t('account:checkoutOperator.summary', { id: data.id })}</h2>
      <FormMessage success={outcome} />
      <OrderSummary order={data} />
      {data.refunds.length > 0 && <RefundsTable order={data} />}
      {Number(data.refundable_amount) > 0 ? (
        <RefundForm key={data.refunded_amount} order={data} onRefunded={setOutcome} />
      ) : (
        <p>{t('account:checkoutOperator.notRefundable')}</p>
      )}
    </div>
  );
}

function OrderSummary({ order }: { order: OperatorCheckoutOrder }) {
  const { t } = useTranslation();
  const fiat = (amount: string) => `${amount} ${order.fiat_currency}`;
  const rows: [string, ReactNode][] = [
    [t('account:checkoutOperator.state'), <OrderStateBadge key="state" state={order.status} />],
    [t('account:checkoutOperator.paymentMethod'), order.payment_method],
    [t('account:checkoutOperator.paid'), fiat(order.fiat_amount)],
    [t('account:checkoutOperator.fees'), fiat(order.fee_amount)],
    [t('account:checkoutOperator.refunded'), fiat(order.refunded_amount)],
    [t('account:checkoutOperator.refundable'), fiat(order.refundable_amount)],
    [t('account:checkoutOperator.coins'), `${order.crypto_amount} ${order.crypto_currency}`],
    [t('account:checkoutOperator.address'), order.destination_address],
  ];
  return (
    <dl className="operator-summary">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Refund = OperatorCheckoutOrder['refunds'][number];

function RefundsTable({ order }: { order: OperatorCheckoutOrder }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((state) => state.locale);
  const columns: DataTableColumn<Refund>[] = [
    {
      id: 'date',
      header: t('account:checkoutOperator.date'),
      cell: (row) => formatDateTime(row.created_at, locale) ?? '',
    },
    { id: 'id', header: t('account:checkoutOperator.refundId'), cell: (row) => row.refund_id },
    {
      id: 'amount',
      header: t('account:checkoutOperator.amount'),
      numeric: true,
      cell: (row) => `${row.amount} ${order.fiat_currency}`,
    },
    { id: 'reason', header: t('account:checkoutOperator.reason'), cell: (row) => row.reason ?? '' },
  ];
  return (
    <DataTable
      caption={t('account:checkoutOperator.refundsCaption')}
      columns={columns}
      rows={order.refunds}
      rowKey={(row) => row.refund_id}
    />
  );
}

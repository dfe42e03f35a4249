import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sepaReturnReasonCodes, type PayoutBatchSummaryWire, type PayoutWire, type StatusTone } from '@platform/core';
import { Amount } from '../../../components/ui/amount.js';
import { Button, buttonClass } from '../../../components/ui/button.js';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.js';
import { DateTime } from '../../../components/ui/date-time.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Field } from '../../../components/ui/field.js';
import { Loading, LoadFailed } from '../../../components/ui/query-state.js';
import { StatusBadge } from '../../../components/ui/status-badge.js';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import {
  batchFileUrl,
  useBatchPayouts,
  usePayoutAction,
  usePayoutBatches,
  type SepaReturnReasonCode,
} from '../api/operator-payouts.js';
import { ConfirmAction } from './confirm-action.js';

const payoutTone: Record<PayoutWire['status'], StatusTone> = {
  pending: 'neutral',
  batched: 'info',
  sent: 'info',
  settled: 'success',
  rejected: 'danger',
  failed: 'danger',
};

/** A batch's state in words: its file made, sent to the bank, or settled (rejections counted). */
function BatchStatus({ batch }: { batch: PayoutBatchSummaryWire }) {
  const { t } = useTranslation('withdrawals');
  const settled = batch.status === 'sent' && batch.sent_count === 0;
  return (
    <>
      <StatusBadge tone={settled ? 'success' : batch.status === 'sent' ? 'info' : 'neutral'}>
        {t(
          settled
            ? 'payouts.batchStatusSettled'
            : batch.status === 'sent'
              ? 'payouts.batchStatusSent'
              : 'payouts.batchStatusCreated',
        )}
      </StatusBadge>
      {batch.rejected_count > 0 ? (
        <>
          {' '}
          <StatusBadge tone="danger">{t('payouts.batchStatusRejected', { count: batch.rejected_count })}</StatusBadge>
        </>
      ) : null}
    </>
  );
}

/** The bank returned one sent payout: its reason code, then the funds go back to the user. */
function RejectPayout({ payout, onDone }: { payout: PayoutWire; onDone: (message: string) => void }) {
  const { t } = useTranslation('withdrawals');
  const action = usePayoutAction();
  const failure = useMutationFailureText(action);
  const [reasonCode, setReasonCode] = useState<SepaReturnReasonCode>('AC04');
  return (
    <ConfirmAction
      label={t('payouts.reject')}
      title={t('payouts.rejectTitle', { name: payout.creditor_name ?? '' })}
      description={t('payouts.rejectBody')}
      confirmLabel={t('payouts.rejectConfirm')}
      variant="danger"
      busy={action.isPending}
      failure={failure}
      onConfirm={(close) =>
        action.mutate(
          { kind: 'rejected', payoutId: payout.id, reasonCode },
          {
            onSuccess: () => {
              close();
              onDone(t('payouts.rejectedNotice'));
            },
          },
        )
      }
    >
      <Field label={t('payouts.reasonCode')}>
        <select
          value={reasonCode}
          onChange={(event) => setReasonCode(event.currentTarget.value as SepaReturnReasonCode)}
        >
          {sepaReturnReasonCodes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </Field>
    </ConfirmAction>
  );
}

/** The payouts of one batch, each with its status; a sent one can be recorded as rejected by the bank. */
/** A payout's holder, IBAN and amount: the columns both payout tables show. */
export function payoutPartyColumns(t: (key: string) => string): DataTableColumn<PayoutWire>[] {
  return [
    { id: 'holder', header: t('payouts.holder'), cell: (payout) => payout.creditor_name },
    {
      id: 'iban',
      header: t('payouts.iban'),
      cell: (payout) => <span className="withdrawals-destination">{payout.creditor_iban}</span>,
    },
    {
      id: 'amount',
      header: t('payouts.amount'),
      numeric: true,
      cell: (payout) => <Amount currency={payout.currency} value={payout.amount} />,
    },
  ];
}

function BatchPayouts({ batchId, onDone }: { batchId: string; onDone: (message: string) => void }) {
  const { t } = useTranslation('withdrawals');
  const payouts = useBatchPayouts(batchId);
  if (payouts.isPending) return <Loading />;
  if (payouts.isError) return <LoadFailed message={t('payouts.loadFailed')} onRetry={() => void payouts.refetch()} />;
  const columns: DataTableColumn<PayoutWire>[] = [
    ...payoutPartyColumns(t),
    {
      id: 'status',
      header: t('payouts.status'),
      cell: (payout) => (
        <StatusBadge tone={payoutTone[payout.status]}>
          {t(`payouts.payoutStatus.${payout.status}`)}
          {payout.reason ? ` (${payout.reason})` : ''}
        </StatusBadge>
      ),
    },
    {
      id: 'actions',
      header: t('payouts.actions'),
      unlabelled: true,
      cell: (payout) => (payout.status === 'sent' ? <RejectPayout payout={payout} onDone={onDone} /> : null),
    },
  ];
  return (
    <DataTable
      caption={t('payouts.payoutsOf', { id: batchId })}
      columns={columns}
      rows={payouts.data}
      rowKey={(payout) => payout.id}
    />
  );
}

/** A batch's actions: its file, "Mark sent" while created, "Mark settled" while payouts wait for the bank. */
function BatchActions({
  batch,
  shown,
  onShow,
  onDone,
}: {
  batch: PayoutBatchSummaryWire;
  shown: boolean;
  onShow: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('withdrawals');
  const action = usePayoutAction();
  const failure = useMutationFailureText(action);
  return (
    <div className="withdrawals-actions">
      <a className={buttonClass({ size: 'small' })} href={batchFileUrl(batch.id)} download>
        {t('payouts.download')}
      </a>
      {batch.status === 'created' ? (
        <ConfirmAction
          label={t('payouts.markSent')}
          title={t('payouts.sentTitle')}
          description={t('payouts.sentBody', { count: batch.payout_count })}
          confirmLabel={t('payouts.markSent')}
          busy={action.isPending}
          failure={failure}
          onConfirm={(close) =>
            action.mutate(
              { kind: 'sent', batchId: batch.id },
              {
                onSuccess: () => {
                  close();
                  onDone(t('payouts.sentNotice'));
                },
              },
            )
          }
        />
      ) : batch.sent_count > 0 ? (
        <ConfirmAction
          label={t('payouts.markSettled')}
          title={t('payouts.settledTitle')}
          description={t('payouts.settledBody', { count: batch.sent_count })}
          confirmLabel={t('payouts.markSettled')}
          busy={action.isPending}
          failure={failure}
          onConfirm={(close) =>
            action.mutate(
              { kind: 'settled', batchId: batch.id },
              {
                onSuccess: ({ count }) => {
                  close();
                  onDone(t('payouts.settledNotice', { count }));
                },
              },
            )
          }
        />
      ) : null}
      <Button size="small" onClick={onShow} aria-expanded={shown}>
        {t('payouts.showPayouts')}
      </Button>
    </div>
  );
}

/** The brand's batches, newest first: status, count, total, currency, created; actions per batch. */
export function PayoutBatches({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('withdrawals');
  const batches = usePayoutBatches();
  const [shown, setShown] = useState<string | null>(null);
  if (batches.isPending) return <Loading />;
  if (batches.isError) return <LoadFailed message={t('payouts.loadFailed')} onRetry={() => void batches.refetch()} />;
  if (batches.data.length === 0) return <EmptyState title={t('payouts.batchesEmpty')} />;
  const columns: DataTableColumn<PayoutBatchSummaryWire>[] = [
    { id: 'created', header: t('payouts.created'), cell: (batch) => <DateTime value={batch.created_at} /> },
    { id: 'status', header: t('payouts.status'), cell: (batch) => <BatchStatus batch={batch} /> },
    { id: 'format', header: t('payouts.format'), cell: (batch) => batch.format },
    { id: 'count', header: t('payouts.count'), numeric: true, cell: (batch) => batch.payout_count },
    {
      id: 'total',
      header: t('payouts.total'),
      numeric: true,
      cell: (batch) => <Amount currency={batch.currency} value={batch.total} />,
    },
    { id: 'currency', header: t('payouts.currency'), cell: (batch) => batch.currency },
    {
      id: 'actions',
      header: t('payouts.actions'),
      unlabelled: true,
      cell: (batch) => (
        <BatchActions
          batch={batch}
          shown={shown === batch.id}
          onShow={() => setShown(shown === batch.id ? null : batch.id)}
          onDone={onDone}
        />
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption={t('payouts.batchesTitle')}
        columns={columns}
        rows={batches.data}
        rowKey={(batch) => batch.id}
      />
      {shown === null ? null : <BatchPayouts batchId={shown} onDone={onDone} />}
    </>
  );
}

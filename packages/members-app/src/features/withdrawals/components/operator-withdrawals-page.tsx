import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Amount } from '../../../components/ui/amount.js';
import { Button } from '../../../components/ui/button.js';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.js';
import { DateTime } from '../../../components/ui/date-time.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { Loading, LoadFailed } from '../../../components/ui/query-state.js';
import { StatusBadge } from '../../../components/ui/status-badge.js';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import { useMessageText } from '../../../lib/message-text.js';
import { useCurrentUser } from '../../../lib/session/use-current-user.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useDecideWithdrawal, useOperatorWithdrawals } from '../api/operator-withdrawals.js';
import '../withdrawals.css';

type QueueItem = NonNullable<ReturnType<typeof useOperatorWithdrawals>['data']>['withdrawals'][number];

const reasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, { error: 'withdrawals:errors.reason' })
    .max(500, { error: 'withdrawals:errors.reason' }),
});

/** Reject with a reason the user is emailed (the funds go back to their wallet). */
function RejectForm({ id, onDone }: { id: string; onDone: (message: string) => void }) {
  const { t } = useTranslation('withdrawals');
  const messageText = useMessageText();
  const form = useSchemaForm(reasonSchema, { reason: '' });
  const decide = useDecideWithdrawal();
  const failure = useMutationFailureText(decide);
  const error = form.errors['reason'];
  return (
    <form
      className="form"
      noValidate
      onSubmit={form.submitWith(({ reason }) =>
        decide.mutate({ id, approve: false, reason }, { onSuccess: () => onDone(t('operator.rejected')) }),
      )}
    >
      <label className="field">
        {t('operator.reason')}
        <textarea
          value={form.values.reason}
          maxLength={500}
          onChange={(event) => form.setValue('reason', event.currentTarget.value)}
        />
      </label>
      <FormMessage error={error ? messageText(error) : failure} />
      <Button type="submit" variant="danger" size="small" busy={decide.isPending}>
        {t('operator.reject')}
      </Button>
    </form>
  );
}

function Actions({ item, onDone }: { item: QueueItem; onDone: (message: string) => void }) {
  const { t } = useTranslation('withdrawals');
  const decide = useDecideWithdrawal();
  const failure = useMutationFailureText(decide);
  const [rejecting, setRejecting] = useState(false);
  const id = item.withdrawal.id;
  return (
    <div className="withdrawals-actions">
      <Button
        variant="primary"
        size="small"
        busy={decide.isPending}
        onClick={() =>
          decide.mutate(
            { id, approve: true },
            {
              onSuccess: (withdrawal) =>
                onDone(t(withdrawal.status === 'approval_pending' ? 'operator.approvedFirst' : 'operator.approved')),
            },
          )
        }
      >
        {t('operator.approve')}
      </Button>
      <Button size="small" onClick={() => setRejecting(!rejecting)} aria-expanded={rejecting}>
        {t('operator.rejectOpen')}
      </Button>
      <FormMessage error={failure} />
      {rejecting ? <RejectForm id={id} onDone={onDone} /> : null}
    </div>
  );
}

function Queue() {
  const { t } = useTranslation('withdrawals');
  const queue = useOperatorWithdrawals();
  const [notice, setNotice] = useState<string | null>(null);
  if (queue.isPending) return <Loading />;
  if (queue.isError) return <LoadFailed message={t('operator.loadFailed')} onRetry={() => void queue.refetch()} />;
  const columns: DataTableColumn<QueueItem>[] = [
    {
      id: 'requested',
      header: t('operator.requested'),
      cell: (item) => <DateTime value={item.withdrawal.created_at} />,
    },
    {
      id: 'user',
      header: t('operator.user'),
      cell: (item) => (
        <>
          {item.user.name} ({item.user.email})
          {item.user.review ? (
            <>
              {' '}
              <StatusBadge tone="warning">{t('operator.underReview')}</StatusBadge>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'amount',
      header: t('operator.amount'),
      numeric: true,
      cell: (item) => <Amount currency={item.withdrawal.currency} value={item.withdrawal.amount} />,
    },
    {
      id: 'eur',
      header: t('operator.eurValue'),
      numeric: true,
      cell: (item) => <Amount currency="EUR" value={item.withdrawal.eur_value} />,
    },
    {
      id: 'destination',
      header: t('operator.destination'),
      cell: (item) => (
        <span className="withdrawals-destination">
          {item.withdrawal.address ?? item.withdrawal.iban ?? item.withdrawal.card_id ?? ''}
        </span>
      ),
    },
    {
      id: 'approvals',
      header: t('operator.approvals'),
      cell: (item) =>
        t('operator.approvalsOf', {
          count: item.withdrawal.approvals.length,
          required: item.withdrawal.approvals_required,
        }),
    },
    {
      id: 'actions',
      header: t('operator.actions'),
      unlabelled: true,
      cell: (item) => <Actions item={item} onDone={setNotice} />,
    },
  ];
  const items = queue.data.withdrawals;
  return (
    <>
      <FormMessage success={notice} />
      {items.length === 0 ? (
        <EmptyState title={t('operator.empty')} />
      ) : (
        <DataTable caption={t('operator.title')} columns={columns} rows={items} rowKey={(item) => item.withdrawal.id} />
      )}
    </>
  );
}

/**
 * operator/withdrawals (beyond the spec): the operators' approval queue, for the operator role
 * only. Maker-checker: above the brand's second threshold two different operators approve, and no
 * operator approves their own withdrawal or the same one twice (the server refuses and says why).
 */
export function OperatorWithdrawalsPage() {
  const { t } = useTranslation('withdrawals');
  const { user } = useCurrentUser();
  if (user === null) return null;
  return (
    <section className="withdrawals-page page-container">
      <PageHeader title={t('operator.title')} description={t('operator.makerChecker')} />
      {user.role === 'operator' ? <Queue /> : <p role="alert">{t('operator.notAllowed')}</p>}
    </section>
  );
}

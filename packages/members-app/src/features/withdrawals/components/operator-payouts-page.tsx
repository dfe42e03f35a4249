import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { painFormats, type PainFormat, type PayoutWire } from '@platform/core';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.js';
import { DateTime } from '../../../components/ui/date-time.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Field } from '../../../components/ui/field.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { Loading, LoadFailed } from '../../../components/ui/query-state.js';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import { useCurrentUser } from '../../../lib/session/use-current-user.js';
import { usePayoutAction, useWaitingSepaPayouts } from '../api/operator-payouts.js';
import { ConfirmAction } from './confirm-action.js';
import { PayoutBatches, payoutPartyColumns } from './payout-batches.js';
import '../withdrawals.css';

/** A fresh id for one "create batch" request: a double click or a retry answers the same batch. */
const newRequestId = () => `batch_${crypto.randomUUID().replace(/-/g, '')}`;

/** "Create batch": the file format asked in the confirm dialog, one request id per dialog. */
function CreateBatch({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('withdrawals');
  const action = usePayoutAction();
  const failure = useMutationFailureText(action);
  const [format, setFormat] = useState<PainFormat>('pain.001.001.09');
  const [requestId, setRequestId] = useState(newRequestId);
  return (
    <ConfirmAction
      label={t('payouts.createBatch')}
      title={t('payouts.createTitle')}
      description={t('payouts.createBody', { format })}
      confirmLabel={t('payouts.createBatch')}
      busy={action.isPending}
      failure={failure}
      onConfirm={(close) =>
        // mutateAsync, not mutate's onSuccess: once created, the waiting list empties and this button
        // unmounts before mutate's own callbacks would run, so the notice would never show. The
        // failure, if any, is the mutation's error (shown by the dialog); nothing else to do here.
        void action.mutateAsync({ kind: 'create', requestId, format }).then(
          ({ count }) => {
            close();
            setRequestId(newRequestId());
            onDone(t('payouts.createdNotice', { count }));
          },
          () => undefined,
        )
      }
    >
      <Field label={t('payouts.format')}>
        <select value={format} onChange={(event) => setFormat(event.currentTarget.value as PainFormat)}>
          {painFormats.map((code) => (
            <option key={code} value={code}>
              {t(code === 'pain.001.001.09' ? 'payouts.format09' : 'payouts.format03')}
            </option>
          ))}
        </select>
      </Field>
    </ConfirmAction>
  );
}

/** The SEPA payouts waiting for a batch, oldest last, and "Create batch" when there are any. */
function WaitingPayouts({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('withdrawals');
  const waiting = useWaitingSepaPayouts();
  if (waiting.isPending) return <Loading />;
  if (waiting.isError) return <LoadFailed message={t('payouts.loadFailed')} onRetry={() => void waiting.refetch()} />;
  if (waiting.data.length === 0) return <EmptyState title={t('payouts.waitingEmpty')} />;
  const columns: DataTableColumn<PayoutWire>[] = [
    { id: 'created', header: t('payouts.created'), cell: (payout) => <DateTime value={payout.created_at} /> },
    ...payoutPartyColumns(t),
  ];
  return (
    <>
      <DataTable
        caption={t('payouts.waitingTitle')}
        columns={columns}
        rows={waiting.data}
        rowKey={(payout) => payout.id}
      />
      <div className="links">
        <CreateBatch onDone={onDone} />
      </div>
    </>
  );
}

/**
 * operator/payouts (beyond the spec): the operators' SEPA payout batches, for the operator role
 * only. Bank withdrawals wait as payouts; an operator batches them into a pain.001 file
 * (pain.001.001.09, or .03 for older banks), downloads it for the bank, marks the batch sent and
 * then settled, and records a payout the bank returned as rejected (its funds go back). Every
 * state change is confirmed in a dialog first.
 */
export function OperatorPayoutsPage() {
  const { t } = useTranslation('withdrawals');
  const { user } = useCurrentUser();
  const [notice, setNotice] = useState<string | null>(null);
  if (user === null) return null;
  return (
    <section className="withdrawals-page page-container">
      <PageHeader title={t('payouts.title')} description={t('payouts.intro')} />
      {user.role === 'operator' ? (
        <>
          <FormMessage success={notice} />
          <h2>{t('payouts.waitingTitle')}</h2>
          <WaitingPayouts onDone={setNotice} />
          <h2>{t('payouts.batchesTitle')}</h2>
          <PayoutBatches onDone={setNotice} />
        </>
      ) : (
        <p role="alert">{t('operator.notAllowed')}</p>
      )}
    </section>
  );
}

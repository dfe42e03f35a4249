import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCurrentUser } from '../../../lib/session/use-current-user.js';
import { useLocaleStore } from '../../../stores/locale-store.js';
import { AccountPage } from './account-page.js';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { formatDateTime } from '../../../lib/format-date-time.js';
import { useMessageText } from '../../../lib/message-text.js';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useDecideKyc } from '../api/decide-kyc.js';
import { useKycQueue, type KycQueue } from '../api/get-kyc-queue.js';
import { useKycReview } from '../api/get-kyc-review.js';

const maxReasonLength = 500;

type KycQueueItem = KycQueue['items'][number];

/** A rejection's reason, which the user will see: required, at most 500 characters. */
const rejectFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'account:operator.reasonRequired' })
    .max(maxReasonLength, { error: 'account:operator.reasonRequired' }),
});

/**
 * operator/kyc (beyond the spec): the minimal KYC reviewer screen, for the operator role only. The
 * queue of submissions in review, one submission's details with links to its documents (served to
 * operators only, as attachments), and approve or reject with a reason the user will see.
 */
export function OperatorKycPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [selected, setSelected] = useState<string | null>(null);
  if (user === null) return null;
  if (user.role !== 'operator') {
    return (
      <AccountPage title={t('account:operator.title')}>
        <p role="alert">{t('account:operator.notAllowed')}</p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t('account:operator.title')}>
      {selected === null ? (
        <ReviewQueue onOpen={setSelected} />
      ) : (
        <ReviewDetails id={selected} onBack={() => setSelected(null)} />
      )}
    </AccountPage>
  );
}

function ReviewQueue({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((state) => state.locale);
  const queue = useKycQueue();
  const items = queue.data?.items ?? [];
  if (queue.isSuccess && items.length === 0) return <p>{t('account:operator.queueEmpty')}</p>;
  const columns: DataTableColumn<KycQueueItem>[] = [
    {
      id: 'submitted',
      header: t('account:operator.submitted'),
      cell: (item) => formatDateTime(item.submitted_at, locale) ?? '',
    },
    {
      id: 'user',
      header: t('account:operator.user'),
      cell: (item) =>
        `${item.user.first_name} ${item.user.last_name} (${item.user.email}, ${item.user.account_number})`,
    },
    {
      id: 'actions',
      header: t('account:common.actions'),
      unlabelled: true,
      cell: (item) => (
        <button type="button" className="button" onClick={() => onOpen(item.id)}>
          {t('account:operator.open')}
        </button>
      ),
    },
  ];
  return <DataTable caption={t('account:operator.title')} columns={columns} rows={items} rowKey={(item) => item.id} />;
}

function ReviewDetails({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const form = useSchemaForm(rejectFormSchema, { reason: '' });
  const [outcome, setOutcome] = useState<string | null>(null);
  const review = useKycReview(id);
  const decide = useDecideKyc({
    mutationConfig: {
      onSuccess: (_answer, decision) =>
        setOutcome(t(decision.approve ? 'account:operator.approved' : 'account:operator.rejected')),
    },
  });
  const failure = useMutationFailureText(decide);
  const reasonError = form.errors['reason'];
  const data = review.data;
  return (
    <div className="form">
      <button type="button" className="button" onClick={onBack}>
        {t('account:operator.back')}
      </button>
      {data && (
        <>
          <p>
            {data.user.first_name} {data.user.last_name} — {data.user.email} — {data.user.account_number}
          </p>
          <p>
            {t('account:operator.documentType', {
              type: t(`account:compliance.documentTypes.${data.submission.document_type}`),
            })}
          </p>
          <p>{t('account:operator.issueCountry', { country: data.submission.issue_country })}</p>
          <h2>{t('account:operator.documents')}</h2>
          <ul>
            {data.submission.files.map((file) => (
              <li key={file.id}>
                <a href={file.download_path} download>
                  {t('account:operator.download', { name: file.kind })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <FormMessage error={reasonError ? messageText(reasonError) : failure} success={outcome} />
      {data && outcome === null && data.submission.status === 'review' && (
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={decide.isPending}
            onClick={() => {
              form.setErrors({});
              decide.mutate({ id, approve: true });
            }}
          >
            {t('account:operator.approve')}
          </button>
          <label className="field">
            {t('account:operator.reason')}
            <textarea
              value={form.values.reason}
              maxLength={maxReasonLength}
              onChange={(event) => form.setValue('reason', event.currentTarget.value)}
            />
          </label>
          <button
            type="button"
            className="button"
            disabled={decide.isPending}
            onClick={() => {
              const parsed = form.validate();
              if (parsed !== null) decide.mutate({ id, approve: false, reason: parsed.reason });
            }}
          >
            {t('account:operator.reject')}
          </button>
        </>
      )}
    </div>
  );
}

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api-client.js';
import { useCurrentUser } from '../../../lib/session/use-current-user.js';
import { useLocaleStore } from '../../../stores/locale-store.js';
import { AccountPage } from '../components/account-page.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { formatDateTime } from '../../../lib/format-date-time.js';
import { useApiAction } from '../hooks/use-api-action.js';
import { kycQueueSchema, kycReviewSchema } from '../api/kyc-review-schemas.js';

const queueQueryKey = ['operator', 'kyc'] as const;
const maxReasonLength = 500;

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
  const queue = useQuery({
    queryKey: queueQueryKey,
    queryFn: async () =>
      kycQueueSchema.parse(
        (await apiClient().listKycReviews({ query: { status: 'review', page_size: 100 } })).request_details,
      ),
  });
  const items = queue.data?.items ?? [];
  if (queue.isSuccess && items.length === 0) return <p>{t('account:operator.queueEmpty')}</p>;
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th>{t('account:operator.submitted')}</th>
          <th>{t('account:operator.user')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td>{formatDateTime(item.submitted_at, locale) ?? ''}</td>
            <td>
              {item.user.first_name} {item.user.last_name} ({item.user.email}, {item.user.account_number})
            </td>
            <td>
              <button type="button" className="button" onClick={() => onOpen(item.id)}>
                {t('account:operator.open')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ReviewDetails({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const action = useApiAction();
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  const review = useQuery({
    queryKey: [...queueQueryKey, id],
    queryFn: async () => kycReviewSchema.parse((await apiClient().getKycReview({ params: { id } })).request_details),
  });
  const decided = async (message: string) => {
    setOutcome(message);
    await queryClient.invalidateQueries({ queryKey: queueQueryKey });
  };
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
      <FormMessage error={action.error} success={outcome} />
      {data && outcome === null && data.submission.status === 'review' && (
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={action.pending}
            onClick={() =>
              void action.run(async () => {
                const answer = await apiClient().approveKyc({ params: { id } });
                await decided(t('account:operator.approved'));
                return answer;
              })
            }
          >
            {t('account:operator.approve')}
          </button>
          <label className="field">
            {t('account:operator.reason')}
            <textarea
              value={reason}
              maxLength={maxReasonLength}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          </label>
          <button
            type="button"
            className="button"
            disabled={action.pending}
            onClick={() => {
              const trimmed = reason.trim();
              if (trimmed === '' || trimmed.length > maxReasonLength) {
                action.setError(t('account:operator.reasonRequired'));
                return;
              }
              void action.run(async () => {
                const answer = await apiClient().rejectKyc({ params: { id }, body: { reason: trimmed } });
                await decided(t('account:operator.rejected'));
                return answer;
              });
            }}
          >
            {t('account:operator.reject')}
          </button>
        </>
      )}
    </div>
  );
}

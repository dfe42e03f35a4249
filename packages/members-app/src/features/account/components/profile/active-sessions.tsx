import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.js';
import { FormMessage } from '../../../../components/ui/form-message.js';
import { formatDateTime } from '../../../../lib/format-date-time.js';
import { useMutationFailureText } from '../../../../lib/mutation-failure.js';
import { useLocaleStore } from '../../../../stores/locale-store.js';
import { useEndSession } from '../../api/end-session.js';
import { useSessions, type ActiveSession } from '../../api/get-sessions.js';

/** Active sessions (GET /users/sessions) with "End session" (DELETE /users/sessions/{id}). */
export function ActiveSessions() {
  const { t } = useTranslation();
  const locale = useLocaleStore((state) => state.locale);
  const query = useSessions();
  const end = useEndSession();
  const failure = useMutationFailureText(end);
  const sessions = query.data ?? [];
  const unknown = t('account:security.unknown');
  const columns: DataTableColumn<ActiveSession>[] = [
    { id: 'device', header: t('account:security.device'), cell: (session) => session.device || unknown },
    { id: 'ip', header: t('account:security.ip'), cell: (session) => session.ip || unknown },
    { id: 'country', header: t('account:security.country'), cell: (session) => session.country || unknown },
    {
      id: 'started',
      header: t('account:security.started'),
      cell: (session) => formatDateTime(session.created_at, locale) ?? '',
    },
    {
      id: 'lastSeen',
      header: t('account:security.lastSeen'),
      cell: (session) => formatDateTime(session.last_seen_at, locale) ?? '',
    },
    {
      id: 'actions',
      header: t('account:common.actions'),
      unlabelled: true,
      cell: (session) =>
        session.current ? (
          t('account:security.thisDevice')
        ) : (
          <button type="button" className="button" disabled={end.isPending} onClick={() => end.mutate(session.id)}>
            {t('account:security.endSession')}
          </button>
        ),
    },
  ];
  return (
    <section aria-labelledby="security-sessions">
      <h2 id="security-sessions">{t('account:security.sessionsTitle')}</h2>
      <FormMessage error={failure} />
      {query.isSuccess && sessions.length === 0 && <p>{t('account:security.sessionsEmpty')}</p>}
      {sessions.length > 0 && (
        <DataTable
          caption={t('account:security.sessionsTitle')}
          columns={columns}
          rows={sessions}
          rowKey={(session) => session.id}
        />
      )}
    </section>
  );
}

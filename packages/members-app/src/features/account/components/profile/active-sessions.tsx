import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../../lib/api-client.js';
import { useLocaleStore } from '../../../../stores/locale-store.js';
import { sessionListSchema } from '../../api/security-schemas.js';
import { useApiAction } from '../../hooks/use-api-action.js';
import { FormMessage } from '../../../../components/ui/form-message.js';
import { formatDateTime } from '../../../../lib/format-date-time.js';

const sessionsQueryKey = ['account', 'sessions'] as const;

/** Active sessions (GET /users/sessions) with "End session" (DELETE /users/sessions/{id}). */
export function ActiveSessions() {
  const { t } = useTranslation();
  const locale = useLocaleStore((state) => state.locale);
  const queryClient = useQueryClient();
  const action = useApiAction();
  const query = useQuery({
    queryKey: sessionsQueryKey,
    queryFn: async () => sessionListSchema.parse((await apiClient().listSessions()).request_details).sessions,
  });
  const sessions = query.data ?? [];
  return (
    <section aria-labelledby="security-sessions">
      <h2 id="security-sessions">{t('account:security.sessionsTitle')}</h2>
      <FormMessage error={action.error} />
      {query.isSuccess && sessions.length === 0 && <p>{t('account:security.sessionsEmpty')}</p>}
      {sessions.length > 0 && (
        <table className="data-table">
          <thead>
            <tr>
              <th>{t('account:security.device')}</th>
              <th>{t('account:security.ip')}</th>
              <th>{t('account:security.country')}</th>
              <th>{t('account:security.started')}</th>
              <th>{t('account:security.lastSeen')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id}>
                <td>{session.device || t('account:security.unknown')}</td>
                <td>{session.ip || t('account:security.unknown')}</td>
                <td>{session.country || t('account:security.unknown')}</td>
                <td>{formatDateTime(session.created_at, locale) ?? ''}</td>
                <td>{formatDateTime(session.last_seen_at, locale) ?? ''}</td>
                <td>
                  {session.current ? (
                    t('account:security.thisDevice')
                  ) : (
                    <button
                      type="button"
                      className="button"
                      disabled={action.pending}
                      onClick={() =>
                        void action.run(async () => {
                          const answer = await apiClient().endSession({ params: { id: session.id } });
                          await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
                          return answer;
                        })
                      }
                    >
                      {t('account:security.endSession')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

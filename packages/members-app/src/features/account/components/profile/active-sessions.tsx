import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../../components/ui/form-message.js';
import { formatDateTime } from '../../../../lib/format-date-time.js';
import { useMutationFailureText } from '../../../../lib/mutation-failure.js';
import { useLocaleStore } from '../../../../stores/locale-store.js';
import { useEndSession } from '../../api/end-session.js';
import { useSessions } from '../../api/get-sessions.js';

/** Active sessions (GET /users/sessions) with "End session" (DELETE /users/sessions/{id}). */
export function ActiveSessions() {
  const { t } = useTranslation();
  const locale = useLocaleStore((state) => state.locale);
  const query = useSessions();
  const end = useEndSession();
  const failure = useMutationFailureText(end);
  const sessions = query.data ?? [];
  return (
    <section aria-labelledby="security-sessions">
      <h2 id="security-sessions">{t('account:security.sessionsTitle')}</h2>
      <FormMessage error={failure} />
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
                      disabled={end.isPending}
                      onClick={() => end.mutate(session.id)}
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

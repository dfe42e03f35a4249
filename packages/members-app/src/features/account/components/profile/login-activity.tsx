import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../../stores/locale-store.js';
import { useLoginActivity } from '../../api/get-login-activity.js';
import { formatDateTime } from '../../../../lib/format-date-time.js';

/** Login activity (GET /users/loginActivity): time, IP, country and device, a page at a time. */
export function LoginActivity() {
  const { t } = useTranslation();
  const locale = useLocaleStore((state) => state.locale);
  const query = useLoginActivity();
  const events = query.data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <section aria-labelledby="security-activity">
      <h2 id="security-activity">{t('account:security.activityTitle')}</h2>
      {query.isSuccess && events.length === 0 && <p>{t('account:security.activityEmpty')}</p>}
      {events.length > 0 && (
        <table className="data-table">
          <thead>
            <tr>
              <th>{t('account:security.time')}</th>
              <th>{t('account:security.ip')}</th>
              <th>{t('account:security.country')}</th>
              <th>{t('account:security.device')}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <td>{formatDateTime(event.time, locale) ?? ''}</td>
                <td>{event.ip || t('account:security.unknown')}</td>
                <td>{event.country || t('account:security.unknown')}</td>
                <td>{event.device || t('account:security.unknown')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className="button"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('account:security.loadMore')}
        </button>
      )}
    </section>
  );
}

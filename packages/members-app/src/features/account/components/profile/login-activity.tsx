import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../../lib/api-client.js';
import { useLocaleStore } from '../../../../stores/locale-store.js';
import { loginActivitySchema } from '../../api/security-schemas.js';
import { formatDateTime } from '../../../../lib/format-date-time.js';

const pageSize = 20;

/** Login activity (GET /users/loginActivity): time, IP, country and device, a page at a time. */
export function LoginActivity() {
  const { t } = useTranslation();
  const locale = useLocaleStore((state) => state.locale);
  const query = useInfiniteQuery({
    queryKey: ['account', 'loginActivity'],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const answer = await apiClient().getLoginActivity({
        query: { limit: pageSize, ...(pageParam === null ? {} : { before: pageParam }) },
      });
      return loginActivitySchema.parse(answer.request_details);
    },
    getNextPageParam: (last) => last.next_before,
  });
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

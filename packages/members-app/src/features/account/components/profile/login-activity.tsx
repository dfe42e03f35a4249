import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.js';
import { useLocaleStore } from '../../../../stores/locale-store.js';
import { useLoginActivity, type LoginEvent } from '../../api/get-login-activity.js';
import { formatDateTime } from '../../../../lib/format-date-time.js';

/** Login activity (GET /users/loginActivity): time, IP, country and device, a page at a time. */
export function LoginActivity() {
  const { t } = useTranslation();
  const locale = useLocaleStore((state) => state.locale);
  const query = useLoginActivity();
  const events = query.data?.pages.flatMap((page) => page.events) ?? [];
  const unknown = t('account:security.unknown');
  const columns: DataTableColumn<LoginEvent>[] = [
    { id: 'time', header: t('account:security.time'), cell: (event) => formatDateTime(event.time, locale) ?? '' },
    { id: 'ip', header: t('account:security.ip'), cell: (event) => event.ip || unknown },
    { id: 'country', header: t('account:security.country'), cell: (event) => event.country || unknown },
    { id: 'device', header: t('account:security.device'), cell: (event) => event.device || unknown },
  ];
  return (
    <section aria-labelledby="security-activity">
      <h2 id="security-activity">{t('account:security.activityTitle')}</h2>
      {query.isSuccess && events.length === 0 && <p>{t('account:security.activityEmpty')}</p>}
      {events.length > 0 && (
        <DataTable
          caption={t('account:security.activityTitle')}
          columns={columns}
          rows={events}
          rowKey={(event) => event.id}
        />
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

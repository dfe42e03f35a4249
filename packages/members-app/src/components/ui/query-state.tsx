import { useTranslation } from 'react-i18next';
import './ui.css';

/** Loading and failure states of a screen's data (role status / alert for assistive tech). */
export function Loading() {
  const { t } = useTranslation('ui');
  return (
    <p role="status" className="muted">
      {t('loading')}
    </p>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <div role="alert" className="notice notice--error">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** What "Load more" needs of a cursor-paged list's query (react-query's useInfiniteQuery result). */
export interface PagedQuery {
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Load more" under a cursor-paged list. */
export function LoadMore({ query }: { query: PagedQuery }) {
  const { t } = useTranslation('ui');
  if (!query.hasNextPage) return null;
  const loading = query.isFetchingNextPage;
  return (
    <button
      type="button"
      className="button"
      disabled={loading}
      aria-busy={loading}
      onClick={() => void query.fetchNextPage()}
    >
      {loading ? t('loading') : t('loadMore')}
    </button>
  );
}

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

/** "Load more" under a cursor-paged list. */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation('ui');
  if (!hasMore) return null;
  return (
    <button type="button" className="button" disabled={loading} aria-busy={loading} onClick={onLoadMore}>
      {loading ? t('loading') : t('loadMore')}
    </button>
  );
}

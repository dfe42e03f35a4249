import { useTranslation } from 'react-i18next';

/** Loading and failure states of the merchant screens (role status / alert for assistive tech). */
export function Loading() {
  const { t } = useTranslation('merchant');
  return (
    <p role="status" className="merchant-muted">
      {t('common.loading')}
    </p>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('merchant');
  return (
    <div role="alert" className="notice notice--error">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
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
  const { t } = useTranslation('merchant');
  if (!hasMore) return null;
  return (
    <button type="button" className="button" disabled={loading} aria-busy={loading} onClick={onLoadMore}>
      {loading ? t('common.loading') : t('common.loadMore')}
    </button>
  );
}

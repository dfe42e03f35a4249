import { useTranslation } from 'react-i18next';

/** Loading and failure states shared by the wallet screens (role status / alert for assistive tech). */
export function Loading() {
  const { t } = useTranslation('wallets');
  return (
    <p role="status" className="wallets-muted">
      {t('common.loading')}
    </p>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('wallets');
  return (
    <div role="alert" className="wallets-error">
      <p>{message}</p>
      <button type="button" className="wallets-button wallets-button--secondary" onClick={onRetry}>
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
  const { t } = useTranslation('wallets');
  if (!hasMore) return null;
  return (
    <button type="button" className="wallets-button wallets-button--secondary" disabled={loading} onClick={onLoadMore}>
      {loading ? t('common.loading') : t('common.loadMore')}
    </button>
  );
}

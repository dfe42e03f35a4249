import { useTranslation } from 'react-i18next';
import './ui.css';

/** Grey placeholder lines while data loads; announced once as "Loading…" (role status). */
export function Skeleton({ lines = 3, widths }: { lines?: number; widths?: readonly string[] }) {
  const { t } = useTranslation('ui');
  return (
    <div className="skeleton-stack" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className="skeleton"
          aria-hidden="true"
          style={{ width: widths?.[index % widths.length] ?? (index === lines - 1 ? '60%' : '100%') }}
        />
      ))}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useBrandStore } from '../stores/brand-store.js';

/**
 * Issue 19: on a test-mode platform every page says so, so a test deposit or a demo account is
 * never taken for real money. The brand configuration call tells the app (`test_mode`).
 */
export function TestModeBanner() {
  const { t } = useTranslation();
  const testMode = useBrandStore((state) => state.details?.test_mode === true);
  if (!testMode) return null;
  return (
    <p className="test-mode-banner" role="note">
      <strong>{t('testMode')}</strong> <span>{t('testModeNote')}</span>
    </p>
  );
}

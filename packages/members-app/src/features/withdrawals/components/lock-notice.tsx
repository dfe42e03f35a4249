import { useTranslation } from 'react-i18next';
import type { WithdrawalSettings } from '@platform/core';
import { DateTime } from '../../../components/ui/date-time.js';

/**
 * The credential-change lock (24 h after a password, two-factor, email or mobile change): until
 * when, and the server's reason in its own words.
 */
export function LockNotice({ settings, now = new Date() }: { settings: WithdrawalSettings; now?: Date }) {
  const { t } = useTranslation('withdrawals');
  const until = settings.locked_until;
  if (!until || Date.parse(until) <= now.getTime()) return null;
  return (
    <div className="notice notice--warning" role="status">
      <p>
        <strong>{t('lock.title')}</strong> {t('lock.until')} <DateTime value={until} />
      </p>
      {settings.lock_reason ? <p>{settings.lock_reason}</p> : null}
    </div>
  );
}

import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { expiredPasswordError } from '@platform/core';
import { useCurrentUser } from '../../../lib/session/use-current-user.js';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user.js';
import { AccountPage } from './account-page.js';
import { ChangePasswordForm } from './change-password-form.js';

/**
 * change-password. An expired password (GET /users/me answers expired_password, spec §4/§8) lands
 * here; once changed, the user continues to the wallets.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lookup } = useCurrentUser();
  const refresh = useRefreshCurrentUser();
  const expired = lookup?.status === 'failed' && lookup.error === expiredPasswordError;
  return (
    <AccountPage title={t('account:changePassword.title')}>
      {expired && (
        <p className="notice" role="status">
          {t('account:changePassword.expired')}
        </p>
      )}
      <ChangePasswordForm
        onChanged={async () => {
          await refresh();
          if (expired) await navigate('/wallets', { replace: true });
        }}
      />
    </AccountPage>
  );
}

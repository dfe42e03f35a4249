import { useTranslation } from 'react-i18next';
import type { User } from '@platform/core';
import { ChangePasswordForm } from '../change-password-form.js';
import { ActiveSessions } from './active-sessions.js';
import { AntiPhishing } from './anti-phishing.js';
import { useTotpStatus } from '../../api/get-totp-status.js';
import { AuthenticatorApp } from './authenticator-app.js';
import { LoginActivity } from './login-activity.js';
import { TwoFactorSettings } from './two-factor-settings.js';

/** profile#security: password, two-factor, authenticator app, sessions, login activity, anti-phishing. */
export function SecurityTab({ user }: { user: User }) {
  const { t } = useTranslation();
  const totp = useTotpStatus();
  return (
    <div className="security-tab">
      <section aria-labelledby="security-password">
        <h2 id="security-password">{t('account:security.passwordTitle')}</h2>
        <ChangePasswordForm />
      </section>
      <TwoFactorSettings
        key={`${user.OTPLogin}-${user.OTPWithdrawal}-${user.otp_channel ?? ''}`}
        user={user}
        totpActive={totp.data?.status === 'active'}
      />
      <AuthenticatorApp />
      <ActiveSessions />
      <LoginActivity />
      <AntiPhishing />
    </div>
  );
}

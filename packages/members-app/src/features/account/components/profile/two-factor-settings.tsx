import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@platform/core';
import { apiClient } from '../../../../lib/api-client.js';
import { useRefreshCurrentUser } from '../../../../lib/session/use-refresh-current-user.js';
import { useApiAction } from '../../hooks/use-api-action.js';
import { FormMessage } from '../../../../components/ui/form-message.js';
import { useStepUp } from '../../../../components/ui/step-up-dialog.js';

type Channel = 'email' | 'sms' | 'totp';

/**
 * OTPLogin and OTPWithdrawal (spec §6) and where the codes go (PATCH /users/changeOTP, behind a
 * step-up). The authenticator app is a channel only once it is set up.
 */
export function TwoFactorSettings({ user, totpActive }: { user: User; totpActive: boolean }) {
  const { t } = useTranslation();
  const refresh = useRefreshCurrentUser();
  const stepUp = useStepUp();
  const action = useApiAction();
  const [otpLogin, setOtpLogin] = useState(user.OTPLogin === 1);
  const [otpWithdrawal, setOtpWithdrawal] = useState(user.OTPWithdrawal === 1);
  const [channel, setChannel] = useState<Channel>(user.otp_channel ?? 'email');
  const [saved, setSaved] = useState(false);
  const channels: Channel[] = totpActive || channel === 'totp' ? ['email', 'sms', 'totp'] : ['email', 'sms'];
  return (
    <section aria-labelledby="security-two-factor">
      <h2 id="security-two-factor">{t('account:security.twoFactorTitle')}</h2>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(false);
          void action.run(async () => {
            const body = { OTPLogin: otpLogin ? 1 : 0, OTPWithdrawal: otpWithdrawal ? 1 : 0, channel };
            const answer = await stepUp.withStepUp(() => apiClient().changeOtp({ body }));
            await refresh();
            setSaved(true);
            return answer;
          });
        }}
      >
        <label className="field field--check">
          <input type="checkbox" checked={otpLogin} onChange={(event) => setOtpLogin(event.currentTarget.checked)} />
          {t('account:security.otpLogin')}
        </label>
        <label className="field field--check">
          <input
            type="checkbox"
            checked={otpWithdrawal}
            onChange={(event) => setOtpWithdrawal(event.currentTarget.checked)}
          />
          {t('account:security.otpWithdrawal')}
        </label>
        <label className="field">
          {t('account:security.channel')}
          <select value={channel} onChange={(event) => setChannel(event.currentTarget.value as Channel)}>
            {channels.map((option) => (
              <option key={option} value={option}>
                {t(`account:security.channels.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <FormMessage error={action.error} success={saved ? t('account:security.twoFactorSaved') : null} />
        <button type="submit" className="button button--primary" disabled={action.pending}>
          {t('account:security.saveTwoFactor')}
        </button>
      </form>
      {stepUp.dialog}
    </section>
  );
}

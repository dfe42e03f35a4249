import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { codeFormSchema, type User } from '@platform/core';
import { FormMessage } from '../../../components/ui/form-message.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import { useCurrentUser } from '../../../lib/session/use-current-user.js';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user.js';
import { useSignOut } from '../../../lib/session/use-sign-out.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useSessionStore } from '../../../stores/session-store.js';
import { useResendOtp } from '../api/resend-otp.js';
import { useVerifyOtp } from '../api/verify-otp.js';
import { AccountPage } from './account-page.js';

/** A recovery code as the authenticator setup shows it: 10 letters or digits, an optional dash. */
const recoveryCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, { error: 'account:doubleAuth.recoveryCodeInvalid' }),
});

function introKey(user: User | null): string {
  if (user?.otp_channel === 'totp') return 'account:doubleAuth.introTotp';
  if (user?.otp_channel === 'sms') return 'account:doubleAuth.introSms';
  return 'account:doubleAuth.introEmail';
}

/**
 * double-auth: the login OTP (POST /verify/verifyOTP type login). The code came by email or SMS, or
 * comes from the authenticator app when the user's channel is totp, where a recovery code may be
 * used instead. When it is verified, double auth is 1 (spec §4) and the user goes on to the wallets.
 */
export function DoubleAuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const signOut = useSignOut();
  const [recovery, setRecovery] = useState(false);
  const [resent, setResent] = useState(false);
  const form = useSchemaForm(recovery ? recoveryCodeSchema : codeFormSchema, { code: '' });
  const refresh = useRefreshCurrentUser();
  const verify = useVerifyOtp({
    refreshUser: false,
    mutationConfig: {
      onSuccess: async () => {
        // The session no longer waits for its code; then the user, then the wallets.
        useSessionStore.getState().setOtpPending(false);
        await refresh();
        await navigate('/wallets', { replace: true });
      },
    },
  });
  const resend = useResendOtp({ mutationConfig: { onSuccess: () => setResent(true) } });
  const failure = useMutationFailureText(verify, resend);
  const pending = verify.isPending || resend.isPending;
  const totp = user?.otp_channel === 'totp';
  return (
    <AccountPage title={t('account:doubleAuth.title')}>
      <p>{t(recovery ? 'account:doubleAuth.recoveryIntro' : introKey(user))}</p>
      <form
        className="form"
        noValidate
        onSubmit={form.submitWith(({ code }) => verify.mutate({ type: 'login', code }))}
      >
        <TextField
          form={form}
          name="code"
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          label={t(recovery ? 'account:doubleAuth.recoveryCode' : 'account:common.code')}
        />
        <FormMessage error={failure} success={resent ? t('account:doubleAuth.resent') : null} />
        <button type="submit" className="button button--primary" disabled={pending}>
          {t('account:common.verify')}
        </button>
      </form>
      <p className="links">
        {!totp && (
          <button
            type="button"
            className="button"
            disabled={pending}
            onClick={() => {
              setResent(false);
              // Without a registration token: the login code of this session again (one a minute).
              resend.mutate({});
            }}
          >
            {t('account:doubleAuth.resend')}
          </button>
        )}
        {totp && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setRecovery(!recovery);
              form.setAll({ code: '' });
              form.setErrors({});
            }}
          >
            {t(recovery ? 'account:doubleAuth.useAppCode' : 'account:doubleAuth.useRecoveryCode')}
          </button>
        )}
        <button type="button" className="button" onClick={() => void signOut()}>
          {t('account:doubleAuth.signOut')}
        </button>
      </p>
    </AccountPage>
  );
}

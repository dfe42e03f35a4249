import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isFlagOn, loginFormSchema } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user.js';
import { useSessionStore } from '../../../stores/session-store.js';
import { useBrandStore } from '../../../stores/brand-store.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useApiAction } from '../hooks/use-api-action.js';
import { TextField } from '../../../components/ui/text-field.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { RegionNotice, useRegionNotServed } from '../components/region-notice.js';

/** Where "Register" leads: the new flow's personal details when the brand has it on (spec §2). */
export function useRegisterPath(): string {
  const newFlow = useBrandStore((state) => state.details?.module.registration_new_flow);
  return isFlagOn(newFlow) ? '/register/personal_details' : '/register';
}

/**
 * Sign in with email and password (POST /users/login). The server sets the HttpOnly token cookie;
 * the members login gate then sends the user on (double-auth, verification, wallets…).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const form = useSchemaForm(loginFormSchema, { email: '', password: '' });
  const action = useApiAction();
  const refresh = useRefreshCurrentUser();
  const registerPath = useRegisterPath();
  const regionNotServed = useRegionNotServed();
  return (
    <>
      <h1>{t('account:login.title')}</h1>
      {regionNotServed && <RegionNotice />}
      <form
        className="form"
        noValidate
        onSubmit={form.submitWith(
          (body) =>
            void action.run(async () => {
              const answer = await apiClient().login({ body });
              // The session waits for its login code (spec §4 "OTP is pending").
              useSessionStore.getState().setOtpPending(answer.request_details['otp_state'] === 'sent');
              await refresh();
              return answer;
            }),
        )}
      >
        <TextField form={form} name="email" type="email" autoComplete="username" label={t('account:common.email')} />
        <TextField
          form={form}
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('account:common.password')}
        />
        <FormMessage error={action.error} />
        <button type="submit" className="button button--primary" disabled={action.pending}>
          {t('account:login.submit')}
        </button>
      </form>
      <p className="links">
        <Link to="/forget-password">{t('account:login.forgotPassword')}</Link>
        <Link to="/login/token">{t('account:login.withCode')}</Link>
      </p>
      <p>
        {t('account:login.noAccount')} <Link to={registerPath}>{t('account:login.register')}</Link>
      </p>
    </>
  );
}

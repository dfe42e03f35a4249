import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isFlagOn, loginFormSchema } from '@platform/core';
import { FormMessage } from '../../../components/ui/form-message.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useBrandStore } from '../../../stores/brand-store.js';
import { useLogin } from '../api/login.js';
import { RegionNotice, useRegionNotServed } from './region-notice.js';

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
  const login = useLogin();
  const failure = useMutationFailureText(login);
  const registerPath = useRegisterPath();
  const regionNotServed = useRegionNotServed();
  return (
    <>
      <h1>{t('account:login.title')}</h1>
      {regionNotServed && <RegionNotice />}
      <form className="form" noValidate onSubmit={form.submitWith((body) => login.mutate(body))}>
        <TextField form={form} name="email" type="email" autoComplete="username" label={t('account:common.email')} />
        <TextField
          form={form}
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('account:common.password')}
        />
        <FormMessage error={failure} />
        <button type="submit" className="button button--primary" disabled={login.isPending}>
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

import { CodeField } from '../../../components/ui/code-field.js';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { codeFormSchema, forgetPasswordFormSchema } from '@platform/core';
import { FormMessage } from '../../../components/ui/form-message.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useRequestLoginCode } from '../api/request-login-code.js';
import { useVerifyOtp } from '../api/verify-otp.js';

/**
 * login/token: sign in with a code sent by email (POST /verify/requestOTP, then POST
 * /verify/verifyOTP type login_by_email). The answer to the request is the same whether or not the
 * address has an account, so the page does not reveal which addresses are registered.
 */
export function LoginTokenPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | null>(null);
  const emailForm = useSchemaForm(forgetPasswordFormSchema, { email: '' });
  const codeForm = useSchemaForm(codeFormSchema, { code: '' });
  const requestCode = useRequestLoginCode({ mutationConfig: { onSuccess: (_answer, body) => setEmail(body.email) } });
  const signIn = useVerifyOtp();
  const failure = useMutationFailureText(requestCode, signIn);
  return (
    <>
      <h1>{t('account:loginToken.title')}</h1>
      {email === null ? (
        <form className="form" noValidate onSubmit={emailForm.submitWith((body) => requestCode.mutate(body))}>
          <p>{t('account:loginToken.intro')}</p>
          <TextField
            form={emailForm}
            name="email"
            type="email"
            autoComplete="username"
            label={t('account:common.email')}
          />
          <FormMessage error={failure} />
          <button type="submit" className="button button--primary" disabled={requestCode.isPending}>
            {t('account:loginToken.sendCode')}
          </button>
        </form>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={codeForm.submitWith(({ code }) => signIn.mutate({ email, code, type: 'login_by_email' }))}
        >
          <p role="status">{t('account:loginToken.codeSent', { email })}</p>
          <CodeField form={codeForm} name="code" label={t('account:common.code')} />
          <FormMessage error={failure} />
          <button type="submit" className="button button--primary" disabled={signIn.isPending}>
            {t('account:loginToken.submit')}
          </button>
        </form>
      )}
      <p className="links">
        <Link to="/login">{t('account:loginToken.withPassword')}</Link>
      </p>
    </>
  );
}

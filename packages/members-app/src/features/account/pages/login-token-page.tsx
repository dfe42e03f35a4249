import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { codeFormSchema, forgetPasswordFormSchema } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useApiAction } from '../hooks/use-api-action.js';
import { TextField } from '../../../components/ui/text-field.js';
import { FormMessage } from '../../../components/ui/form-message.js';

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
  const action = useApiAction();
  const refresh = useRefreshCurrentUser();
  return (
    <>
      <h1>{t('account:loginToken.title')}</h1>
      {email === null ? (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const body = emailForm.validate();
            if (body === null) return;
            void action.run(async () => {
              const answer = await apiClient().requestOtp({ body });
              setEmail(body.email);
              return answer;
            });
          }}
        >
          <p>{t('account:loginToken.intro')}</p>
          <TextField
            form={emailForm}
            name="email"
            type="email"
            autoComplete="username"
            label={t('account:common.email')}
          />
          <FormMessage error={action.error} />
          <button type="submit" className="button button--primary" disabled={action.pending}>
            {t('account:loginToken.sendCode')}
          </button>
        </form>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const body = codeForm.validate();
            if (body === null) return;
            void action.run(async () => {
              const answer = await apiClient().verifyOtp({ body: { email, code: body.code, type: 'login_by_email' } });
              await refresh();
              return answer;
            });
          }}
        >
          <p role="status">{t('account:loginToken.codeSent', { email })}</p>
          <TextField
            form={codeForm}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            label={t('account:common.code')}
          />
          <FormMessage error={action.error} />
          <button type="submit" className="button button--primary" disabled={action.pending}>
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

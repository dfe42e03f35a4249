import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { forgetPasswordFormSchema, passwordSchema, validationKey } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { NewPasswordFields } from '../components/new-password-fields.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useApiAction } from '../hooks/use-api-action.js';

const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: validationKey('confirmPasswordMismatch'),
    path: ['confirmPassword'],
  });

/**
 * forget-password: POST /users/forgetPassword sends a one-time link ('A new password sent to you');
 * the link comes back here with ?token=…, where POST /users/resetPassword sets the new password.
 */
export function ForgetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <ResetPasswordForm token={token} /> : <RequestResetForm />;
}

function RequestResetForm() {
  const { t } = useTranslation();
  const form = useSchemaForm(forgetPasswordFormSchema, { email: '' });
  const action = useApiAction();
  const [sent, setSent] = useState(false);
  return (
    <>
      <h1>{t('account:forgetPassword.title')}</h1>
      <p>{t('account:forgetPassword.intro')}</p>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSent(false);
          const body = form.validate();
          if (body === null) return;
          void action.run(async () => {
            const answer = await apiClient().forgetPassword({ body });
            setSent(true);
            return answer;
          });
        }}
      >
        <TextField form={form} name="email" type="email" autoComplete="username" label={t('account:common.email')} />
        <FormMessage error={action.error} success={sent ? t('messages:user.newPasswordSent') : null} />
        <button type="submit" className="button button--primary" disabled={action.pending}>
          {t('account:forgetPassword.submit')}
        </button>
      </form>
      <p>
        <Link to="/login">{t('account:forgetPassword.backToLogin')}</Link>
      </p>
    </>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const form = useSchemaForm(resetPasswordFormSchema, { password: '', confirmPassword: '' });
  const action = useApiAction();
  const [done, setDone] = useState(false);
  return (
    <>
      <h1>{t('account:forgetPassword.resetTitle')}</h1>
      {done ? (
        <FormMessage success={t('account:forgetPassword.resetDone')} />
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={form.submitWith(
            (body) =>
              void action.run(async () => {
                const answer = await apiClient().resetPassword({
                  body: { token, password: body.password, confirm_password: body.confirmPassword },
                });
                setDone(true);
                return answer;
              }),
          )}
        >
          <NewPasswordFields form={form} passwordLabel={t('account:changePassword.newPassword')} />
          <FormMessage error={action.error} />
          <button type="submit" className="button button--primary" disabled={action.pending}>
            {t('account:forgetPassword.resetSubmit')}
          </button>
        </form>
      )}
      <p>
        <Link to="/login">{t('account:forgetPassword.backToLogin')}</Link>
      </p>
    </>
  );
}

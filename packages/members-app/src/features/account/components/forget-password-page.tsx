import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { forgetPasswordFormSchema, passwordResetLinkMinutes, passwordSchema, validationKey } from '@platform/core';
import { FormMessage } from '../../../components/ui/form-message.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useForgetPassword } from '../api/forget-password.js';
import { useResetPassword } from '../api/reset-password.js';
import { NewPasswordFields } from './new-password-fields.js';

const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: validationKey('confirmPasswordMismatch'),
    path: ['confirmPassword'],
  });

/**
 * forget-password: POST /users/forgetPassword emails a one-time link, and the page says so (not the
 * spec's 'A new password sent to you': no password is sent); the link comes back here with
 * ?token=…, where POST /users/resetPassword sets the new password.
 */
export function ForgetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <ResetPasswordForm token={token} /> : <RequestResetForm />;
}

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <p>
      <Link to="/login">{t('account:forgetPassword.backToLogin')}</Link>
    </p>
  );
}

function RequestResetForm() {
  const { t } = useTranslation();
  const form = useSchemaForm(forgetPasswordFormSchema, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useForgetPassword({ mutationConfig: { onSuccess: (_answer, body) => setSentTo(body.email) } });
  const failure = useMutationFailureText(request);
  return (
    <>
      <h1>{t('account:forgetPassword.title')}</h1>
      <p>{t('account:forgetPassword.intro')}</p>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          setSentTo(null);
          form.submitWith((body) => request.mutate(body))(event);
        }}
      >
        <TextField form={form} name="email" type="email" autoComplete="username" label={t('account:common.email')} />
        <FormMessage
          error={failure}
          success={
            sentTo === null
              ? null
              : t('account:forgetPassword.linkSent', { email: sentTo, minutes: passwordResetLinkMinutes })
          }
        />
        <button type="submit" className="button button--primary" disabled={request.isPending}>
          {t('account:forgetPassword.submit')}
        </button>
      </form>
      <BackToLogin />
    </>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const form = useSchemaForm(resetPasswordFormSchema, { password: '', confirmPassword: '' });
  const reset = useResetPassword();
  const failure = useMutationFailureText(reset);
  return (
    <>
      <h1>{t('account:forgetPassword.resetTitle')}</h1>
      {reset.isSuccess ? (
        <FormMessage success={t('account:forgetPassword.resetDone')} />
      ) : (
        <form className="form" noValidate onSubmit={form.submitWith((body) => reset.mutate({ token, ...body }))}>
          <NewPasswordFields form={form} passwordLabel={t('account:changePassword.newPassword')} />
          <FormMessage error={failure} />
          <button type="submit" className="button button--primary" disabled={reset.isPending}>
            {t('account:forgetPassword.resetSubmit')}
          </button>
        </form>
      )}
      <BackToLogin />
    </>
  );
}

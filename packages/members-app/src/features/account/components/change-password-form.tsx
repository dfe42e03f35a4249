import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema } from '@platform/core';
import { FormMessage } from '../../../components/ui/form-message.js';
import { useStepUp } from '../../../components/ui/step-up-dialog.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useChangePassword } from '../api/change-password.js';
import { NewPasswordFields } from './new-password-fields.js';

const emptyForm = { oldPassword: '', password: '', confirmPassword: '' };

/**
 * PATCH /users/changePassword with the current password ('You have entered an invalid password,
 * Please try again.' when it is wrong) and the new one (at least 8 characters, spec §5).
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => Promise<void> | void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(changePasswordFormSchema, emptyForm);
  const stepUp = useStepUp();
  const [done, setDone] = useState(false);
  const change = useChangePassword({
    withStepUp: stepUp.withStepUp,
    mutationConfig: {
      onSuccess: async () => {
        form.setAll(emptyForm);
        setDone(true);
        await onChanged?.();
      },
    },
  });
  const failure = useMutationFailureText(change);
  return (
    <>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          setDone(false);
          form.submitWith((body) => change.mutate(body))(event);
        }}
      >
        <TextField
          form={form}
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          label={t('account:changePassword.currentPassword')}
        />
        <NewPasswordFields form={form} passwordLabel={t('account:changePassword.newPassword')} />
        <FormMessage error={failure} success={done ? t('account:changePassword.done') : null} />
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {t('account:changePassword.submit')}
        </button>
      </form>
      {stepUp.dialog}
    </>
  );
}

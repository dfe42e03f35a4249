import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useApiAction } from '../hooks/use-api-action.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { NewPasswordFields } from './new-password-fields.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useStepUp } from '../../../components/ui/step-up-dialog.js';

const emptyForm = { oldPassword: '', password: '', confirmPassword: '' };

/**
 * PATCH /users/changePassword with the current password ('You have entered an invalid password,
 * Please try again.' when it is wrong) and the new one (at least 8 characters, spec §5).
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => Promise<void> | void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(changePasswordFormSchema, emptyForm);
  const action = useApiAction();
  const stepUp = useStepUp();
  const [done, setDone] = useState(false);
  return (
    <>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setDone(false);
          const body = form.validate();
          if (body === null) return;
          void action.run(async () => {
            const answer = await stepUp.withStepUp(() =>
              apiClient().changePassword({
                body: {
                  current_password: body.oldPassword,
                  password: body.password,
                  confirm_password: body.confirmPassword,
                },
              }),
            );
            form.setAll(emptyForm);
            setDone(true);
            await onChanged?.();
            return answer;
          });
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
        <FormMessage error={action.error} success={done ? t('account:changePassword.done') : null} />
        <button type="submit" className="button button--primary" disabled={action.pending}>
          {t('account:changePassword.submit')}
        </button>
      </form>
      {stepUp.dialog}
    </>
  );
}

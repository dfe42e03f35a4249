import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.js';
import type { FormBinding } from '../../../lib/use-schema-form.js';

/** The new password and its confirmation (fields `password` and `confirmPassword`). */
export function NewPasswordFields({ form, passwordLabel }: { form: FormBinding; passwordLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField form={form} name="password" type="password" autoComplete="new-password" label={passwordLabel} />
      <TextField
        form={form}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t('account:common.confirmPassword')}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { FormBinding } from '../../../lib/use-schema-form.js';
import { NewPasswordFields } from './new-password-fields.js';
import { TextField } from '../../../components/ui/text-field.js';

/** The fields of core's personalDetailsFormSchema (spec §5). */
export const emptyPersonalDetails = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  password: '',
  confirmPassword: '',
};

export function PersonalDetailsFields({ form }: { form: FormBinding }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField form={form} name="firstName" autoComplete="given-name" label={t('account:common.firstName')} />
      <TextField form={form} name="lastName" autoComplete="family-name" label={t('account:common.lastName')} />
      <TextField form={form} name="email" type="email" autoComplete="email" label={t('account:common.email')} />
      <TextField form={form} name="mobile" type="tel" autoComplete="tel" label={t('account:common.mobile')} />
      <NewPasswordFields form={form} passwordLabel={t('account:common.password')} />
    </>
  );
}

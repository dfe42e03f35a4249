import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressDetailsFormSchema, firstNameSchema, lastNameSchema, type User } from '@platform/core';
import { FormMessage } from '../../../../components/ui/form-message.js';
import { TextField } from '../../../../components/ui/text-field.js';
import { useMutationFailureText } from '../../../../lib/mutation-failure.js';
import { useSchemaForm } from '../../../../lib/use-schema-form.js';
import { useEditUser } from '../../api/edit-user.js';
import { AddressFields, addressFormSchema, addressValues } from '../address-fields.js';

const profileFormSchema = addressFormSchema(
  addressDetailsFormSchema.extend({ firstName: firstNameSchema, lastName: lastNameSchema }),
);

/**
 * Personal and address details (PATCH /users/edit), validated with core's schemas. What the user
 * typed is shown back as text only.
 */
export function PersonalDetailsEditor({ user }: { user: User }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm(profileFormSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    ...addressValues(user),
  });
  const edit = useEditUser({ mutationConfig: { onSuccess: () => setSaved(true) } });
  const failure = useMutationFailureText(edit);
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        setSaved(false);
        form.submitWith((body) => edit.mutate(body))(event);
      }}
    >
      <p>{t('account:profile.email', { email: user.email })}</p>
      <TextField form={form} name="firstName" autoComplete="given-name" label={t('account:common.firstName')} />
      <TextField form={form} name="lastName" autoComplete="family-name" label={t('account:common.lastName')} />
      <AddressFields form={form} />
      <FormMessage error={failure} success={saved ? t('account:common.saved') : null} />
      <button type="submit" className="button button--primary" disabled={edit.isPending}>
        {t('account:common.save')}
      </button>
    </form>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressDetailsFormSchema, firstNameSchema, lastNameSchema, type User } from '@platform/core';
import { apiClient } from '../../../../lib/api-client.js';
import { useRefreshCurrentUser } from '../../../../lib/session/use-refresh-current-user.js';
import { useSchemaForm } from '../../../../lib/use-schema-form.js';
import { useApiAction } from '../../hooks/use-api-action.js';
import { FormMessage } from '../../../../components/ui/form-message.js';
import { TextField } from '../../../../components/ui/text-field.js';
import { AddressFields, addressValues } from '../address-fields.js';

const profileFormSchema = addressDetailsFormSchema.extend({ firstName: firstNameSchema, lastName: lastNameSchema });

/**
 * Personal and address details (PATCH /users/edit), validated with core's schemas. What the user
 * typed is shown back as text only.
 */
export function PersonalDetailsEditor({ user }: { user: User }) {
  const { t } = useTranslation();
  const refresh = useRefreshCurrentUser();
  const action = useApiAction();
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm<typeof profileFormSchema, Record<string, string>>(profileFormSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    ...addressValues(user),
  });
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        const body = form.validate();
        if (body === null) return;
        const address2 = (form.values['address2'] ?? '').trim();
        void action.run(async () => {
          const answer = await apiClient().editUser({ body: { ...body, address2 } });
          await refresh();
          setSaved(true);
          return answer;
        });
      }}
    >
      <p>{t('account:profile.email', { email: user.email })}</p>
      <TextField form={form} name="firstName" autoComplete="given-name" label={t('account:common.firstName')} />
      <TextField form={form} name="lastName" autoComplete="family-name" label={t('account:common.lastName')} />
      <AddressFields form={form} />
      <FormMessage error={action.error} success={saved ? t('account:common.saved') : null} />
      <button type="submit" className="button button--primary" disabled={action.pending}>
        {t('account:common.save')}
      </button>
    </form>
  );
}

import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addressDetailsFormSchema } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { useCurrentUser } from '../../../lib/session/use-current-user.js';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useApiAction } from '../hooks/use-api-action.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { AddressFields, addressValues } from '../components/address-fields.js';

/**
 * register/address_details: completes the address (spec §5 completeness: address1, city,
 * dateOfBirth, country, zipCode) with PATCH /users/edit, marks onboarding with POST
 * /users/onboarding, then goes to /onboarding.
 */
export function AddressDetailsPage() {
  const { user } = useCurrentUser();
  if (user === null) return null;
  return <AddressDetailsForm initial={addressValues(user)} />;
}

function AddressDetailsForm({ initial }: { initial: Record<string, string> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useSchemaForm(addressDetailsFormSchema, initial);
  const action = useApiAction();
  const refresh = useRefreshCurrentUser();
  return (
    <>
      <h1>{t('account:addressDetails.title')}</h1>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const address = form.validate();
          if (address === null) return;
          const address2 = (form.values['address2'] ?? '').trim();
          void action.run(async () => {
            await apiClient().editUser({ body: { ...address, address2 } });
            const answer = await apiClient().onboarding({ body: {} });
            await refresh();
            await navigate('/onboarding');
            return answer;
          });
        }}
      >
        <AddressFields form={form} />
        <FormMessage error={action.error} />
        <button type="submit" className="button button--primary" disabled={action.pending}>
          {t('account:addressDetails.submit')}
        </button>
      </form>
    </>
  );
}

import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addressDetailsFormSchema } from '@platform/core';
import { FormMessage } from '../../../components/ui/form-message.js';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import { useCurrentUser } from '../../../lib/session/use-current-user.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useFinishOnboarding } from '../api/finish-onboarding.js';
import { AddressFields, addressFormSchema, addressValues } from './address-fields.js';

const addressDetailsPageSchema = addressFormSchema(addressDetailsFormSchema);

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
  const form = useSchemaForm(addressDetailsPageSchema, initial);
  const finish = useFinishOnboarding({ mutationConfig: { onSuccess: () => navigate('/onboarding') } });
  const failure = useMutationFailureText(finish);
  return (
    <>
      <h1>{t('account:addressDetails.title')}</h1>
      <form className="form" noValidate onSubmit={form.submitWith((address) => finish.mutate(address))}>
        <AddressFields form={form} />
        <FormMessage error={failure} />
        <button type="submit" className="button button--primary" disabled={finish.isPending}>
          {t('account:addressDetails.submit')}
        </button>
      </form>
    </>
  );
}

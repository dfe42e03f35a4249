import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonalDetailsForm } from '@platform/core';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import { useStartRegistration } from '../api/registration-attempt.js';
import { RegistrationCodes } from './registration-codes.js';
import { RegistrationForm, usePersonalDetailsForm } from './registration-form.js';

/**
 * register/personal_details, the new registration flow (spec §2, §6): POST
 * /users/registrationAttempt returns a registration token (kept in memory only), then the email and
 * SMS codes are entered; when both are verified the server creates the account and signs it in, and
 * the login gate continues to register/address_details.
 */
export function PersonalDetailsPage() {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState<{ regToken: string; details: PersonalDetailsForm } | null>(null);
  const start = useStartRegistration({
    mutationConfig: { onSuccess: ({ regToken }, details) => setAttempt({ regToken, details }) },
  });
  const failure = useMutationFailureText(start);
  const form = usePersonalDetailsForm();
  if (attempt !== null) {
    return (
      <RegistrationCodes
        regToken={attempt.regToken}
        email={attempt.details.email}
        mobile={attempt.details.mobile}
        onStartAgain={() => setAttempt(null)}
      />
    );
  }
  return (
    <RegistrationForm
      form={form}
      title={t('account:personalDetails.title')}
      submitLabel={t('account:personalDetails.submit')}
      onSubmit={(details) => start.mutate(details)}
      pending={start.isPending}
      failure={failure}
    />
  );
}

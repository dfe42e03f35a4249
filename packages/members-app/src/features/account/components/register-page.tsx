import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isFlagOn } from '@platform/core';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import { useBrandStore } from '../../../stores/brand-store.js';
import { useRegister } from '../api/register.js';
import { RegistrationForm, usePersonalDetailsForm } from './registration-form.js';

/**
 * Classic registration (POST /users/register): the account is created and signed in at once, and
 * the login gate sends the new user to /verification for the email and SMS codes. A brand with
 * registration_new_flow on registers through register/personal_details instead.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const newFlow = useBrandStore((state) => isFlagOn(state.details?.module.registration_new_flow));
  const register = useRegister();
  const failure = useMutationFailureText(register);
  const form = usePersonalDetailsForm();
  if (newFlow) return <Navigate to="/register/personal_details" replace />;
  return (
    <RegistrationForm
      form={form}
      title={t('account:register.title')}
      submitLabel={t('account:register.submit')}
      onSubmit={(details) => register.mutate(details)}
      pending={register.isPending}
      failure={failure}
    />
  );
}

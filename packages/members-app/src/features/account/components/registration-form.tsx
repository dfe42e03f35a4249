import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { personalDetailsFormSchema, type PersonalDetailsForm } from '@platform/core';
import { FormMessage } from '../../../components/ui/form-message.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { NewPasswordFields } from './new-password-fields.js';
import { RegionNotice, useRegionNotServed } from './region-notice.js';

/** The fields of core's personalDetailsFormSchema (spec §5). */
const emptyPersonalDetails = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  password: '',
  confirmPassword: '',
};

/** The personal details form's state (the page keeps it, so "Start again" finds what was typed). */
export function usePersonalDetailsForm() {
  return useSchemaForm(personalDetailsFormSchema, emptyPersonalDetails);
}

/**
 * The registration form of both flows (register and register/personal_details): the personal
 * details validated by core's schema (the server's), the region notice, and the way to sign in.
 */
export function RegistrationForm(props: {
  form: ReturnType<typeof usePersonalDetailsForm>;
  title: string;
  submitLabel: string;
  onSubmit: (details: PersonalDetailsForm) => void;
  pending: boolean;
  failure: string | null;
}) {
  const { t } = useTranslation();
  const form = props.form;
  const regionNotServed = useRegionNotServed();
  return (
    <>
      <h1>{props.title}</h1>
      {regionNotServed && <RegionNotice />}
      <form className="form" noValidate onSubmit={form.submitWith(props.onSubmit)}>
        <TextField form={form} name="firstName" autoComplete="given-name" label={t('account:common.firstName')} />
        <TextField form={form} name="lastName" autoComplete="family-name" label={t('account:common.lastName')} />
        <TextField form={form} name="email" type="email" autoComplete="email" label={t('account:common.email')} />
        <TextField form={form} name="mobile" type="tel" autoComplete="tel" label={t('account:common.mobile')} />
        <NewPasswordFields form={form} passwordLabel={t('account:common.password')} />
        <FormMessage error={props.failure} />
        <button type="submit" className="button button--primary" disabled={props.pending}>
          {props.submitLabel}
        </button>
      </form>
      <p>
        {t('account:register.haveAccount')} <Link to="/login">{t('account:register.login')}</Link>
      </p>
    </>
  );
}

import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isFlagOn, personalDetailsFormSchema } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user.js';
import { useBrandStore } from '../../../stores/brand-store.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useApiAction } from '../hooks/use-api-action.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { PersonalDetailsFields, emptyPersonalDetails } from '../components/personal-details-fields.js';
import { RegionNotice, useRegionNotServed } from '../components/region-notice.js';

/**
 * Classic registration (POST /users/register): the account is created and signed in at once, and
 * the login gate sends the new user to /verification for the email and SMS codes. A brand with
 * registration_new_flow on registers through register/personal_details instead.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const newFlow = useBrandStore((state) => isFlagOn(state.details?.module.registration_new_flow));
  const form = useSchemaForm(personalDetailsFormSchema, emptyPersonalDetails);
  const action = useApiAction();
  const refresh = useRefreshCurrentUser();
  const regionNotServed = useRegionNotServed();
  if (newFlow) return <Navigate to="/register/personal_details" replace />;
  return (
    <>
      <h1>{t('account:register.title')}</h1>
      {regionNotServed && <RegionNotice />}
      <form
        className="form"
        noValidate
        onSubmit={form.submitWith(
          (body) =>
            void action.run(async () => {
              const answer = await apiClient().register({ body });
              await refresh();
              return answer;
            }),
        )}
      >
        <PersonalDetailsFields form={form} />
        <FormMessage error={action.error} />
        <button type="submit" className="button button--primary" disabled={action.pending}>
          {t('account:register.submit')}
        </button>
      </form>
      <p>
        {t('account:register.haveAccount')} <Link to="/login">{t('account:register.login')}</Link>
      </p>
    </>
  );
}

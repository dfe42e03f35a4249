import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { personalDetailsFormSchema, type PersonalDetailsForm } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useApiAction } from '../hooks/use-api-action.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { PersonalDetailsFields, emptyPersonalDetails } from '../components/personal-details-fields.js';
import { RegionNotice, useRegionNotServed } from '../components/region-notice.js';
import { RegistrationCodes } from '../components/registration-codes.js';

/**
 * register/personal_details, the new registration flow (spec §2, §6): POST
 * /users/registrationAttempt returns a registration token (kept in memory only), then the email and
 * SMS codes are entered; when both are verified the server creates the account and signs it in, and
 * the login gate continues to register/address_details.
 */
export function PersonalDetailsPage() {
  const { t } = useTranslation();
  const form = useSchemaForm(personalDetailsFormSchema, emptyPersonalDetails);
  const action = useApiAction();
  const regionNotServed = useRegionNotServed();
  const [attempt, setAttempt] = useState<{ regToken: string; details: PersonalDetailsForm } | null>(null);
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
    <>
      <h1>{t('account:personalDetails.title')}</h1>
      {regionNotServed && <RegionNotice />}
      <form
        className="form"
        noValidate
        onSubmit={form.submitWith(
          (body) =>
            void action.run(async () => {
              const answer = await apiClient().registrationAttempt({ body });
              setAttempt({ regToken: answer.request_details.reg_token, details: body });
              return answer;
            }),
        )}
      >
        <PersonalDetailsFields form={form} />
        <FormMessage error={action.error} />
        <button type="submit" className="button button--primary" disabled={action.pending}>
          {t('account:personalDetails.submit')}
        </button>
      </form>
      <p>
        {t('account:register.haveAccount')} <Link to="/login">{t('account:register.login')}</Link>
      </p>
    </>
  );
}

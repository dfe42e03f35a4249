import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isEmailVerified, isMobileVerified, mobileNumberSchema, type User } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { useCurrentUser } from '../../../lib/session/use-current-user.js';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user.js';
import { AccountPage } from '../components/account-page.js';
import { CodeEntry } from '../components/code-entry.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useApiAction } from '../hooks/use-api-action.js';

/**
 * verification: the email and mobile codes of a signed-in user (POST /verify/verifyOTP type email or
 * sms), with resend (POST /verify/resend) and a new mobile number while it is unverified (PATCH
 * /verify/resetMobileCode/{id}, which sends a new SMS code). 'Please Verify Your Mobile And Email'.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const refresh = useRefreshCurrentUser();
  if (user === null) return null;
  const emailDone = isEmailVerified(user);
  const mobileDone = isMobileVerified(user);
  const verify = (type: 'email' | 'sms') => async (code: string) => {
    const answer = await apiClient().verifyOtp({ body: { type, code } });
    await refresh();
    return answer;
  };
  return (
    <AccountPage title={t('account:verification.title')}>
      {!(emailDone && mobileDone) && <p className="notice">{t('messages:user.verifyMobileAndEmail')}</p>}
      <CodeEntry
        title={t('account:verification.emailTitle')}
        intro={t('account:verification.emailIntro', { email: user.email })}
        verified={emailDone}
        verifiedText={t('account:verification.emailVerified')}
        onVerify={verify('email')}
        onResend={() => apiClient().resendVerification({ body: { type: 'email' } })}
        resendLabel={t('account:verification.resendEmail')}
        resentText={t('account:verification.emailCodeSent')}
      />
      <CodeEntry
        title={t('account:verification.mobileTitle')}
        intro={t('account:verification.mobileIntro', { mobile: user.mobile })}
        verified={mobileDone}
        verifiedText={t('account:verification.mobileVerified')}
        onVerify={verify('sms')}
        onResend={() => apiClient().resendVerification({ body: { type: 'sms' } })}
        resendLabel={t('account:verification.resendSms')}
        resentText={t('messages:user.newSmsCodeSent')}
      />
      {!mobileDone && <ChangeMobile user={user} />}
      {emailDone && mobileDone && (
        <Link className="button button--primary" to="/wallets">
          {t('account:verification.done')}
        </Link>
      )}
    </AccountPage>
  );
}

const changeMobileSchema = z.object({ mobile: mobileNumberSchema });

function ChangeMobile({ user }: { user: User }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useSchemaForm(changeMobileSchema, { mobile: '' });
  const action = useApiAction();
  const refresh = useRefreshCurrentUser();
  if (!open) {
    return (
      <p>
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t('account:verification.changeMobile')}
        </button>
        {sent && <span role="status"> {t('messages:user.newSmsCodeSent')}</span>}
      </p>
    );
  }
  return (
    <form
      className="form"
      noValidate
      onSubmit={form.submitWith(
        (body) =>
          void action.run(async () => {
            const answer = await apiClient().resetMobileCode({ params: { id: user.user_id ?? '' }, body });
            await refresh();
            setSent(true);
            setOpen(false);
            return answer;
          }),
      )}
    >
      <TextField form={form} name="mobile" type="tel" autoComplete="tel" label={t('account:verification.newMobile')} />
      <FormMessage error={action.error} />
      <button type="submit" className="button button--primary" disabled={action.pending}>
        {t('account:verification.sendToNewMobile')}
      </button>
    </form>
  );
}

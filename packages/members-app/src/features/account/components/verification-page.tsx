import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isEmailVerified, isMobileVerified, mobileNumberSchema, type User } from '@platform/core';
import { FormMessage } from '../../../components/ui/form-message.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import { useCurrentUser } from '../../../lib/session/use-current-user.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useResendVerification } from '../api/resend-verification.js';
import { useResetMobileCode } from '../api/reset-mobile-code.js';
import { useVerifyOtp } from '../api/verify-otp.js';
import { AccountPage } from './account-page.js';
import { CodeEntry, type CodeAction } from './code-entry.js';

/**
 * verification: the email and mobile codes of a signed-in user (POST /verify/verifyOTP type email or
 * sms), with resend (POST /verify/resend) and a new mobile number while it is unverified (PATCH
 * /verify/resetMobileCode/{id}, which sends a new SMS code). 'Please Verify Your Mobile And Email'.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const email = useChannelCode('email');
  const sms = useChannelCode('sms');
  if (user === null) return null;
  const emailDone = isEmailVerified(user);
  const mobileDone = isMobileVerified(user);
  return (
    <AccountPage title={t('account:verification.title')}>
      {!(emailDone && mobileDone) && <p className="notice">{t('messages:user.verifyMobileAndEmail')}</p>}
      <CodeEntry
        title={t('account:verification.emailTitle')}
        label={t('account:verification.emailCode')}
        intro={t('account:verification.emailIntro', { email: user.email })}
        verified={emailDone}
        verifiedText={t('account:verification.emailVerified')}
        verify={email.verify}
        resend={email.resend}
        resendLabel={t('account:verification.resendEmail')}
        resentText={t('account:verification.emailCodeSent')}
      />
      <CodeEntry
        title={t('account:verification.mobileTitle')}
        label={t('account:verification.smsCode')}
        intro={t('account:verification.mobileIntro', { mobile: user.mobile })}
        verified={mobileDone}
        verifiedText={t('account:verification.mobileVerified')}
        verify={sms.verify}
        resend={sms.resend}
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

/** One channel's code of the signed-in user: verify (then the user is asked for again) and resend. */
function useChannelCode(type: 'email' | 'sms'): { verify: CodeAction<string>; resend: CodeAction<void> } {
  const verify = useVerifyOtp();
  const resend = useResendVerification();
  return {
    verify: { ...verify, mutate: (code: string) => verify.mutate({ type, code }) },
    resend: { ...resend, mutate: (_: void, callbacks) => resend.mutate(type, callbacks) },
  };
}

const changeMobileSchema = z.object({ mobile: mobileNumberSchema });

function ChangeMobile({ user }: { user: User }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useSchemaForm(changeMobileSchema, { mobile: '' });
  const reset = useResetMobileCode({
    mutationConfig: {
      onSuccess: () => {
        setSent(true);
        setOpen(false);
      },
    },
  });
  const failure = useMutationFailureText(reset);
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
      onSubmit={form.submitWith(({ mobile }) => reset.mutate({ userId: user.user_id ?? '', mobile }))}
    >
      <TextField form={form} name="mobile" type="tel" autoComplete="tel" label={t('account:verification.newMobile')} />
      <FormMessage error={failure} />
      <button type="submit" className="button button--primary" disabled={reset.isPending}>
        {t('account:verification.sendToNewMobile')}
      </button>
    </form>
  );
}

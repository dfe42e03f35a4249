import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requireRegistrationToken } from '@platform/core';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user.js';
import { useResendOtp } from '../api/resend-otp.js';
import { useVerifyOtp } from '../api/verify-otp.js';
import { CodeEntry } from './code-entry.js';

type Channel = 'email' | 'sms';

/**
 * The new registration flow's code step: the email and the SMS code, each with resend, both sent
 * with the registration token (without one: 'Registration token Expired!', spec §5). When both are
 * verified the server has created and signed in the account; the login gate takes over.
 */
export function RegistrationCodes(props: {
  regToken: string;
  email: string;
  mobile: string;
  onStartAgain: () => void;
}) {
  const { t } = useTranslation();
  const [verified, setVerified] = useState<Record<Channel, boolean>>({ email: false, sms: false });
  const verifiedRef = useRef(verified);
  const precondition = () => {
    const rule = requireRegistrationToken(props.regToken);
    return rule.ok ? null : rule.messageKey;
  };
  const emailCode = useChannelCode('email', props.regToken, verifiedRef, setVerified);
  const smsCode = useChannelCode('sms', props.regToken, verifiedRef, setVerified);
  return (
    <>
      <h1>{t('account:registrationCodes.title')}</h1>
      <p>{t('account:registrationCodes.intro', { email: props.email, mobile: props.mobile })}</p>
      <CodeEntry
        title={t('account:registrationCodes.emailCode')}
        label={t('account:registrationCodes.emailCode')}
        verified={verified.email}
        verifiedText={t('account:registrationCodes.verified')}
        verify={emailCode.verify}
        resend={emailCode.resend}
        resendLabel={t('account:registrationCodes.resendEmail')}
        resentText={t('account:registrationCodes.emailCodeSent')}
        precondition={precondition}
      />
      <CodeEntry
        title={t('account:registrationCodes.smsCode')}
        label={t('account:registrationCodes.smsCode')}
        verified={verified.sms}
        verifiedText={t('account:registrationCodes.verified')}
        verify={smsCode.verify}
        resend={smsCode.resend}
        resendLabel={t('account:registrationCodes.resendSms')}
        resentText={t('messages:user.newSmsCodeSent')}
        precondition={precondition}
      />
      <p>
        <button type="button" className="button" onClick={props.onStartAgain}>
          {t('account:registrationCodes.startAgain')}
        </button>
      </p>
    </>
  );
}

/**
 * One channel's code with the registration token: verify (the user is asked for again only once
 * both channels are verified: the account exists from then on) and resend.
 */
function useChannelCode(
  channel: Channel,
  regToken: string,
  verifiedRef: { current: Record<Channel, boolean> },
  setVerified: (next: Record<Channel, boolean>) => void,
) {
  const refresh = useRefreshCurrentUser();
  const verify = useVerifyOtp({
    refreshUser: false,
    mutationConfig: {
      onSuccess: async () => {
        const next = { ...verifiedRef.current, [channel]: true };
        verifiedRef.current = next;
        setVerified(next);
        if (next.email && next.sms) await refresh();
      },
    },
  });
  const resend = useResendOtp();
  return {
    verify: { ...verify, mutate: (code: string) => verify.mutate({ reg_token_id: regToken, type: channel, code }) },
    resend: {
      ...resend,
      mutate: (_: void, callbacks?: { onSuccess?: () => void }) =>
        resend.mutate({ reg_token_id: regToken, channel }, callbacks),
    },
  };
}

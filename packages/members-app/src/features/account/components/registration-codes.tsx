import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requireRegistrationToken } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user.js';
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
  const refresh = useRefreshCurrentUser();
  const [verified, setVerified] = useState<Record<Channel, boolean>>({ email: false, sms: false });
  const verifiedRef = useRef(verified);
  const precondition = () => {
    const rule = requireRegistrationToken(props.regToken);
    return rule.ok ? null : rule.messageKey;
  };
  const verify = (channel: Channel) => async (code: string) => {
    const answer = await apiClient().verifyOtp({ body: { reg_token_id: props.regToken, type: channel, code } });
    const next = { ...verifiedRef.current, [channel]: true };
    verifiedRef.current = next;
    setVerified(next);
    if (next.email && next.sms) await refresh();
    return answer;
  };
  const resend = (channel: Channel) => () => apiClient().resendOtp({ body: { reg_token_id: props.regToken, channel } });
  return (
    <>
      <h1>{t('account:registrationCodes.title')}</h1>
      <p>{t('account:registrationCodes.intro', { email: props.email, mobile: props.mobile })}</p>
      <CodeEntry
        title={t('account:registrationCodes.emailCode')}
        verified={verified.email}
        verifiedText={t('account:registrationCodes.verified')}
        onVerify={verify('email')}
        onResend={resend('email')}
        resendLabel={t('account:registrationCodes.resendEmail')}
        resentText={t('account:registrationCodes.emailCodeSent')}
        precondition={precondition}
      />
      <CodeEntry
        title={t('account:registrationCodes.smsCode')}
        verified={verified.sms}
        verifiedText={t('account:registrationCodes.verified')}
        onVerify={verify('sms')}
        onResend={resend('sms')}
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

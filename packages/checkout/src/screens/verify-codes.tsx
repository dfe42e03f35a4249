import { useEffect, useState } from 'react';
import { accountsEndpoints, checkoutEndpoints, mobileNumberSchema } from '@platform/core';
import type { FlowClient } from '../api/flow-client.js';
import { ErrorNotice, Field, Notice, ScreenHeading, SubmitButton } from '../components/flow-ui.js';
import type { Translate } from '../i18n/texts.js';
import { continueFlow, type FlowNavigation } from '../stores/flow-store.js';

type Channel = 'email' | 'sms';

/**
 * The email and SMS codes of the guest's checkout (GET /verify/checkVerify/{id} with type and code,
 * flow token), each with a resend (POST /verify/resend with checkout_id), and the spec's exact messages.
 * A guest who mistyped the mobile number changes it here while it is unverified
 * (PATCH /verify/resetMobileCode/{checkout id}): the new number gets a new SMS code.
 */
export function VerifyCodes(props: {
  client: FlowClient;
  t: Translate;
  checkoutId: string;
  navigation: FlowNavigation;
}) {
  const { client, t, checkoutId, navigation } = props;
  const [verified, setVerified] = useState({ email: false, sms: false });
  const [codes, setCodes] = useState({ email: '', sms: '' });
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | undefined>();
  const [busy, setBusy] = useState(false);
  const [changingMobile, setChangingMobile] = useState(false);
  const [mobile, setMobile] = useState('');
  const [mobileError, setMobileError] = useState<string | undefined>();

  useEffect(() => {
    void client.call(checkoutEndpoints.checkVerify, { params: { id: checkoutId } }).then((outcome) => {
      if (outcome.ok) {
        const state = outcome.data.request_details.verified;
        setVerified({ email: state.email, sms: state.mobile });
      }
    });
  }, [client, checkoutId]);

  const done = verified.email && verified.sms;

  const verify = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setMessage(undefined);
    let now = verified;
    for (const channel of ['email', 'sms'] as const) {
      if (now[channel]) continue;
      const outcome = await client.call(checkoutEndpoints.checkVerify, {
        params: { id: checkoutId },
        query: { type: channel, code: codes[channel].replace(/\s/g, '') },
      });
      if (!outcome.ok || !outcome.data.request_details.verified[channel === 'sms' ? 'mobile' : 'email']) {
        setMessage({ tone: 'error', text: t('messages:user.invalidCode') });
        document.getElementById(`code-${channel}`)?.focus();
        break;
      }
      now = { ...now, [channel]: true };
    }
    setVerified(now);
    setBusy(false);
  };

  const resend = async (channel: Channel) => {
    const outcome = await client.call(accountsEndpoints.resendVerification, {
      body: { type: channel, checkout_id: checkoutId },
    });
    setMessage(
      outcome.ok
        ? {
            tone: 'info',
            text: t(channel === 'sms' ? 'messages:user.newSmsCodeSent' : 'checkout:verify.newEmailCodeSent'),
          }
        : { tone: 'error', text: t('checkout:verify.resendFailed') },
    );
  };

  const changeMobile = async () => {
    const parsed = mobileNumberSchema.safeParse(mobile);
    if (!parsed.success) {
      setMobileError(t(parsed.error.issues[0]?.message ?? 'validation:mobileInvalid'));
      document.getElementById('new-mobile')?.focus();
      return;
    }
    setMobileError(undefined);
    const outcome = await client.call(accountsEndpoints.resetMobileCode, {
      params: { id: checkoutId },
      body: { mobile: parsed.data },
    });
    if (!outcome.ok) {
      setMobileError(t('checkout:verify.changeMobileFailed'));
      return;
    }
    setChangingMobile(false);
    setMobile('');
    setCodes((current) => ({ ...current, sms: '' }));
    setMessage({ tone: 'info', text: t('messages:user.newSmsCodeSent') });
  };

  if (done) {
    return (
      <section className="flow-screen">
        <ScreenHeading>{t('checkout:verify.title')}</ScreenHeading>
        <Notice tone="success">{t('messages:user.accountVerified')}</Notice>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void continueFlow(client, '/details', navigation)}
        >
          {t('checkout:details.continue')}
        </button>
      </section>
    );
  }

  return (
    <section className="flow-screen">
      <ScreenHeading description={t('checkout:verify.description')}>{t('checkout:verify.title')}</ScreenHeading>
      <form className="form" onSubmit={verify} noValidate>
        {message?.tone === 'error' && <ErrorNotice>{message.text}</ErrorNotice>}
        {message?.tone === 'info' && <Notice tone="info">{message.text}</Notice>}
        {(['email', 'sms'] as const).map((channel) =>
          verified[channel] ? (
            <p key={channel}>{t(`checkout:verify.${channel}Verified`)}</p>
          ) : (
            <Field key={channel} id={`code-${channel}`} label={t(`checkout:verify.${channel}Code`)}>
              {(aria) => (
                <div className="input-affix">
                  <input
                    {...aria}
                    className="code-input"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={7}
                    value={codes[channel]}
                    onInput={(event) => {
                      const value = event.currentTarget.value.replace(/\s/g, '');
                      setCodes((current) => ({ ...current, [channel]: value }));
                    }}
                  />
                  <button type="button" className="button button--ghost" onClick={() => void resend(channel)}>
                    {t('checkout:verify.resend')}
                  </button>
                </div>
              )}
            </Field>
          ),
        )}
        {!verified.sms &&
          (changingMobile ? (
            <Field id="new-mobile" label={t('checkout:verify.newMobile')} error={mobileError}>
              {(aria) => (
                <div className="input-affix">
                  <input
                    {...aria}
                    type="tel"
                    autoComplete="tel"
                    maxLength={30}
                    value={mobile}
                    onInput={(event) => setMobile(event.currentTarget.value)}
                  />
                  <button type="button" className="button button--ghost" onClick={() => void changeMobile()}>
                    {t('checkout:verify.sendToNewMobile')}
                  </button>
                </div>
              )}
            </Field>
          ) : (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => setChangingMobile(true)}
            >
              {t('checkout:verify.changeMobile')}
            </button>
          ))}
        <SubmitButton busy={busy}>{t('checkout:verify.submit')}</SubmitButton>
      </form>
    </section>
  );
}

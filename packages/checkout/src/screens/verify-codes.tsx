import { useEffect, useState } from 'react';
import { accountsEndpoints, checkoutEndpoints } from '@platform/core';
import type { FlowClient } from '../api/flow-client.js';
import { ErrorNotice, Field, Notice, ScreenHeading, SubmitButton } from '../components/flow-ui.js';
import type { Translate } from '../i18n/texts.js';
import { continueFlow, type FlowNavigation } from '../stores/flow-store.js';

type Channel = 'email' | 'sms';

/**
 * The email and SMS codes of the guest's checkout (GET /verify/checkVerify/{id} with type and code,
 * flow token), each with a resend (POST /verify/resend with checkout_id), and the spec's exact messages.
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
        <SubmitButton busy={busy}>{t('checkout:verify.submit')}</SubmitButton>
      </form>
    </section>
  );
}

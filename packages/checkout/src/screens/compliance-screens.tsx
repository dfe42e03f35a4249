import { useEffect, useRef, useState } from 'react';
import {
  checkoutEndpoints,
  countryCodes,
  endpointUrl,
  identityEndpoints,
  intlLocale,
  kycDocumentTypes,
} from '@platform/core';
import { errorCodeOf } from '../api/flow-client.js';
import { ErrorNotice, Field, FlowLink, Notice, ScreenHeading, SubmitButton } from '../components/flow-ui.js';
import { emitCheckoutEvent } from '../events/checkout-events.js';
import { readFlowToken } from '../flow/flow-token.js';
import { continueFlow, flowHref } from '../stores/flow-store.js';
import type { ScreenProps } from './screen-props.js';

type ComplianceView = 'loading' | 'region' | 'start' | 'review' | 'failed';

/**
 * Compliance (spec §4: the guest flow's id state, failed, review and pending all 3): the region
 * check and the identity state of the order's buyer (GET /verify/id/{orderId}); a verified buyer
 * goes on (PATCH /checkout/updatekyc, then the routing rules), others upload documents on /kyc
 * or wait for the review.
 */
export function ComplianceScreen({ client, t, session, navigation }: ScreenProps) {
  const [view, setView] = useState<ComplianceView>('loading');
  const checkoutId = session?.checkoutId;
  useEffect(() => {
    if (checkoutId === undefined) return;
    let active = true;
    void (async () => {
      const outcome = await client.call(checkoutEndpoints.getVerifyId, { params: { orderId: checkoutId }, query: {} });
      if (!active) return;
      // A region the brand does not serve is refused (403) with the spec's message, or answered region_allowed false.
      const region = !outcome.ok && errorCodeOf(outcome) === 'forbidden';
      if (!outcome.ok && !region) return setView('failed');
      if (region || (outcome.ok && !outcome.data.request_details.region_allowed)) {
        emitCheckoutEvent('error', { code: 'region_not_served', message: t('messages:user.regionNotServed') });
        return setView('region');
      }
      if (!outcome.ok) return;
      const state = outcome.data.request_details;
      if (state.id_state === 1) {
        await client.call(checkoutEndpoints.updateCheckoutKyc, { body: { checkout_id: checkoutId } });
        if (active) await continueFlow(client, '/compliance', navigation);
        return;
      }
      setView(state.compliance === 'pending' ? 'start' : 'review');
    })();
    return () => {
      active = false;
    };
  }, [client, checkoutId, navigation, t]);

  return (
    <section className="flow-screen">
      <ScreenHeading description={t('checkout:compliance.description')}>{t('checkout:compliance.title')}</ScreenHeading>
      {view === 'loading' && <p role="status">{t('app:loading')}</p>}
      {view === 'region' && <ErrorNotice>{t('messages:user.regionNotServed')}</ErrorNotice>}
      {view === 'failed' && <ErrorNotice>{t('messages:errors.serverProblem')}</ErrorNotice>}
      {view === 'start' && (
        <FlowLink navigation={navigation} to="/kyc" primary>
          {t('checkout:kyc.start')}
        </FlowLink>
      )}
      {view === 'review' && <Notice tone="info">{t('checkout:compliance.inReview')}</Notice>}
    </section>
  );
}

/**
 * KYC upload: the identity module's documents call (PATCH /verify/setVerificationData, multipart:
 * document type, issuing country, front, back unless a passport, selfie) with the flow token, then
 * PATCH /checkout/updatekyc so the checkout re-reads the buyer's state.
 */
export function KycScreen({ client, t, locale, session, navigation }: ScreenProps) {
  const form = useRef<HTMLFormElement>(null);
  const [documentType, setDocumentType] = useState<string>('passport');
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (session === undefined) return null;
  const regions =
    typeof Intl.DisplayNames === 'function'
      ? new Intl.DisplayNames([intlLocale(locale)], { type: 'region' })
      : undefined;

  const submit = async (event: Event) => {
    event.preventDefault();
    const data = new FormData(form.current ?? undefined);
    const missing = ['id_front', 'selfie', ...(documentType === 'passport' ? [] : ['id_back'])].find(
      (name) => !(data.get(name) instanceof File) || (data.get(name) as File).size === 0,
    );
    if (missing !== undefined || String(data.get('issue_country') ?? '') === '') {
      setFailure(t('checkout:kyc.missing'));
      return;
    }
    if (documentType === 'passport') data.delete('id_back');
    setBusy(true);
    setFailure(undefined);
    const url = endpointUrl(identityEndpoints.setVerificationData, { apiBase: '/api', merchantApiBase: '/m' });
    const token = readFlowToken();
    let ok = false;
    try {
      const response = await fetch(url, {
        method: identityEndpoints.setVerificationData.method,
        headers: { Accept: 'application/json', ...(token === undefined ? {} : { Authorization: token }) },
        body: data,
      });
      const answer = (await response.json()) as { request_status?: unknown };
      ok = answer.request_status === 1 || answer.request_status === '1';
    } catch {
      ok = false;
    }
    if (!ok) {
      setBusy(false);
      setFailure(t('checkout:kyc.failed'));
      return;
    }
    await client.call(checkoutEndpoints.updateCheckoutKyc, { body: { checkout_id: session.checkoutId } });
    navigation.replace(flowHref('/compliance'));
  };

  const file = (name: string, capture?: 'user' | 'environment') => (
    <Field id={`kyc-${name}`} label={t(`checkout:kyc.${name}`)}>
      {(aria) => (
        <input
          {...aria}
          type="file"
          name={name}
          accept="image/jpeg,image/png,application/pdf"
          {...(capture ? { capture } : {})}
        />
      )}
    </Field>
  );
  return (
    <section className="flow-screen">
      <ScreenHeading description={t('checkout:kyc.description')}>{t('checkout:kyc.title')}</ScreenHeading>
      <form className="form" ref={form} onSubmit={submit} noValidate>
        <ErrorNotice>{failure}</ErrorNotice>
        <Field id="kyc-type" label={t('checkout:kyc.documentType')}>
          {(aria) => (
            <select
              {...aria}
              name="document_type"
              value={documentType}
              onChange={(event) => setDocumentType(event.currentTarget.value)}
            >
              {kycDocumentTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`checkout:kyc.types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="kyc-country" label={t('checkout:kyc.issueCountry')}>
          {(aria) => (
            <select {...aria} name="issue_country" defaultValue="">
              <option value="">{t('checkout:details.chooseCountry')}</option>
              {countryCodes.map((code) => (
                <option key={code} value={code}>
                  {regions?.of(code) ?? code}
                </option>
              ))}
            </select>
          )}
        </Field>
        {file('id_front', 'environment')}
        {documentType !== 'passport' && file('id_back', 'environment')}
        {file('selfie', 'user')}
        <SubmitButton busy={busy}>{t('checkout:kyc.submit')}</SubmitButton>
      </form>
    </section>
  );
}

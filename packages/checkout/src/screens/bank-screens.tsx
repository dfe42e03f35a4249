import { useEffect, useState } from 'react';
import { checkoutEndpoints, isFiatCurrency } from '@platform/core';
import { ErrorNotice, FlowLink, ScreenHeading, SubmitButton } from '../components/flow-ui.js';
import { CopyValue } from '../components/flow-ui.js';
import { money } from '../stores/money.js';
import { isSafeRedirect } from './payment-screen.js';
import { isFramed, openHostedPage } from '../flow/hosted-page.js';
import { flowHref } from '../stores/flow-store.js';
import type { ScreenProps } from './screen-props.js';

type WireDetails = { reference: string; amount: string; currency: string; rows: [string, string][] };

/**
 * A bank transfer (Swift, Wire, SEPA): the pre-authorisation (POST /paynet/wirePreAuth; replaying it
 * answers the same reference) gives the brand's bank details and the order's unique reference,
 * each with a copy button; the order then waits on /review for the bank line.
 */
export function WireScreen({ client, t, locale, session, navigation }: ScreenProps) {
  const [details, setDetails] = useState<WireDetails | 'failed' | undefined>();
  const checkoutId = session?.checkoutId;
  const method = session?.transaction.payment_method;
  useEffect(() => {
    if (checkoutId === undefined) return;
    const scheme = method === 'Swift' || method === 'Wire' ? method : 'SEPA';
    void client
      .call(checkoutEndpoints.wirePreAuth, { body: { checkout_id: checkoutId, payment_method: scheme } })
      .then((outcome) => {
        if (!outcome.ok) return setDetails('failed');
        const answer = outcome.data.request_details;
        const bank = answer.bank;
        const rows: [string, string][] = [];
        if (bank !== null) {
          rows.push([t('checkout:wire.beneficiary'), bank.beneficiary_name]);
          if (bank.iban) rows.push(['IBAN', bank.iban]);
          if (bank.account_number) rows.push([t('checkout:wire.accountNumber'), bank.account_number]);
          if (bank.sort_code) rows.push([t('checkout:wire.sortCode'), bank.sort_code]);
          if (bank.routing_number) rows.push([t('checkout:wire.routingNumber'), bank.routing_number]);
          if (bank.bic) rows.push(['BIC / SWIFT', bank.bic]);
          rows.push([t('checkout:wire.bank'), `${bank.bank_name}, ${bank.bank_address}`]);
        }
        setDetails({ reference: answer.reference, amount: answer.amount, currency: answer.currency, rows });
      });
  }, [client, checkoutId, method, t]);

  return (
    <section className="flow-screen">
      <ScreenHeading description={t('checkout:wire.description')}>{t('checkout:wire.title')}</ScreenHeading>
      {details === undefined && <p role="status">{t('app:loading')}</p>}
      {details === 'failed' && <ErrorNotice>{t('checkout:wire.failed')}</ErrorNotice>}
      {typeof details === 'object' && (
        <>
          <dl className="definition-list">
            <div>
              <dt>{t('checkout:wire.amount')}</dt>
              <dd>
                <CopyValue
                  label={t('checkout:wire.amount')}
                  value={
                    isFiatCurrency(details.currency) ? money(details.currency, details.amount, locale) : details.amount
                  }
                  t={t}
                />
              </dd>
            </div>
            <div>
              <dt>{t('checkout:wire.reference')}</dt>
              <dd>
                <CopyValue label={t('checkout:wire.reference')} value={details.reference} t={t} />
              </dd>
            </div>
            {details.rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  <CopyValue label={label} value={value} t={t} />
                </dd>
              </div>
            ))}
          </dl>
          <p className="notice notice--warning">{t('checkout:wire.referenceWarning')}</p>
          <FlowLink navigation={navigation} to="/review" primary>
            {t('checkout:wire.sent')}
          </FlowLink>
        </>
      )}
    </section>
  );
}

/**
 * Online banking (and Online Banking ZA): the pre-authorisation (POST /paynet/wirePreAuth with the
 * checkout's method) answers the bank's page (the sandbox bank in test mode: approve, cancel, fail),
 * which returns to /flow/processing.
 */
export function OnlineBankingScreen({ client, t, session, navigation }: ScreenProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [bankPage, setBankPage] = useState<string | undefined>();
  if (session === undefined) return null;
  if (bankPage !== undefined) {
    return (
      <section className="flow-screen">
        <ScreenHeading description={t('checkout:bank.description')}>{t('checkout:bank.title')}</ScreenHeading>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            if (openHostedPage(bankPage)) navigation.replace(flowHref('/processing'));
          }}
        >
          {t('checkout:bank.toBank')}
        </button>
      </section>
    );
  }
  const go = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    const method = session.transaction.payment_method === 'Online Banking ZA' ? 'Online Banking ZA' : 'Online Banking';
    const outcome = await client.call(checkoutEndpoints.wirePreAuth, {
      body: { checkout_id: session.checkoutId, payment_method: method },
    });
    const url = outcome.ok ? outcome.data.request_details.redirect_url : null;
    if (isSafeRedirect(url)) {
      if (!isFramed()) return void openHostedPage(url);
      setBankPage(url); // inside a host page the bank opens in a popup, from the guest's click
      setBusy(false);
      return;
    }
    setBusy(false);
    setFailed(true);
  };
  return (
    <section className="flow-screen">
      <ScreenHeading description={t('checkout:bank.description')}>{t('checkout:bank.title')}</ScreenHeading>
      <form className="form" onSubmit={go}>
        {failed && <ErrorNotice>{t('checkout:bank.failed')}</ErrorNotice>}
        <SubmitButton busy={busy}>{t('checkout:bank.toBank')}</SubmitButton>
      </form>
    </section>
  );
}

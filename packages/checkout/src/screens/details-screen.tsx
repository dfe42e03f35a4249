import { useRef, useState } from 'react';
import {
  checkoutContactFormSchema,
  checkoutEndpoints,
  checkoutPaymentMethods,
  citySchema,
  countryCodes,
  countrySchema,
  dateOfBirthSchema,
  firstIssueByField,
  intlLocale,
  stateSchema,
  streetNameSchema,
  zipCodeSchema,
} from '@platform/core';
import { errorCodeOf } from '../api/flow-client.js';
import { ErrorNotice, Field, FlowLink, ScreenHeading, SubmitButton } from '../components/flow-ui.js';
import { emitCheckoutEvent } from '../events/checkout-events.js';
import { writeFlowToken } from '../flow/flow-token.js';
import { $draft } from '../stores/buy-store.js';
import { baseUnitsOf } from '../stores/money.js';
import { liveQuote, requestQuote } from '../stores/quote-store.js';
import { VerifyCodes } from './verify-codes.js';
import type { ScreenProps } from './screen-props.js';

/** Spec §5: contact details, date of birth, the address fields with their minimums, and both acceptances. */
const detailsFormSchema = checkoutContactFormSchema.extend({
  dateOfBirth: dateOfBirthSchema,
  address1: streetNameSchema,
  city: citySchema,
  state: stateSchema,
  zipCode: zipCodeSchema,
  country: countrySchema,
});

type TextField =
  'firstName' | 'lastName' | 'email' | 'mobile' | 'dateOfBirth' | 'address1' | 'city' | 'state' | 'zipCode';
const textFields: [TextField, string, string][] = [
  ['firstName', 'given-name', 'text'],
  ['lastName', 'family-name', 'text'],
  ['email', 'email', 'email'],
  ['mobile', 'tel', 'tel'],
  ['dateOfBirth', 'bday', 'text'],
  ['address1', 'address-line1', 'text'],
  ['city', 'address-level2', 'text'],
  ['state', 'address-level1', 'text'],
  ['zipCode', 'postal-code', 'text'],
];

/**
 * The Details step: contact and billing details (POST /checkout, then POST /checkout/billing), the
 * payment method, Terms and Conditions and Refund Policy; then the email and SMS codes.
 */
export function DetailsScreen({ client, t, locale, navigation }: ScreenProps) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [checkoutId, setCheckoutId] = useState<string | undefined>();
  const draft = $draft.get();

  if (checkoutId !== undefined) {
    return <VerifyCodes client={client} t={t} checkoutId={checkoutId} navigation={navigation} />;
  }
  if (draft.address === '') {
    // Reached without the buy step (a reload): the order is chosen there first.
    return (
      <section className="flow-screen">
        <ScreenHeading>{t('checkout:details.title')}</ScreenHeading>
        <p>{t('checkout:details.startWithBuy')}</p>
        <FlowLink navigation={navigation} to="/" primary>
          {t('checkout:buy.title')}
        </FlowLink>
      </section>
    );
  }

  const submit = async (event: Event) => {
    event.preventDefault();
    // Read from the form itself (uncontrolled fields): what the guest typed last is what is sent.
    const data = new FormData(form.current ?? undefined);
    const values = Object.fromEntries([...data.entries()].map(([name, value]) => [name, String(value)]));
    const method = values['payment_method'] ?? 'Credit Card';
    const parsed = detailsFormSchema.safeParse({
      ...values,
      acceptTerms: data.get('acceptTerms') === 'on',
      acceptRefundPolicy: data.get('acceptRefundPolicy') === 'on',
    });
    if (!parsed.success) {
      const byField = firstIssueByField(parsed.error);
      setErrors(byField);
      const first = Object.keys(byField)[0];
      if (first !== undefined) document.getElementById(`details-${first}`)?.focus();
      return;
    }
    setErrors({});
    setFailure(undefined);
    const quote = liveQuote();
    if (quote === undefined) {
      // Never a stale rate: a new quote, which the guest sees before confirming again.
      await requestQuote(client, draft);
      setFailure(t('checkout:details.requoted'));
      return;
    }
    setBusy(true);
    const fields = parsed.data;
    const created = await client.call(checkoutEndpoints.createCheckout, {
      body: {
        quote_id: quote.quote_id,
        first_name: fields.firstName,
        last_name: fields.lastName,
        email: fields.email,
        mobile: fields.mobile,
        date_of_birth: fields.dateOfBirth,
        crypto_address: draft.address.trim(),
        payment_method: method as (typeof checkoutPaymentMethods)[number],
        accept_terms: true,
        accept_refund_policy: true,
        client_order_id: quote.quote_id,
      },
    });
    if (!created.ok) {
      setBusy(false);
      const code = errorCodeOf(created);
      if (code === 'conflict') await requestQuote(client, draft);
      setFailure(t(code === 'conflict' ? 'checkout:details.requoted' : 'checkout:details.createFailed'));
      return;
    }
    const details = created.data.request_details;
    writeFlowToken(details.flow_token);
    const order = details.order;
    const fiat = baseUnitsOf(order.fiat_currency as 'EUR', order.fiat_amount);
    const crypto = baseUnitsOf(order.crypto_currency as 'BTC', order.crypto_amount);
    if (fiat !== undefined && crypto !== undefined) {
      emitCheckoutEvent('order_created', {
        order: {
          id: details.transaction_token,
          fiat_currency: order.fiat_currency,
          fiat_amount: fiat.toString(),
          crypto_currency: order.crypto_currency,
          crypto_amount: crypto.toString(),
        },
      });
    }
    await client.call(checkoutEndpoints.checkoutBilling, {
      body: {
        checkout_id: details.transaction_token,
        address1: fields.address1,
        city: fields.city,
        state: fields.state,
        country: fields.country,
        zip_code: fields.zipCode,
        date_of_birth: fields.dateOfBirth,
      },
    });
    setBusy(false);
    setCheckoutId(details.transaction_token);
  };

  const error = (name: string) => (errors[name] === undefined ? undefined : t(errors[name]));
  const regions =
    typeof Intl.DisplayNames === 'function'
      ? new Intl.DisplayNames([intlLocale(locale)], { type: 'region' })
      : undefined;

  return (
    <section className="flow-screen">
      <ScreenHeading description={t('checkout:details.description')}>{t('checkout:details.title')}</ScreenHeading>
      <form className="form" ref={form} onSubmit={submit} noValidate>
        <ErrorNotice>{failure}</ErrorNotice>
        <div className="form__row">
          {textFields.map(([name, autoComplete, type]) => (
            <Field
              key={name}
              id={`details-${name}`}
              label={t(`checkout:details.${name}`)}
              error={error(name)}
              {...(name === 'dateOfBirth' ? { hint: 'YYYY-MM-DD' } : {})}
            >
              {(aria) => <input {...aria} name={name} type={type} autoComplete={autoComplete} />}
            </Field>
          ))}
          <Field id="details-country" label={t('checkout:details.country')} error={error('country')}>
            {(aria) => (
              <select {...aria} name="country" autoComplete="country" defaultValue="">
                <option value="">{t('checkout:details.chooseCountry')}</option>
                {countryCodes.map((code) => (
                  <option key={code} value={code}>
                    {regions?.of(code) ?? code}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <fieldset className="field">
          <legend className="field__label">{t('checkout:details.paymentMethod')}</legend>
          {checkoutPaymentMethods.map((name) => (
            <label key={name} className="field--check">
              <input type="radio" name="payment_method" value={name} defaultChecked={name === 'Credit Card'} />{' '}
              {t(`checkout:methods.${name.replace(/ /g, '')}`)}
            </label>
          ))}
        </fieldset>
        {(['acceptTerms', 'acceptRefundPolicy'] as const).map((name) => (
          <div
            key={name}
            className={errors[name] === undefined ? 'field field--check' : 'field field--check field--invalid'}
          >
            <input
              id={`details-${name}`}
              name={name}
              type="checkbox"
              aria-describedby={`details-${name}-error`}
              {...(errors[name] === undefined ? {} : { 'aria-invalid': true })}
            />
            <label htmlFor={`details-${name}`}>{t(`checkout:details.${name}`)}</label>
            <span className="field__error" id={`details-${name}-error`} aria-live="polite">
              {error(name)}
            </span>
          </div>
        ))}
        <SubmitButton busy={busy}>{t('checkout:details.continue')}</SubmitButton>
      </form>
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { checkoutEndpoints } from '@platform/core';
import { ErrorNotice, Field, ScreenHeading, SubmitButton } from '../components/flow-ui.js';
import { emitCheckoutEvent, orderSummaryOf } from '../events/checkout-events.js';
import { flowHref } from '../stores/flow-store.js';
import { isFramed, openHostedPage } from '../flow/hosted-page.js';
import { pollCheckout } from '../stores/poll-store.js';
import { OrderSummary } from './order-summary.js';
import type { ScreenProps } from './screen-props.js';

/** Decline codes the sandbox PSP (Stripe's test cards) and real PSPs answer; anything else reads as a generic decline. */
const knownDeclines = new Set([
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'processing_error',
  'authentication_failed',
]);

/** A redirect the frame may follow: a path of this origin or an http(s) URL (the hosted 3-D Secure or bank page). */
export function isSafeRedirect(url: string | null): url is string {
  return url !== null && (/^\/(?!\/)/.test(url) || /^https?:\/\/[^\s]+$/.test(url));
}

/** The Luhn check every card number passes (a typo is caught before anything is sent). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function expiryOf(text: string): { month: number; year: number } | undefined {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (match === null) return undefined;
  const month = Number(match[1]);
  const year = Number(match[2]!.length === 2 ? `20${match[2]}` : match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/**
 * The card payment (POST /paynet/deposit). The card's fields live in this form only, never in a
 * store, and are emptied once sent. "Requires 3-D Secure" goes to the challenge page, which comes
 * back to /flow/processing; a decline says why in the guest's language and lets them try another card.
 */
export function PaymentScreen({ client, t, locale, session, navigation, search }: ScreenProps) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A decline the 3-D Secure page reported (it comes back to /flow/processing?payment=declined&code=…).
  const [decline, setDecline] = useState<string | undefined>(() => {
    const code = new URLSearchParams(search).get('declined');
    return code === null ? undefined : t(`checkout:declines.${knownDeclines.has(code) ? code : 'card_declined'}`);
  });
  const [challenge, setChallenge] = useState<string | undefined>();
  // The 3-D Secure page is open in a popup (a framed checkout): this frame waits on the card screen
  // (spec §4 sends a card checkout without payment_status to /payment, so /processing would bounce
  // back here) and polls until the payment moves, then goes on to /processing.
  const [challengeOpen, setChallengeOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!challengeOpen) return undefined;
    return pollCheckout(client, (next) => {
      const status = next.order?.status;
      const moved =
        next.transaction.payment_status !== undefined ||
        (status !== undefined && status !== 'created' && status !== 'payment_pending');
      if (moved) navigation.replace(flowHref('/processing'));
      return moved;
    });
  }, [challengeOpen, client, navigation]);
  if (session === undefined) return null;

  const submit = async (event: Event) => {
    event.preventDefault();
    const fields = new FormData(form.current ?? undefined);
    const read = (name: string) => String(fields.get(name) ?? '').trim();
    const number = read('cc-number').replace(/[\s-]/g, '');
    const expiry = expiryOf(read('cc-exp'));
    const cvc = read('cc-csc');
    const name = read('cc-name');
    const problems: Record<string, string> = {};
    if (name.length < 2) problems['cc-name'] = t('checkout:card.nameInvalid');
    if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) problems['cc-number'] = t('checkout:card.numberInvalid');
    if (expiry === undefined) problems['cc-exp'] = t('checkout:card.expiryInvalid');
    if (!/^\d{3,4}$/.test(cvc)) problems['cc-csc'] = t('checkout:card.cvcInvalid');
    setErrors(problems);
    setDecline(undefined);
    if (Object.keys(problems).length > 0 || expiry === undefined) {
      document.getElementById(Object.keys(problems)[0] ?? 'cc-number')?.focus();
      return;
    }
    setBusy(true);
    const outcome = await client.call(checkoutEndpoints.paynetDeposit, {
      body: {
        checkout_id: session.checkoutId,
        card_number: number,
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc,
        holder_name: name,
        return_path: '/flow/processing',
      },
    });
    form.current?.reset(); // the card leaves the page with the request
    setBusy(false);
    const order = orderSummaryOf(session.checkoutId, session.transaction);
    if (!outcome.ok) {
      setDecline(t('checkout:card.failed'));
      return;
    }
    const payment = outcome.data.request_details;
    if (payment.status === 'requires_action' && isSafeRedirect(payment.redirect_url)) {
      if (isFramed())
        setChallenge(payment.redirect_url); // a popup needs the guest's click
      else openHostedPage(payment.redirect_url);
      return;
    }
    if (payment.status === 'authorized' || payment.status === 'captured') {
      if (order !== undefined) emitCheckoutEvent('payment_authorized', { order });
      navigation.replace(flowHref('/processing'));
      return;
    }
    const code = payment.decline_code ?? 'generic_decline';
    if (order !== undefined) emitCheckoutEvent('order_failed', { order, reason: 'declined', code });
    setDecline(t(`checkout:declines.${knownDeclines.has(code) ? code : 'card_declined'}`));
    document.getElementById('cc-number')?.focus();
  };

  const cardField = (name: string, autoComplete: string, extra: Record<string, string | number> = {}) => (
    <Field id={name} label={t(`checkout:card.${name}`)} error={errors[name]}>
      {(aria) => <input {...aria} name={name} autoComplete={autoComplete} {...extra} />}
    </Field>
  );

  if (challenge !== undefined) {
    return (
      <section className="flow-screen">
        <ScreenHeading description={t('checkout:card.challengeNote')}>{t('checkout:card.title')}</ScreenHeading>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            if (openHostedPage(challenge)) setChallengeOpen(true);
          }}
        >
          {t('checkout:card.challenge')}
        </button>
      </section>
    );
  }

  return (
    <section className="flow-screen">
      <ScreenHeading description={t('checkout:card.description')}>{t('checkout:card.title')}</ScreenHeading>
      <OrderSummary t={t} locale={locale} session={session} />
      <form className="form" ref={form} onSubmit={submit} noValidate>
        <ErrorNotice>{decline}</ErrorNotice>
        {cardField('cc-name', 'cc-name')}
        {cardField('cc-number', 'cc-number', { inputMode: 'numeric', maxLength: 23 })}
        <div className="form__row">
          {cardField('cc-exp', 'cc-exp', { inputMode: 'numeric', placeholder: 'MM/YY', maxLength: 7 })}
          {cardField('cc-csc', 'cc-csc', { inputMode: 'numeric', maxLength: 4 })}
        </div>
        <SubmitButton busy={busy}>{t('checkout:card.pay')}</SubmitButton>
      </form>
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/preact';
import { isCryptoCurrency, isFiatCurrency, type CryptoCurrency, type FiatCurrency } from '@platform/core';
import { ErrorNotice, Field, ScreenHeading, Summary, SubmitButton } from '../components/flow-ui.js';
import {
  $coupon,
  $draft,
  checkAmount,
  flowCryptoCurrencies,
  flowFiatCurrencies,
  startDraft,
  updateDraft,
} from '../stores/buy-store.js';
import { money } from '../stores/money.js';
import { $quote, $quoteSeconds, dropQuote, requestQuote, startQuoteCountdown } from '../stores/quote-store.js';
import { checkAddress } from '../stores/address-check.js';
import { flowHref } from '../stores/flow-store.js';
import type { ScreenProps } from './screen-props.js';

const countdownText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The Buy Coins step (spec §2 buy, buy/widget, test; §9 defaults): amount and currencies, a quote
 * locked for 180 s with a visible countdown (re-quoted at zero), the processing fee and coupon
 * lines, a promo code, the order summary and the destination address checked per coin.
 */
export function BuyScreen({ client, t, locale, path, search, testMode, navigation }: ScreenProps) {
  // A new visit starts from the spec's defaults (the test route's 30 EUR) and the entry URL's merchant,
  // before the first render (so nothing the guest types can be reset by it); coming back keeps the draft.
  const query = new URLSearchParams(search);
  startDraft(`${path}${search}${testMode}`, {
    test: path === '/test' && testMode,
    merchantId: query.get('merchant_id') ?? '',
    fiat: query.get('currency') ?? undefined,
    crypto: query.get('crypto') ?? undefined,
  });
  const draft = useStore($draft);
  const quote = useStore($quote);
  const seconds = useStore($quoteSeconds);
  const coupon = useStore($coupon);
  const [addressError, setAddressError] = useState<string | undefined>();
  const [couponMessage, setCouponMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const amount = checkAmount(draft);
  // The first quote is asked for at once (the step is ready when it is in); later ones wait until
  // the guest stops typing for 300 ms.
  const quotedOnce = useRef(false);
  // Re-quote when the amount, the currencies or the coupon change, and when the lock runs out.
  useEffect(() => {
    if (!amount.ok) {
      dropQuote();
      return;
    }
    const timer = setTimeout(() => void requestQuote(client, $draft.get()), quotedOnce.current ? 300 : 0);
    quotedOnce.current = true;
    return () => clearTimeout(timer);
  }, [client, draft.fiat, draft.crypto, draft.amountText, draft.test, coupon?.code, amount.ok]);
  useEffect(() => startQuoteCountdown(() => void requestQuote(client, $draft.get())), [client]);

  const applyCoupon = async () => {
    const code = draft.couponCode.trim();
    if (code === '') return;
    const { checkoutEndpoints } = await import('../api/rows.js');
    const outcome = await client.call(checkoutEndpoints.validateCoupon, {
      body: {
        coupon_code: code,
        fiat_currency: draft.fiat,
        ...(draft.merchantId ? { merchant_id: draft.merchantId } : {}),
      },
    });
    if (outcome.ok) {
      $coupon.set({ code, percent: outcome.data.request_details.discount_percent });
      setCouponMessage(t('checkout:buy.couponApplied'));
    } else {
      $coupon.set(undefined);
      updateDraft({ couponCode: '' });
      setCouponMessage(t('checkout:buy.couponInvalid'));
    }
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    const current = $draft.get(); // the store, not this render's copy: the last keystroke may not have rendered yet
    if (!checkAmount(current).ok || $quote.get().status !== 'ready') return;
    setBusy(true);
    const problem = await checkAddress(current.crypto, current.address.trim(), testMode);
    setBusy(false);
    setAddressError(problem === undefined ? undefined : t(`checkout:address.${problem}`));
    if (problem !== undefined) {
      document.getElementById('buy-address')?.focus();
      return;
    }
    navigation.push(flowHref('/details'));
  };

  const amountError = amount.ok ? undefined : t(`checkout:buy.amount_${amount.problem}`);
  const rows: [string, string][] = [];
  if (quote.status === 'ready') {
    const q = quote.quote;
    const fiat = q.fiat_currency as FiatCurrency;
    const crypto = q.crypto_currency as CryptoCurrency;
    if (isFiatCurrency(fiat) && isCryptoCurrency(crypto)) {
      rows.push([t('checkout:summary.youPay'), money(fiat, q.fiat_amount, locale)]);
      rows.push([t('checkout:summary.rate'), `1 ${crypto} = ${money(fiat, q.rate, locale)}`]);
      for (const line of q.lines) {
        if (line.kind === 'processing_fee' || line.kind === 'merchant_fee' || line.kind === 'coupon_discount') {
          const label = `${t(`checkout:summary.${line.kind}`)}${line.percent === undefined ? '' : ` (${line.percent}%)`}`;
          rows.push([label, `${line.kind === 'coupon_discount' ? '−' : ''}${money(fiat, line.amount, locale)}`]);
        }
      }
      rows.push([t('checkout:summary.youGet'), money(crypto, q.crypto_amount, locale)]);
    }
  }

  return (
    <section className="flow-screen">
      <ScreenHeading description={t('checkout:buy.description')}>{t('checkout:buy.title')}</ScreenHeading>
      <form className="form" onSubmit={submit} noValidate>
        <div className="form__row">
          <Field id="buy-amount" label={t('checkout:buy.amount')} error={amountError}>
            {(aria) => (
              <input
                {...aria}
                inputMode="decimal"
                autoComplete="off"
                value={draft.amountText}
                onInput={(event) => updateDraft({ amountText: event.currentTarget.value })}
              />
            )}
          </Field>
          <Field id="buy-fiat" label={t('checkout:buy.fiat')}>
            {(aria) => (
              <select
                {...aria}
                value={draft.fiat}
                onChange={(event) => updateDraft({ fiat: event.currentTarget.value as FiatCurrency })}
              >
                {flowFiatCurrencies.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="buy-crypto" label={t('checkout:buy.crypto')}>
            {(aria) => (
              <select
                {...aria}
                value={draft.crypto}
                onChange={(event) => updateDraft({ crypto: event.currentTarget.value as CryptoCurrency })}
              >
                {flowCryptoCurrencies.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field
          id="buy-coupon"
          label={t('checkout:buy.coupon')}
          error={coupon === undefined ? couponMessage : undefined}
        >
          {(aria) => (
            <div className="input-affix">
              <input
                {...aria}
                value={draft.couponCode}
                onInput={(event) => updateDraft({ couponCode: event.currentTarget.value })}
              />
              <button type="button" className="button button--secondary" onClick={() => void applyCoupon()}>
                {t('checkout:buy.applyCoupon')}
              </button>
            </div>
          )}
        </Field>
        {coupon !== undefined && couponMessage !== undefined && <p role="status">{couponMessage}</p>}
        <section aria-labelledby="buy-summary" className="card">
          <h2 id="buy-summary" className="card__title">
            {t('checkout:summary.title')}
          </h2>
          {quote.status === 'ready' && <Summary label={t('checkout:summary.title')} rows={rows} />}
          {quote.status === 'loading' && <p role="status">{t('app:loading')}</p>}
          {quote.status === 'error' && <ErrorNotice>{quote.message ?? t('checkout:buy.quoteFailed')}</ErrorNotice>}
          {/* The countdown is announced only when a minute is left and on re-quote, not every second. */}
          {quote.status === 'ready' && (
            <p className="flow-countdown">
              {t('checkout:buy.rateLocked')} <span>{countdownText(seconds)}</span>
              <span className="visually-hidden" aria-live="polite">
                {seconds <= 60 && seconds > 0 && seconds % 30 === 0
                  ? `${t('checkout:buy.rateLocked')} ${countdownText(seconds)}`
                  : ''}
                {seconds === 0 ? t('checkout:buy.requoting') : ''}
              </span>
            </p>
          )}
        </section>
        <Field id="buy-address" label={`${t('checkout:buy.address')} (${draft.crypto})`} error={addressError}>
          {(aria) => (
            <input
              {...aria}
              autoComplete="off"
              spellcheck={false}
              value={draft.address}
              onInput={(event) => updateDraft({ address: event.currentTarget.value })}
            />
          )}
        </Field>
        <SubmitButton busy={busy || quote.status === 'loading'}>{t('checkout:buy.continue')}</SubmitButton>
      </form>
    </section>
  );
}

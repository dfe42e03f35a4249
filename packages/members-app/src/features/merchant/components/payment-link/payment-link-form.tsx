import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fiatCurrencies, fiatSign } from '@platform/core';
import { useCreatePaymentLink, type CreatedPaymentLink } from '../../api/create-payment-link.js';
import { useFieldFailures } from '../../hooks/use-merchant-failure.js';
import {
  amountProblem,
  defaultLinkExpiry,
  linkExpiryChoices,
  maxOrderIdLength,
  maxProductLength,
  newIdempotencyKey,
  paymentLinkRequest,
  type LinkExpiry,
  type PaymentLinkDraft,
} from '../../utils/payment-link-draft.js';
import { Field } from '../../../../components/ui/field.js';
import { FormMessage } from '../../../../components/ui/form-message.js';

const serverFields = ['amount', 'currency', 'product', 'order_id', 'expires_in'] as const;
type ServerField = (typeof serverFields)[number];

/**
 * The payment link form: amount (fiat, 2 decimals), currency, product, order id and how long the
 * link stays open (the server's 24 h unless chosen otherwise). One idempotency key per draft, so a double submit or a retry after a lost answer creates
 * one payment; any change to the draft takes a new key.
 */
export function PaymentLinkForm({
  initialCurrency,
  focusOnMount = false,
  onCreated,
}: {
  initialCurrency: PaymentLinkDraft['currency'];
  /** After "Create another payment link" focus goes to the amount, not back to the page's top. */
  focusOnMount?: boolean;
  onCreated: (created: CreatedPaymentLink) => void;
}) {
  const { t } = useTranslation('merchant');
  const create = useCreatePaymentLink();
  const fieldFailures = useFieldFailures(serverFields);
  const [draft, setDraft] = useState<PaymentLinkDraft>({
    amount: '',
    currency: initialCurrency,
    product: '',
    orderId: '',
    expiry: defaultLinkExpiry,
  });
  const [errors, setErrors] = useState<Partial<Record<ServerField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  const change = (next: Partial<PaymentLinkDraft>) => {
    idempotencyKey.current = newIdempotencyKey();
    setDraft({ ...draft, ...next });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    const problem = amountProblem(draft);
    if (problem !== null) return setErrors({ amount: t(`paymentLink.errors.${problem}`) });
    setErrors({});
    const request = paymentLinkRequest(draft, idempotencyKey.current);
    create.mutate(request, {
      onSuccess: (created) => {
        idempotencyKey.current = newIdempotencyKey();
        onCreated(created);
      },
      onError: (error) => {
        const failure = fieldFailures(error);
        setErrors(failure.byField);
        setGeneral(failure.general);
      },
    });
  };
  return (
    <form className="form merchant-form" onSubmit={submit} noValidate aria-labelledby="payment-link-form-title">
      <h2 id="payment-link-form-title">{t('paymentLink.formTitle')}</h2>
      <div className="merchant-form__row">
        <Field label={t('paymentLink.amount')} hint={t('paymentLink.amountHint')} error={errors.amount}>
          <input
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            autoFocus={focusOnMount}
            required
            value={draft.amount}
            onChange={(event) => change({ amount: event.currentTarget.value })}
          />
        </Field>
        <Field label={t('paymentLink.currency')} error={errors.currency}>
          <select
            name="currency"
            value={draft.currency}
            onChange={(event) => change({ currency: event.currentTarget.value as PaymentLinkDraft['currency'] })}
          >
            {fiatCurrencies.map((code) => (
              <option key={code} value={code}>
                {`${code} (${fiatSign(code)})`}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field label={t('paymentLink.product')} hint={t('common.optional')} error={errors.product}>
        <input
          name="product"
          maxLength={maxProductLength}
          value={draft.product}
          onChange={(event) => change({ product: event.currentTarget.value })}
        />
      </Field>
      <Field label={t('paymentLink.orderId')} hint={t('common.optional')} error={errors.order_id}>
        <input
          name="order_id"
          maxLength={maxOrderIdLength}
          autoComplete="off"
          value={draft.orderId}
          onChange={(event) => change({ orderId: event.currentTarget.value })}
        />
      </Field>
      <Field label={t('paymentLink.expiry')} error={errors.expires_in}>
        <select
          name="expiry"
          value={draft.expiry}
          onChange={(event) => change({ expiry: event.currentTarget.value as LinkExpiry })}
        >
          {(Object.keys(linkExpiryChoices) as LinkExpiry[]).map((choice) => (
            <option key={choice} value={choice}>
              {t(`paymentLink.expiryChoices.${choice}`)}
            </option>
          ))}
        </select>
      </Field>
      <FormMessage error={general} />
      <div>
        <button
          type="submit"
          className="button button--primary"
          disabled={create.isPending}
          aria-busy={create.isPending}
        >
          {create.isPending ? t('paymentLink.creating') : t('paymentLink.create')}
        </button>
      </div>
    </form>
  );
}

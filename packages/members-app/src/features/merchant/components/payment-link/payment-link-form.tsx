import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fiatCurrencies, fiatSign } from '@platform/core';
import { Field } from '../../../../components/ui/field.js';
import { FormMessage } from '../../../../components/ui/form-message.js';
import { useMessageText } from '../../../../lib/message-text.js';
import { useSchemaForm } from '../../../../lib/use-schema-form.js';
import { useCreatePaymentLink, type CreatedPaymentLink } from '../../api/create-payment-link.js';
import { useFormFailure } from '../../hooks/use-merchant-failure.js';
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
import { SubmitButton } from '../../../../components/ui/submit-button.js';

const serverFields = ['amount', 'currency', 'product', 'order_id', 'expires_in'] as const;

/** A draft whose amount the server would take (fiat, 2 decimals, more than 0, at most 1,000,000). */
const paymentLinkFormSchema = z
  .object({
    amount: z.string(),
    currency: z.enum(fiatCurrencies),
    product: z.string(),
    orderId: z.string(),
    expiry: z.enum(Object.keys(linkExpiryChoices) as [LinkExpiry, ...LinkExpiry[]]),
  })
  .superRefine((draft, context) => {
    const problem = amountProblem(draft);
    if (problem !== null) {
      context.addIssue({ code: 'custom', path: ['amount'], message: `merchant:paymentLink.errors.${problem}` });
    }
  });

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
  const messageText = useMessageText();
  const create = useCreatePaymentLink();
  const form = useSchemaForm<typeof paymentLinkFormSchema, PaymentLinkDraft>(paymentLinkFormSchema, {
    amount: '',
    currency: initialCurrency,
    product: '',
    orderId: '',
    expiry: defaultLinkExpiry,
  });
  const showFailure = useFormFailure(serverFields, form.setErrors, { order_id: 'orderId', expires_in: 'expiry' });
  const idempotencyKey = useRef(newIdempotencyKey());
  const change = <Name extends keyof PaymentLinkDraft>(name: Name, value: PaymentLinkDraft[Name]) => {
    idempotencyKey.current = newIdempotencyKey();
    form.setValue(name, value);
  };
  const submit = form.submitWith((draft) =>
    create.mutate(paymentLinkRequest(draft, idempotencyKey.current), {
      onSuccess: (created) => {
        idempotencyKey.current = newIdempotencyKey();
        onCreated(created);
      },
      onError: showFailure,
    }),
  );
  const error = (name: string) => (form.errors[name] ? messageText(form.errors[name]) : null);
  return (
    <form className="form merchant-form" onSubmit={submit} noValidate aria-labelledby="payment-link-form-title">
      <h2 id="payment-link-form-title">{t('paymentLink.formTitle')}</h2>
      <div className="merchant-form__row">
        <Field label={t('paymentLink.amount')} hint={t('paymentLink.amountHint')} error={error('amount')}>
          <input
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            autoFocus={focusOnMount}
            required
            value={form.values.amount}
            onChange={(event) => change('amount', event.currentTarget.value)}
          />
        </Field>
        <Field label={t('paymentLink.currency')} error={error('currency')}>
          <select
            name="currency"
            value={form.values.currency}
            onChange={(event) => change('currency', event.currentTarget.value as PaymentLinkDraft['currency'])}
          >
            {fiatCurrencies.map((code) => (
              <option key={code} value={code}>
                {`${code} (${fiatSign(code)})`}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field label={t('paymentLink.product')} hint={t('common.optional')} error={error('product')}>
        <input
          name="product"
          maxLength={maxProductLength}
          value={form.values.product}
          onChange={(event) => change('product', event.currentTarget.value)}
        />
      </Field>
      <Field label={t('paymentLink.orderId')} hint={t('common.optional')} error={error('orderId')}>
        <input
          name="order_id"
          maxLength={maxOrderIdLength}
          autoComplete="off"
          value={form.values.orderId}
          onChange={(event) => change('orderId', event.currentTarget.value)}
        />
      </Field>
      <Field label={t('paymentLink.expiry')} error={error('expiry')}>
        <select
          name="expiry"
          value={form.values.expiry}
          onChange={(event) => change('expiry', event.currentTarget.value as LinkExpiry)}
        >
          {(Object.keys(linkExpiryChoices) as LinkExpiry[]).map((choice) => (
            <option key={choice} value={choice}>
              {t(`paymentLink.expiryChoices.${choice}`)}
            </option>
          ))}
        </select>
      </Field>
      <FormMessage error={error('')} />
      <div>
        <SubmitButton
          pending={create.isPending}
          label={t('paymentLink.create')}
          pendingLabel={t('paymentLink.creating')}
        />
      </div>
    </form>
  );
}

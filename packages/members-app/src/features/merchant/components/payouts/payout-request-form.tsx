import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { cryptoCurrencies, fiatCurrencies, isCryptoCurrency } from '@platform/core';
import { useStepUp } from '../../../../components/ui/step-up-dialog.js';
import { useCreateMerchantPayout } from '../../api/merchant-payouts.js';
import { useFormFailure } from '../../hooks/use-merchant-failure.js';
import { newIdempotencyKey, payoutBody, payoutDecimals, type PayoutDraft } from '../../utils/payout-draft.js';
import { Field } from '../../../../components/ui/field.js';
import { FormMessage } from '../../../../components/ui/form-message.js';
import { useMessageText } from '../../../../lib/message-text.js';
import { useSchemaForm } from '../../../../lib/use-schema-form.js';
import { SubmitButton } from '../../../../components/ui/submit-button.js';

const payoutFields = ['currency', 'amount', 'payout_currency'] as const;

/** A draft the server would take: the amount a decimal above zero with at most the currency's decimals. */
const payoutFormSchema = z
  .object({ currency: z.string(), amount: z.string(), payoutCurrency: z.string() })
  .superRefine((draft, context) => {
    const checked = payoutBody(draft, '');
    if (!checked.ok) context.addIssue({ code: 'custom', path: ['amount'], message: `merchant:${checked.problem.key}` });
  });

const emptyDraft: PayoutDraft = { currency: 'EUR', amount: '', payoutCurrency: '' };

/**
 * "Request payout" (POST /users/merchant/payouts): one balance to the settlement bank account. The
 * idempotency key belongs to the draft: a retry of the same request (after a failure, or after the
 * re-authentication the server asks for with `step_up_required`, through the app's step-up dialog)
 * sends the same key, so it never books a second payout; a changed draft or a success gets a new one.
 */
export function PayoutRequestForm() {
  const { t } = useTranslation('merchant');
  const { withStepUp, dialog } = useStepUp();
  const create = useCreateMerchantPayout(withStepUp);
  const messageText = useMessageText();
  const form = useSchemaForm<typeof payoutFormSchema, PayoutDraft>(payoutFormSchema, emptyDraft);
  const showFailure = useFormFailure(payoutFields, form.setErrors, { payout_currency: 'payoutCurrency' });
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [requested, setRequested] = useState<string | null>(null);
  const draft = form.values;
  const change = (name: keyof PayoutDraft) => (event: { currentTarget: { value: string } }) => {
    form.setValue(name, event.currentTarget.value);
    setIdempotencyKey(newIdempotencyKey());
  };
  const request = form.submitWith((checkedDraft) => {
    const checked = payoutBody(checkedDraft, idempotencyKey);
    if (!checked.ok) return;
    create.mutate(checked.body, {
      onSuccess: (payout) => {
        setRequested(payout.reference);
        form.setAll(emptyDraft);
        setIdempotencyKey(newIdempotencyKey());
      },
      onError: showFailure,
    });
  });
  const errors = {
    currency: form.errors['currency'] ? messageText(form.errors['currency']) : null,
    amount: form.errors['amount']
      ? messageText(form.errors['amount'], { decimals: payoutDecimals(draft.currency) })
      : null,
    payout_currency: form.errors['payoutCurrency'] ? messageText(form.errors['payoutCurrency']) : null,
  };
  const general = form.errors[''] ? messageText(form.errors['']) : null;
  const coin = isCryptoCurrency(draft.currency);
  return (
    <section className="merchant-card" aria-labelledby="payout-request-title">
      <h2 id="payout-request-title">{t('payouts.title')}</h2>
      <p className="merchant-muted">{t('payouts.intro')}</p>
      <form
        className="form merchant-form"
        onSubmit={(event) => {
          setRequested(null);
          request(event);
        }}
        noValidate
      >
        <Field label={t('payouts.currency')} error={errors.currency}>
          <select name="currency" value={draft.currency} onChange={change('currency')}>
            {[...fiatCurrencies, ...cryptoCurrencies].map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('payouts.amount')} error={errors.amount}>
          <input
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            maxLength={40}
            required
            value={draft.amount}
            onChange={change('amount')}
          />
        </Field>
        {coin ? (
          <Field
            label={t('payouts.payoutCurrency')}
            hint={t('payouts.payoutCurrencyHint')}
            error={errors.payout_currency}
          >
            <select name="payout_currency" value={draft.payoutCurrency} onChange={change('payoutCurrency')}>
              <option value="">{t('payouts.defaultPayoutCurrency')}</option>
              {fiatCurrencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <FormMessage error={general} success={requested ? t('payouts.requested', { reference: requested }) : null} />
        <div>
          <SubmitButton pending={create.isPending} label={t('payouts.submit')} pendingLabel={t('payouts.submitting')} />
        </div>
      </form>
      {dialog}
    </section>
  );
}

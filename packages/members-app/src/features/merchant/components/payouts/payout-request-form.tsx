import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cryptoCurrencies, fiatCurrencies, isCryptoCurrency } from '@platform/core';
import { useStepUp } from '../../../../components/ui/step-up-dialog.js';
import { useCreateMerchantPayout } from '../../api/merchant-payouts.js';
import { useFieldFailures } from '../../hooks/use-merchant-failure.js';
import { newIdempotencyKey, payoutBody, type PayoutDraft } from '../../utils/payout-draft.js';
import { Field } from '../../../../components/ui/field.js';
import { FormMessage } from '../../../../components/ui/form-message.js';

const payoutFields = ['currency', 'amount', 'payout_currency'] as const;
type PayoutField = (typeof payoutFields)[number];

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
  const fieldFailures = useFieldFailures(payoutFields);
  const [draft, setDraft] = useState<PayoutDraft>(emptyDraft);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [errors, setErrors] = useState<Partial<Record<PayoutField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [requested, setRequested] = useState<string | null>(null);
  const change = (name: keyof PayoutDraft) => (event: { currentTarget: { value: string } }) => {
    setDraft({ ...draft, [name]: event.currentTarget.value });
    setIdempotencyKey(newIdempotencyKey());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    setRequested(null);
    const checked = payoutBody(draft, idempotencyKey);
    if (!checked.ok) {
      const { problem } = checked;
      return setErrors({
        amount: 'decimals' in problem ? t(problem.key, { decimals: problem.decimals }) : t(problem.key),
      });
    }
    setErrors({});
    create.mutate(checked.body, {
      onSuccess: (payout) => {
        setRequested(payout.reference);
        setDraft(emptyDraft);
        setIdempotencyKey(newIdempotencyKey());
      },
      onError: (error) => {
        const failure = fieldFailures(error);
        setErrors(failure.byField);
        setGeneral(failure.general);
      },
    });
  };
  const coin = isCryptoCurrency(draft.currency);
  return (
    <section className="merchant-card" aria-labelledby="payout-request-title">
      <h2 id="payout-request-title">{t('payouts.title')}</h2>
      <p className="merchant-muted">{t('payouts.intro')}</p>
      <form className="form merchant-form" onSubmit={submit} noValidate>
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
          <button
            type="submit"
            className="button button--primary"
            disabled={create.isPending}
            aria-busy={create.isPending}
          >
            {create.isPending ? t('payouts.submitting') : t('payouts.submit')}
          </button>
        </div>
      </form>
      {dialog}
    </section>
  );
}

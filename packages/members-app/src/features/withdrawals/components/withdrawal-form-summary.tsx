import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@platform/core';
import { AmountField } from '../../../components/ui/amount-field.js';
import { Button } from '../../../components/ui/button.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import type { FormBinding } from '../../../lib/use-schema-form.js';
import { maxWithdrawable } from '../utils/withdrawal-amounts.js';
import { LimitsSummary, QuoteSummary, type WithdrawalQuote } from './quote-summary.js';

/**
 * The amount of a withdrawal form (crypto or fiat) with "Max" (what is available less the fee) and,
 * once quoted, the balance available.
 */
export function WithdrawalAmount({
  form,
  currency,
  quote,
}: {
  form: FormBinding;
  currency: CurrencyCode;
  quote: WithdrawalQuote | undefined;
}) {
  const { t } = useTranslation('withdrawals');
  return (
    <>
      <div className="withdrawals-amount">
        <AmountField form={form} name="amount" label={t('form.amount')} currency={currency} />
        <Button
          size="small"
          disabled={!quote}
          onClick={() =>
            quote && form.setValue('amount', maxWithdrawable(currency, quote.available_balance, quote.fee))
          }
        >
          {t('form.max')}
        </Button>
      </div>
      {quote ? (
        <p className="muted" data-testid="available-balance">
          {t('form.available', { amount: quote.available_balance, currency })}
        </p>
      ) : null}
    </>
  );
}

/**
 * The foot of a withdrawal form (crypto or fiat): the costs and what arrives (the quote), the
 * user's limits, the server's refusal of this amount if any, and "Review withdrawal" (disabled
 * while refused). `amountEntered` false hides a refusal of the empty amount.
 */
export function WithdrawalFormSummary({
  quote,
  amountEntered,
}: {
  quote: WithdrawalQuote | undefined;
  amountEntered: boolean;
}) {
  const { t } = useTranslation('withdrawals');
  const refusal = quote && amountEntered ? quote.refusal : null;
  return (
    <>
      {quote ? <QuoteSummary quote={quote} /> : null}
      {quote ? <LimitsSummary quote={quote} /> : null}
      <FormMessage error={refusal} />
      <div className="links">
        <Button type="submit" variant="primary" disabled={refusal !== null}>
          {t('form.review')}
        </Button>
      </div>
    </>
  );
}

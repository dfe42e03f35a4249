import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmount, type FiatCurrency, type OperatorCheckoutOrder } from '@platform/core';
import { Button } from '../../../components/ui/button.js';
import { Field } from '../../../components/ui/field.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { Modal } from '../../../components/ui/modal.js';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import { useRefundCheckoutOrder } from '../api/refund-checkout-order.js';

const maxReasonLength = 500;

/** A new refund id for each refund the screen asks for; a double click or a retry of it sends the same. */
const newRefundId = (): string => `rf-${crypto.randomUUID()}`;

/** The amount typed, in minor units, when it is one a refund may take (2 decimals, above 0, at most what is left). */
function refundAmountOf(text: string, order: OperatorCheckoutOrder): bigint | null {
  const currency = order.fiat_currency as FiatCurrency;
  const amount = parseAmount(currency, text.trim());
  const refundable = parseAmount(currency, order.refundable_amount);
  if (!amount.ok || !refundable.ok || amount.value <= 0n || amount.value > refundable.value) return null;
  return amount.value;
}

/**
 * Refund everything left or a part, with an optional reason, after a confirmation dialog naming the
 * amount. The refund id is chosen when the form appears (its parent remounts it after each refund),
 * so confirming twice never refunds twice.
 */
export function RefundForm({
  order,
  onRefunded,
}: {
  order: OperatorCheckoutOrder;
  /** The refund's outcome in words (shown by the parent: this form is remounted for the next refund). */
  onRefunded: (outcome: string) => void;
}) {
  const { t } = useTranslation();
  const [refundId] = useState(newRefundId);
  const [kind, setKind] = useState<'all' | 'part'>('all');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const refund = useRefundCheckoutOrder({
    mutationConfig: {
      onSuccess: (answer) => {
        setConfirming(false);
        const done = t('account:checkoutOperator.refundDone', {
          amount: answer.refund.amount,
          currency: answer.refund.currency,
          state: t(`account:checkoutOperator.states.${answer.order_status}`),
        });
        const instruction = answer.refund.payout_instruction;
        onRefunded(
          instruction === null
            ? done
            : `${done} ${t('account:checkoutOperator.payoutInstruction', { text: instruction })}`,
        );
      },
      onError: () => setConfirming(false),
    },
  });
  const failure = useMutationFailureText(refund);
  const amount = kind === 'all' ? order.refundable_amount : amountText.trim();
  const ask = () => {
    if (kind === 'part' && refundAmountOf(amountText, order) === null) {
      setAmountError(t('account:checkoutOperator.amountInvalid', { max: order.refundable_amount }));
      return;
    }
    setAmountError(null);
    setConfirming(true);
  };
  return (
    <div className="form">
      <h2>{t('account:checkoutOperator.refundTitle')}</h2>
      <FormMessage error={failure} />
      <fieldset className="operator-choice">
        <legend className="visually-hidden">{t('account:checkoutOperator.refundTitle')}</legend>
        {(['all', 'part'] as const).map((choice) => (
          <label key={choice} className="field field--check">
            <input type="radio" name="refund-kind" checked={kind === choice} onChange={() => setKind(choice)} />
            {t(choice === 'all' ? 'account:checkoutOperator.refundAll' : 'account:checkoutOperator.refundPart')}
          </label>
        ))}
      </fieldset>
      {kind === 'part' && (
        <Field label={t('account:checkoutOperator.amountLabel', { currency: order.fiat_currency })} error={amountError}>
          <input
            inputMode="decimal"
            value={amountText}
            onChange={(event) => setAmountText(event.currentTarget.value)}
          />
        </Field>
      )}
      <Field label={t('account:checkoutOperator.reasonLabel')}>
        <textarea
          value={reason}
          maxLength={maxReasonLength}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </Field>
      <Button variant="danger" onClick={ask}>
        {t('account:checkoutOperator.refund')}
      </Button>
      <Modal
        open={confirming}
        title={t('account:checkoutOperator.confirmTitle', { amount, currency: order.fiat_currency })}
        description={t('account:checkoutOperator.confirmBody')}
        onClose={() => setConfirming(false)}
      >
        <div className="dialog__actions">
          <Button onClick={() => setConfirming(false)}>{t('account:checkoutOperator.cancel')}</Button>
          <Button
            variant="danger"
            busy={refund.isPending}
            onClick={() =>
              refund.mutate({
                orderId: order.id,
                refundId,
                ...(kind === 'part' ? { amount } : {}),
                ...(reason.trim() === '' ? {} : { reason: reason.trim() }),
              })
            }
          >
            {t('account:checkoutOperator.confirm')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

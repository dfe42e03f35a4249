import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { refundStatusDisplay, type PaymentRefund } from '@platform/core';
import type { MerchantPaymentRow } from '../../api/get-merchant-payments.js';
import { useRefundPayment } from '../../api/refund-payment.js';
import { useFormFailure } from '../../hooks/use-merchant-failure.js';
import { Field } from '../../../../components/ui/field.js';
import { useMessageText } from '../../../../lib/message-text.js';
import { useSchemaForm } from '../../../../lib/use-schema-form.js';
import { SubmitButton } from '../../../../components/ui/submit-button.js';

const refundFields = ['address'] as const;

/** The customer's address on the payment's coin: required; the server checks it for the coin. */
const refundFormSchema = z.object({
  address: z.string().trim().min(1, { error: 'merchant:refund.errors.addressRequired' }),
});

/** The refund of a payment: its status and, once broadcast, the transaction id (announced politely). */
export function RefundStatus({ refund }: { refund: PaymentRefund }) {
  const { t } = useTranslation('merchant');
  const display = refundStatusDisplay(refund.status);
  return (
    <div role="status" className="merchant-refund">
      <span className={`status-badge status-badge--${display.tone}`}>
        {t('refund.status', { status: t(display.labelKey) })}
      </span>
      {refund.txid ? (
        <div className="merchant-muted">
          {`${t('refund.txid')}: `}
          <code>{refund.txid}</code>
        </div>
      ) : null}
    </div>
  );
}

/**
 * "Refund" for a refundable row: asks for the customer's address on the payment's coin and sends
 * it; the answered payment (with its refund) replaces the row. The server's field errors from the
 * envelope show under the address, anything else as an alert.
 */
export function RefundAction({ payment }: { payment: MerchantPaymentRow }) {
  const { t } = useTranslation('merchant');
  const messageText = useMessageText();
  const refund = useRefundPayment();
  const form = useSchemaForm(refundFormSchema, { address: '' });
  const showFailure = useFormFailure(refundFields, form.setErrors);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  const reference = payment.order_id ?? payment.transaction_id;
  const coin = payment.currency_1_iso ?? '';
  if (!open) {
    return (
      <button
        type="button"
        className="button"
        aria-label={t('refund.actionOf', { reference })}
        onClick={() => setOpen(true)}
      >
        {t('refund.action')}
      </button>
    );
  }
  const submit = form.submitWith(({ address }) =>
    refund.mutate(
      { paymentId: payment.transaction_id, address },
      {
        onSuccess: () => {
          setOpen(false);
          form.setAll({ address: '' });
        },
        onError: showFailure,
      },
    ),
  );
  const addressError = form.errors['address'] ? messageText(form.errors['address']) : null;
  const general = form.errors[''] ? messageText(form.errors['']) : null;
  return (
    <form
      className="merchant-refund-form"
      onSubmit={submit}
      noValidate
      aria-label={t('refund.actionOf', { reference })}
    >
      <Field label={t('refund.address', { coin })} hint={t('refund.addressHint')} error={addressError}>
        <input
          ref={input}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          required
          value={form.values.address}
          onChange={(event) => form.setValue('address', event.currentTarget.value)}
        />
      </Field>
      <div className="merchant-actions">
        <SubmitButton pending={refund.isPending} label={t('refund.submit')} pendingLabel={t('refund.sending')} />
        <button
          type="button"
          className="button"
          disabled={refund.isPending}
          onClick={() => {
            setOpen(false);
            form.setErrors({});
          }}
        >
          {t('common.cancel')}
        </button>
      </div>
      {general ? (
        <p role="alert" className="field__error">
          {general}
        </p>
      ) : null}
    </form>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentRefund } from '@platform/core';
import type { MerchantPaymentRow } from '../../api/get-merchant-payments.js';
import { useRefundPayment } from '../../api/refund-payment.js';
import { useFieldFailures } from '../../hooks/use-merchant-failure.js';
import { Field } from '../../../../components/ui/field.js';

const refundFields = ['address'] as const;

/** The refund of a payment: its status and, once broadcast, the transaction id (announced politely). */
export function RefundStatus({ refund }: { refund: PaymentRefund }) {
  const { t } = useTranslation('merchant');
  return (
    <div role="status" className="merchant-refund">
      <span className={`merchant-status merchant-status--${refund.status}`}>
        {t('refund.status', { status: t(`refund.statuses.${refund.status}`) })}
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
  const refund = useRefundPayment();
  const fieldFailures = useFieldFailures(refundFields);
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    const trimmed = address.trim();
    if (trimmed === '') return setAddressError(t('refund.errors.addressRequired'));
    setAddressError(null);
    refund.mutate(
      { paymentId: payment.transaction_id, address: trimmed },
      {
        onSuccess: () => {
          setOpen(false);
          setAddress('');
        },
        onError: (error) => {
          const failure = fieldFailures(error);
          setAddressError(failure.byField.address ?? null);
          setGeneral(failure.general);
        },
      },
    );
  };
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
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
        />
      </Field>
      <div className="merchant-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={refund.isPending}
          aria-busy={refund.isPending}
        >
          {refund.isPending ? t('refund.sending') : t('refund.submit')}
        </button>
        <button
          type="button"
          className="button"
          disabled={refund.isPending}
          onClick={() => {
            setOpen(false);
            setAddressError(null);
            setGeneral(null);
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

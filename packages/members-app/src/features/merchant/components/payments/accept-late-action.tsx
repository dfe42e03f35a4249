import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantPayment } from '@platform/core';
import { useAcceptLatePayment } from '../../api/accept-late-payment.js';
import { useMerchantFailureText } from '../../hooks/use-merchant-failure.js';

/**
 * "Accept late payment" for a paid-late row, with a confirmation step (acceptance cannot be undone:
 * the coins settle to the merchant once confirmed). The result is announced in the row.
 */
export function AcceptLateAction({ payment }: { payment: MerchantPayment }) {
  const { t } = useTranslation('merchant');
  const accept = useAcceptLatePayment();
  const failureText = useMerchantFailureText();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'accepted' } | { kind: 'failed'; message: string } | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  const reference = payment.order_id ?? payment.transaction_id;
  if (outcome?.kind === 'accepted') {
    return (
      <span role="status" className="notice--success">
        {t('payments.lateAccepted')}
      </span>
    );
  }
  return (
    <div className="merchant-actions">
      {confirming ? (
        <>
          <button
            ref={confirmButton}
            type="button"
            className="button button--primary"
            disabled={accept.isPending}
            aria-busy={accept.isPending}
            onClick={() =>
              accept.mutate(payment.transaction_id, {
                onSuccess: () => setOutcome({ kind: 'accepted' }),
                onError: (error) => {
                  setConfirming(false);
                  setOutcome({ kind: 'failed', message: failureText(error) });
                },
              })
            }
          >
            {t('payments.confirmAcceptLate', { reference })}
          </button>
          <button type="button" className="button" disabled={accept.isPending} onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button"
          aria-label={t('payments.acceptLateOf', { reference })}
          onClick={() => {
            setOutcome(null);
            setConfirming(true);
          }}
        >
          {t('payments.acceptLate')}
        </button>
      )}
      {outcome?.kind === 'failed' ? (
        <span role="alert" className="field__error">
          {outcome.message}
        </span>
      ) : null}
    </div>
  );
}

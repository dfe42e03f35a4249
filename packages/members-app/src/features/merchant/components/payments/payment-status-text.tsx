import { useTranslation } from 'react-i18next';
import type { MerchantPayment } from '@platform/core';
import { paymentStatusKeys } from '../../utils/payment-status.js';

/** "Settled", or the status with its exception: "Expired · Paid late". */
export function paymentStatusText(
  payment: Pick<MerchantPayment, 'status' | 'exception_status'>,
  t: (key: string) => string,
): string {
  return paymentStatusKeys(payment)
    .map((key) => t(key))
    .join(' · ');
}

export function PaymentStatusText({ payment }: { payment: Pick<MerchantPayment, 'status' | 'exception_status'> }) {
  const { t } = useTranslation();
  return <span className={`merchant-status merchant-status--${payment.status}`}>{paymentStatusText(payment, t)}</span>;
}

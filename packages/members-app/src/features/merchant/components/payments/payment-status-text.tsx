import { useTranslation } from 'react-i18next';
import { merchantPaymentStatusDisplay, type MerchantPayment } from '@platform/core';
import { paymentStatusKeys } from '../../utils/payment-status.js';

/** "Approved", or the status with what qualifies it: "Expired · Paid late" (the one status vocabulary). */
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
  const { tone } = merchantPaymentStatusDisplay(payment);
  return <span className={`status-badge status-badge--${tone}`}>{paymentStatusText(payment, t)}</span>;
}

import type { MerchantPaymentView } from '@platform/core';
import { DomainError } from '../../errors/domain-error.js';
import { notify } from './payment-events.js';
import { paymentAfterChange } from './payment-reads.js';
import { loadPaymentRow } from './payment-repository.js';
import type { PaymentsContext } from './payments-context.js';
import { refreshPayment } from './refresh-payment.js';

/** The merchant accepts a payment that arrived late: it settles once confirmed. */
export async function acceptLatePayment(
  context: PaymentsContext,
  input: { merchantId: string; paymentId: string },
): Promise<MerchantPaymentView> {
  await context.database.transaction(async (transaction) => {
    const row = await loadPaymentRow(transaction, input.paymentId, { lock: true });
    if (row === undefined || row.merchant_id !== input.merchantId)
      throw new DomainError('not_found', 'No such payment.');
    if (row.exception_status !== 'paid_late' || row.status !== 'expired') {
      throw new DomainError('conflict', 'Only a payment that was paid late can be accepted.');
    }
    if (row.late_decision === 'accepted') return;
    if (row.late_decision === 'refund_requested') {
      throw new DomainError('conflict', 'This payment is being refunded to the customer: it cannot be accepted.');
    }
    await transaction.query(
      `update merchant_payments set late_decision = 'accepted', updated_at = now(), version = version + 1 where id = $1`,
      [row.id],
    );
    await notify(context, transaction, row, 'payment.late_accepted', `${row.id}:late_accepted`);
  });
  await refreshPayment(context, input.paymentId);
  return paymentAfterChange(context, input.paymentId);
}

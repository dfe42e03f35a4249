import type { MerchantPaymentView, PaymentEventType } from '@platform/core';
import type { Transaction } from '../../db/database.js';
import { loadPaymentDeposits, type PaymentRow } from './payment-repository.js';
import { qrOf } from './payment-reads.js';
import { toMerchantPayment } from './payment-view.js';
import type { PaymentsContext } from './payments-context.js';
import { findPaymentRefund } from './refund-repository.js';

/** Hands a change of the payment to onPaymentEvent (webhooks) inside the change's transaction. */
export async function notify(
  context: PaymentsContext,
  transaction: Transaction,
  row: PaymentRow,
  type: PaymentEventType,
  eventKey: string,
): Promise<void> {
  if (context.onPaymentEvent === undefined) return;
  const deposits = await loadPaymentDeposits(transaction, row.id);
  const refund = await findPaymentRefund(transaction, row.id);
  const payment = toMerchantPayment(row, deposits, { qr: qrOf(context, row), refund });
  await notifyView(context, transaction, payment, type, eventKey);
}

/** The same with the payment's view already built (a refresh builds it once for all its events). */
export async function notifyView(
  context: PaymentsContext,
  transaction: Transaction,
  payment: MerchantPaymentView,
  type: PaymentEventType,
  eventKey: string,
): Promise<void> {
  await context.onPaymentEvent?.(transaction, { type, payment, eventKey });
}

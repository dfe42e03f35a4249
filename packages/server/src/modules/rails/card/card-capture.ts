import { ordersOf } from '../orders.js';
import { buyerVerified } from '../verify/flow-buyers.js';
import {
  findPayment,
  latestCardPayment,
  paymentEvent,
  update,
  type CardContext,
  type CardPaymentRecord,
} from './card-payment-records.js';

/**
 * Captures the order's authorised card payment once its buyer has verified email and mobile. Only
 * the PSP's confirmation of the capture calls applyPaymentEvent('captured'). Safe to call again
 * (a capture left half-done by a crash is finished: the PSP answers a repeated capture the same).
 */
export async function captureIfReady(context: CardContext, orderId: string): Promise<CardPaymentRecord> {
  const { app, psp } = context;
  const payment = await findPayment(app, `order_id = $1 and status in ('authorized', 'capturing') limit 1`, [orderId]);
  if (payment === undefined) return (await latestCardPayment(app, orderId))!;
  if (!(await buyerVerified(app.database, orderId))) return payment;
  await app.database.query(
    `update rails_card_payments set status = 'capturing', updated_at = now() where id = $1 and status = 'authorized'`,
    [payment.id],
  );
  const state = await psp.capture({
    pspReference: payment.pspReference!,
    amountMinor: payment.amountMinor,
    idempotencyKey: `${payment.id}:capture`,
  });
  if (state.status === 'captured') {
    const captured = await update(app, payment.id, { status: 'captured' });
    await ordersOf(app).applyPaymentEvent(paymentEvent(captured, 'captured'));
    return captured;
  }
  if (state.status === 'declined') {
    const declined = await update(app, payment.id, { status: 'declined', decline_code: state.declineCode });
    await ordersOf(app).applyPaymentEvent(paymentEvent(declined, 'failed', `capture failed: ${state.declineCode}`));
    return declined;
  }
  return payment;
}

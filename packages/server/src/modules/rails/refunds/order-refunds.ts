import type { CheckoutRefund, LocaleCode } from '@platform/core';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../../errors/domain-error.js';
import { amountText, isBankTransferMethod, isOnlineBankingMethod } from '../bank/bank-transfers.js';
import type { CardPaymentRecord } from '../card/card-payment-records.js';
import { findPayment, update } from '../card/card-payment-records.js';
import { newRailsId } from '../ids.js';
import { orderOrFail, ordersOf, type Rail, type RailsOrderView } from '../orders.js';
import { railsTexts } from '../rails-texts.js';

/**
 * Refunds of paid checkout orders, full or partial (an operator's call, README "Refunds"). The
 * checkout module decides whether the order may be refunded, and how much, and reserves the amount
 * under the order's lock (`startRefund`, 409 otherwise); then the rail gives the money back — card:
 * the card processor refunds that amount of the captured payment (idempotency key of the payment
 * and the refund id, so a replay never refunds twice); bank transfer and online banking: a payout
 * instruction of that amount for the operator (the money goes back by bank transfer outside the
 * platform) — and only then the checkout module completes it (`completeRefund`): the ledger
 * reverses the payment in proportion and the coins still to deliver shrink, in one transaction.
 */
interface RefundRow {
  refund_id: string;
  rail: Rail;
  status: CheckoutRefund['status'];
  amount_minor: string;
  currency: string;
  rail_reference: string | null;
  payout_instruction: string | null;
  reason: string | null;
  requested_by: string;
  created_at: Date | string;
}

function refundWire(row: RefundRow): CheckoutRefund {
  return {
    refund_id: row.refund_id,
    rail: row.rail,
    status: row.status,
    amount: amountText(row.currency, BigInt(row.amount_minor)),
    currency: row.currency,
    rail_reference: row.rail_reference,
    payout_instruction: row.payout_instruction,
    reason: row.reason,
    requested_by: row.requested_by,
    created_at: new Date(row.created_at).toISOString(),
  };
}

async function findRefund(app: FastifyInstance, orderId: string, refundId: string): Promise<RefundRow | undefined> {
  const result = await app.database.query<RefundRow>(
    `select refund_id, rail, status, amount_minor::text as amount_minor, currency, rail_reference, payout_instruction,
       reason, requested_by, created_at from rails_refunds where order_id = $1 and refund_id = $2`,
    [orderId, refundId],
  );
  return result.rows[0];
}

export interface RefundInput {
  brandId: string;
  operatorId: string;
  orderId: string;
  /** The operator client's id of this refund; `full` when a full refund names none. */
  refundId: string;
  /** A partial refund's amount in the order's fiat minor units; absent: what is left. */
  amountMinor: bigint | undefined;
  reason: string | undefined;
  /** The operator's language, for the payout instruction. */
  locale: LocaleCode;
}

export interface RefundOutcome {
  orderStatus: string;
  refund: CheckoutRefund;
  refundedMinor: bigint;
  refundableMinor: bigint;
  currency: string;
  replayed: boolean;
}

export async function refundOrder(app: FastifyInstance, input: RefundInput): Promise<RefundOutcome> {
  const order = await orderOrFail(app, input.orderId, input.brandId);
  const started = await ordersOf(app).startRefund({
    orderId: order.id,
    brandId: input.brandId,
    refundId: input.refundId,
    ...(input.amountMinor === undefined ? {} : { amountMinor: input.amountMinor }),
    ...(input.reason === undefined ? {} : { reason: input.reason }),
    requestedBy: input.operatorId,
  });
  const earlier = await findRefund(app, order.id, input.refundId);
  const rail = railOf(order);
  const railReference =
    rail === 'card' ? (await capturedCardPayment(app, order.id)).pspReference : await bankPaymentOf(app, order, rail);
  if (earlier === undefined)
    await recordRefund(app, { order, input, rail, railReference, amount: started.amountMinor });
  if (rail === 'card') await refundCard(app, order, { refundId: input.refundId, amountMinor: started.amountMinor });
  const { status, refundedMinor } = await ordersOf(app).completeRefund({
    orderId: order.id,
    refundId: input.refundId,
    rail,
    railReference: railReference ?? order.id,
  });
  if (rail === 'card' && status === 'refunded') await markCardPaymentRefunded(app, order.id);
  return {
    orderStatus: status,
    refund: refundWire((await findRefund(app, order.id, input.refundId))!),
    refundedMinor,
    refundableMinor: status === 'refunded' ? 0n : order.fiatAmountMinor - refundedMinor,
    currency: order.fiatCurrency,
    replayed: started.replayed,
  };
}

async function recordRefund(
  app: FastifyInstance,
  refund: { order: RailsOrderView; input: RefundInput; rail: Rail; railReference: string | null; amount: bigint },
): Promise<void> {
  const { order, input, rail, railReference, amount } = refund;
  await app.database.query(
    `insert into rails_refunds (id, order_id, refund_id, brand_id, rail, status, amount_minor, currency, rail_reference,
       payout_instruction, reason, requested_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) on conflict (order_id, refund_id) do nothing`,
    [
      newRailsId('rfd'),
      order.id,
      input.refundId,
      order.brandId,
      rail,
      rail === 'card' ? 'requested' : 'payout_instruction',
      amount.toString(),
      order.fiatCurrency,
      railReference,
      rail === 'card' ? null : payoutInstruction(order, { reference: railReference, amount }, input.locale),
      input.reason ?? null,
      input.operatorId,
    ],
  );
}

function railOf(order: RailsOrderView): Rail {
  if (order.paymentMethod === 'Credit Card') return 'card';
  if (isBankTransferMethod(order.paymentMethod)) return 'bank_transfer';
  if (isOnlineBankingMethod(order.paymentMethod)) return 'online_banking';
  throw new Error(`order ${order.id} has an unknown payment method ${order.paymentMethod}`);
}

/** The order's captured card payment (or the one refunded already, when a replay finishes a refund). */
async function capturedCardPayment(app: FastifyInstance, orderId: string): Promise<CardPaymentRecord> {
  const payment = await findPayment(
    app,
    `order_id = $1 and status in ('captured', 'refunded') order by created_at desc limit 1`,
    [orderId],
  );
  if (payment?.pspReference == null) throw new Error(`paid card order ${orderId} has no captured payment`);
  return payment;
}

/** The card processor refunds this refund's amount; the same key again answers the same refund. */
async function refundCard(
  app: FastifyInstance,
  order: RailsOrderView,
  refund: { refundId: string; amountMinor: bigint },
): Promise<void> {
  const payment = await capturedCardPayment(app, order.id);
  const recorded = await findRefund(app, order.id, refund.refundId);
  if (recorded?.status === 'requested') {
    const psp = app.rails.cardPsp();
    if (psp === null) throw new DomainError('service_unavailable', { checkout_id: railsTexts.en.cardsUnavailable });
    const state = await psp.refund({
      pspReference: payment.pspReference!,
      amountMinor: refund.amountMinor,
      idempotencyKey: `${payment.id}:refund:${refund.refundId}`,
    });
    if (state.status !== 'refunded')
      throw new DomainError('upstream_failed', { checkout_id: railsTexts.en.cardRefundFailed });
  }
  await app.database.query(
    `update rails_refunds set status = 'refunded', updated_at = now()
     where order_id = $1 and refund_id = $2 and status = 'requested'`,
    [order.id, refund.refundId],
  );
}

/** The order's refunds reached what was paid: its card payment is refunded in full. */
async function markCardPaymentRefunded(app: FastifyInstance, orderId: string): Promise<void> {
  const payment = await capturedCardPayment(app, orderId);
  if (payment.status !== 'refunded') await update(app, payment.id, { status: 'refunded' });
}

/** What identifies the buyer's bank payment: the captured bank line's transaction id, or the online banking session. */
async function bankPaymentOf(app: FastifyInstance, order: RailsOrderView, rail: Rail): Promise<string> {
  const result =
    rail === 'bank_transfer'
      ? await app.database.query<{ reference: string }>(
          `select bank_transaction_id as reference from rails_bank_lines
           where order_id = $1 and outcome in ('captured', 'resolved_captured') order by created_at limit 1`,
          [order.id],
        )
      : await app.database.query<{ reference: string }>(
          `select id as reference from rails_online_banking where order_id = $1 and status = 'approved'`,
          [order.id],
        );
  const reference = result.rows[0]?.reference;
  if (reference === undefined) throw new Error(`paid ${rail} order ${order.id} has no captured bank payment`);
  return reference;
}

function payoutInstruction(
  order: RailsOrderView,
  refund: { reference: string | null; amount: bigint },
  locale: LocaleCode,
): string {
  const values: Record<string, string> = {
    amount: amountText(order.fiatCurrency, refund.amount),
    currency: order.fiatCurrency,
    reference: refund.reference ?? order.bankReference,
  };
  return railsTexts[locale].payoutInstruction.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => values[key] ?? '');
}

import {
  maxLinkExpirySeconds,
  minLinkExpirySeconds,
  type CryptoCurrency,
  type FiatCurrency,
  type MerchantPaymentView,
} from '@platform/core';
import type { Transaction } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { MerchantRecord } from './merchant-repository.js';
import { notifyView } from './payment-events.js';
import { getPayment, unpaidPaymentView } from './payment-reads.js';
import { loadPaymentRow, normalizePaymentRow, paymentColumns, type PaymentRow } from './payment-repository.js';
import { awaitingCurrencySeconds, newPaymentId, type PaymentsContext } from './payments-context.js';
import { selectPaymentCurrency } from './select-payment-currency.js';

export interface CreatePaymentInput {
  merchant: MerchantRecord;
  mode: 'test' | 'live';
  amountBaseUnits: bigint;
  currency: FiatCurrency;
  coin?: CryptoCurrency | undefined;
  orderId?: string | undefined;
  product?: string | undefined;
  custom: { c1?: string | undefined; c2?: string | undefined; c3?: string | undefined; c4?: string | undefined };
  returnUrl?: string | undefined;
  customerEmail?: string | undefined;
  idempotencyKey?: string | undefined;
  /** Until when the link may be opened to choose a coin; default now + awaitingCurrencySeconds. */
  linkExpiresAt?: Date | undefined;
}

type Created =
  { id: string; replayed: true; payment: undefined } | { id: string; replayed: false; payment: MerchantPaymentView };

/**
 * Creates a payment. The same idempotency key (or, without one, nothing) again returns the payment
 * created first when the request is the same, and a 409 when it differs. With a coin, the address is
 * derived and the rate fixed at once (spec: POST /api/transaction answers currency_1_address).
 */
export async function createPayment(context: PaymentsContext, input: CreatePaymentInput): Promise<MerchantPaymentView> {
  const { merchant } = input;
  if (input.coin !== undefined && !merchant.currencies.includes(input.coin)) {
    throw new DomainError('validation_failed', {
      currency_1_iso: `${input.coin} is not accepted by this merchant.`,
    });
  }
  const created = await context.database.transaction(async (transaction): Promise<Created> => {
    const replayedId = input.idempotencyKey === undefined ? undefined : await replayOf(transaction, input);
    if (replayedId !== undefined) return { id: replayedId, replayed: true, payment: undefined };
    await assertBelowOpenPaymentsCap(context, transaction, input);
    const payment = await insertPayment(context, transaction, input);
    return { id: payment.transaction_id, replayed: false, payment };
  });
  if (input.coin !== undefined && !created.replayed) {
    return selectPaymentCurrency(context, { merchant, paymentId: created.id, coin: input.coin });
  }
  if (created.payment !== undefined) return created.payment;
  const payment = await getPayment(context, created.id);
  if (payment === undefined) throw new Error('payment vanished');
  return payment;
}

/**
 * The id of the payment created first with this request's idempotency key, or undefined when the
 * key is new; a 409 when the key was used for a different payment. Serializes creates of one key
 * (an advisory lock until the commit) so two racing retries make one payment.
 */
async function replayOf(transaction: Transaction, input: CreatePaymentInput): Promise<string | undefined> {
  const { merchant } = input;
  await transaction.query('select pg_advisory_xact_lock(hashtext($1))', [
    `payment:${merchant.id}:${input.mode}:${input.idempotencyKey}`,
  ]);
  const existing = await transaction.query<PaymentRow>(
    'select id from merchant_payments where merchant_id = $1 and mode = $2 and idempotency_key = $3',
    [merchant.id, input.mode, input.idempotencyKey],
  );
  const found = existing.rows[0];
  if (found === undefined) return undefined;
  const row = await loadPaymentRow(transaction, found.id, { lock: false });
  if (row === undefined) throw new Error('payment vanished');
  if (!sameRequest(row, input)) {
    throw new DomainError('conflict', {
      idempotency_key: 'This idempotency key was used for a different payment.',
    });
  }
  return row.id;
}

/**
 * A merchant may have at most MERCHANT_MAX_OPEN_PAYMENTS unpaid payments open at once (no coin chosen
 * yet, or waiting with nothing paid): each one can hold a deposit address and queues webhooks, so a
 * leaked publishable key cannot make unbounded numbers of them. Counted before the insert, so
 * creations racing at the cap may pass it together. Replays of a created payment are not refused.
 */
async function assertBelowOpenPaymentsCap(
  context: PaymentsContext,
  transaction: Transaction,
  input: CreatePaymentInput,
): Promise<void> {
  const cap = context.maxOpenPaymentsPerMerchant;
  if (cap === undefined) return;
  const open = await transaction.query<{ count: number }>(
    `select count(*)::int as count from (
       select 1 from merchant_payments
       where merchant_id = $1 and mode = $2
         and (status = 'awaiting_currency' or (status = 'new' and amount_paid = 0))
       limit $3) unpaid`,
    [input.merchant.id, input.mode, cap],
  );
  if ((open.rows[0]?.count ?? 0) < cap) return;
  throw new DomainError(
    'rate_limited',
    {
      general: `This merchant has ${cap} unpaid payments open: new ones can be created once some are paid or expire.`,
      retry_after: String(openPaymentsRetryAfterSeconds),
    },
    openPaymentsRetryAfterSeconds,
  );
}

/** When to try again at the open-payments cap: unpaid payments expire within 900 s of their coin choice. */
const openPaymentsRetryAfterSeconds = 60;

function sameRequest(row: PaymentRow, input: CreatePaymentInput): boolean {
  return (
    row.amount === input.amountBaseUnits.toString() &&
    row.currency === input.currency &&
    (row.order_id ?? undefined) === input.orderId &&
    (row.product ?? undefined) === input.product &&
    (input.coin === undefined || row.coin === null || row.coin === input.coin)
  );
}

/** The new payment's row, waiting for the customer's coin, and its payment.created event. */
async function insertPayment(
  context: PaymentsContext,
  transaction: Transaction,
  input: CreatePaymentInput,
): Promise<MerchantPaymentView> {
  const { merchant } = input;
  const id = newPaymentId();
  const now = context.now();
  const linkExpiresAt = input.linkExpiresAt ?? new Date(now.getTime() + awaitingCurrencySeconds * 1000);
  const linkSeconds = (linkExpiresAt.getTime() - now.getTime()) / 1000;
  if (linkSeconds < minLinkExpirySeconds - 1 || linkSeconds > maxLinkExpirySeconds + 1) {
    throw new DomainError('validation_failed', {
      expires_in: `A payment link expires after ${minLinkExpirySeconds} s to ${maxLinkExpirySeconds / 86_400} days.`,
    });
  }
  const inserted = await transaction.query<PaymentRow>(
    `insert into merchant_payments (id, merchant_id, brand_id, mode, status, amount, currency, order_id, product,
       c1, c2, c3, c4, return_url, customer_email, idempotency_key, fee_bps, tolerance_bps, created_at, updated_at,
       expires_at, link_expires_at)
     values ($1, $2, $3, $4, 'awaiting_currency', $5::numeric, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
       $18, $18, $19, $19)
     returning ${paymentColumns}`,
    [
      id,
      merchant.id,
      merchant.brandId,
      input.mode,
      input.amountBaseUnits.toString(),
      input.currency,
      input.orderId ?? null,
      input.product ?? null,
      input.custom.c1 ?? null,
      input.custom.c2 ?? null,
      input.custom.c3 ?? null,
      input.custom.c4 ?? null,
      input.returnUrl ?? null,
      input.customerEmail ?? null,
      input.idempotencyKey ?? null,
      merchant.feeBps,
      merchant.toleranceBps,
      now,
      linkExpiresAt,
    ],
  );
  const row = inserted.rows[0];
  if (row === undefined) throw new Error('insert gave no payment');
  const payment = unpaidPaymentView(context, normalizePaymentRow(row));
  await notifyView(context, transaction, payment, 'payment.created', `${id}:created`);
  return payment;
}

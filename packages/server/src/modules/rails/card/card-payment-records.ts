import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../../errors/domain-error.js';
import { newRailsId } from '../ids.js';
import { payableMinor, type RailsOrderView } from '../orders.js';
import type { CardPsp, DeclineCode } from './card-psp.js';

/** The card payments' records (`rails_card_payments`) and the context the card services share. */

/** Declined attempts after which the order fails (the buyer starts a new checkout). */
export const maxDeclinedAttempts = 3;

type CardPaymentStatus =
  'authorizing' | 'requires_action' | 'authorized' | 'capturing' | 'captured' | 'declined' | 'refunded';

export interface CardPaymentRecord {
  id: string;
  orderId: string;
  brandId: string;
  pspReference: string | null;
  status: CardPaymentStatus;
  amountMinor: bigint;
  currency: string;
  last4: string | null;
  cardBrand: string | null;
  threeDs: 'none' | '3ds1' | '3ds2';
  challengeUrl: string | null;
  declineCode: DeclineCode | null;
}

interface CardPaymentRow {
  id: string;
  order_id: string;
  brand_id: string;
  psp_reference: string | null;
  status: CardPaymentStatus;
  amount_minor: string;
  currency: string;
  last4: string | null;
  card_brand: string | null;
  three_ds: 'none' | '3ds1' | '3ds2';
  challenge_url: string | null;
  decline_code: DeclineCode | null;
}

const columns = `id, order_id, brand_id, psp_reference, status, amount_minor::text as amount_minor, currency, last4,
  card_brand, three_ds, challenge_url, decline_code`;

function toRecord(row: CardPaymentRow): CardPaymentRecord {
  return {
    id: row.id,
    orderId: row.order_id,
    brandId: row.brand_id,
    pspReference: row.psp_reference,
    status: row.status,
    amountMinor: BigInt(row.amount_minor),
    currency: row.currency,
    last4: row.last4,
    cardBrand: row.card_brand,
    threeDs: row.three_ds,
    challengeUrl: row.challenge_url,
    declineCode: row.decline_code,
  };
}

export interface CardContext {
  app: FastifyInstance;
  psp: CardPsp;
  /** Where the buyer lands after a challenge (the flow's processing page, or the return_path asked for). */
  processingUrl: (orderId: string, returnPath?: string) => string;
}
export interface CardPaymentOutcome {
  payment: CardPaymentRecord;
  replayed: boolean;
}

export async function findPayment(
  app: FastifyInstance,
  where: string,
  params: unknown[],
): Promise<CardPaymentRecord | undefined> {
  const result = await app.database.query<CardPaymentRow>(
    `select ${columns} from rails_card_payments where ${where}`,
    params,
  );
  return result.rows[0] === undefined ? undefined : toRecord(result.rows[0]);
}

export const findCardPayment = (app: FastifyInstance, id: string) => findPayment(app, 'id = $1', [id]);
export const findCardPaymentByPsp = (app: FastifyInstance, pspReference: string) =>
  findPayment(app, 'psp_reference = $1', [pspReference]);
export const latestCardPayment = (app: FastifyInstance, orderId: string) =>
  findPayment(app, 'order_id = $1 order by created_at desc, id desc limit 1', [orderId]);

export async function countDeclines(app: FastifyInstance, orderId: string): Promise<number> {
  const result = await app.database.query<{ count: string }>(
    `select count(*)::text as count from rails_card_payments
     where order_id = $1 and status = 'declined' and decline_code is distinct from 'processing_error'`,
    [orderId],
  );
  return Number(result.rows[0]?.count ?? 0);
}

/** Reserves the order's one live card payment; a concurrent or repeated pay finds the existing one. */
export async function reserve(
  context: CardContext,
  order: RailsOrderView,
  idempotencyKey: string | undefined,
): Promise<CardPaymentOutcome> {
  const { app } = context;
  if (idempotencyKey !== undefined) {
    const earlier = await findPayment(app, 'idempotency_key = $1 and order_id = $2', [
      `client:${order.id}:${idempotencyKey}`,
      order.id,
    ]);
    if (earlier !== undefined) return { payment: earlier, replayed: true };
  }
  const id = newRailsId('cpy');
  const inserted = await app.database.query<{ id: string }>(
    `insert into rails_card_payments (id, order_id, brand_id, psp, status, amount_minor, currency, idempotency_key)
     values ($1, $2, $3, $4, 'authorizing', $5, $6, $7) on conflict do nothing returning id`,
    [
      id,
      order.id,
      order.brandId,
      context.psp.name,
      payableMinor(order).toString(),
      order.fiatCurrency,
      idempotencyKey === undefined ? `server:${id}` : `client:${order.id}:${idempotencyKey}`,
    ],
  );
  if (inserted.rows[0] === undefined) {
    const live = await findPayment(
      app,
      `order_id = $1 and status in ('authorizing', 'requires_action', 'authorized', 'capturing', 'captured')`,
      [order.id],
    );
    if (live !== undefined) return { payment: live, replayed: true };
    const again =
      idempotencyKey === undefined
        ? undefined
        : await findPayment(app, 'idempotency_key = $1', [`client:${order.id}:${idempotencyKey}`]);
    if (again !== undefined) return { payment: again, replayed: true };
    throw new DomainError('conflict', { checkout_id: 'A payment for this checkout is being processed.' });
  }
  return { payment: (await findCardPayment(app, id))!, replayed: false };
}

export async function update(
  app: FastifyInstance,
  id: string,
  changes: Record<string, unknown>,
): Promise<CardPaymentRecord> {
  const names = Object.keys(changes);
  const sets = names.map((name, index) => `${name} = $${index + 2}`).join(', ');
  await app.database.query(`update rails_card_payments set ${sets}, updated_at = now() where id = $1`, [
    id,
    ...Object.values(changes),
  ]);
  return (await findCardPayment(app, id))!;
}

export function paymentEvent(payment: CardPaymentRecord, event: 'authorized' | 'captured' | 'failed', reason?: string) {
  return {
    orderId: payment.orderId,
    event,
    rail: 'card' as const,
    railReference: payment.pspReference ?? payment.id,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    ...(reason === undefined ? {} : { reason }),
    idempotencyKey: `${payment.id}:${event}`,
  };
}

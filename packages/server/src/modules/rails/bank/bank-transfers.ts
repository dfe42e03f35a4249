import type { wirePreAuthDetailsSchema } from '@platform/core';
import {
  isBankPaymentMethod,
  isFiatCurrency,
  paymentStatusOfOrderState,
  toDecimalString,
  type CheckoutOrderState,
  type CurrencyCode,
} from '@platform/core';
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../../errors/domain-error.js';
import { findBrandBankAccount, toBankAccountWire } from '../../wallets/index.js';
import { newRailsId } from '../ids.js';
import { isPayable, ordersOf, payableMinor, type RailsOrderView } from '../orders.js';
import { railsTexts } from '../rails-texts.js';

type WirePreAuthDetails = z.input<typeof wirePreAuthDetailsSchema>;

export const bankTransferMethods = ['Swift', 'Wire', 'SEPA'] as const;
export const onlineBankingMethods = ['Online Banking', 'Online Banking ZA'] as const;
type BankTransferMethod = (typeof bankTransferMethods)[number];
type OnlineBankingMethod = (typeof onlineBankingMethods)[number];

export const isBankTransferMethod = (method: string): method is BankTransferMethod =>
  (bankTransferMethods as readonly string[]).includes(method);
export const isOnlineBankingMethod = (method: string): method is OnlineBankingMethod =>
  (onlineBankingMethods as readonly string[]).includes(method);

/** A bank reference as banks pass it on: upper case, no spaces (a reported line is compared the same way). */
export function normalizeReference(reference: string): string {
  return reference.toUpperCase().replace(/\s+/g, '');
}

export interface BankContext {
  app: FastifyInstance;
  testMode: boolean;
  /** The sandbox bank page of an online-banking session (test mode). */
  sandboxBankUrl: (sessionId: string) => string;
}

interface TransferRow {
  id: string;
  method: string;
  reference: string;
  currency: string;
  amount_minor: string;
  status: 'awaiting_funds' | 'captured' | 'cancelled';
}

interface OnlineRow {
  id: string;
  method: string;
  currency: string;
  amount_minor: string;
  status: 'redirected' | 'approved' | 'cancelled' | 'failed';
}

export const amountText = (currency: string, minor: bigint) =>
  isFiatCurrency(currency) ? toDecimalString(currency as CurrencyCode, minor) : minor.toString();

async function transferOf(app: FastifyInstance, orderId: string): Promise<TransferRow | undefined> {
  const result = await app.database.query<TransferRow>(
    `select id, method, reference, currency, amount_minor::text as amount_minor, status from rails_bank_transfers where order_id = $1`,
    [orderId],
  );
  return result.rows[0];
}

async function onlineOf(app: FastifyInstance, orderId: string): Promise<OnlineRow | undefined> {
  const result = await app.database.query<OnlineRow>(
    `select id, method, currency, amount_minor::text as amount_minor, status from rails_online_banking where order_id = $1`,
    [orderId],
  );
  return result.rows[0];
}

function pendingEvent(order: RailsOrderView, rail: 'bank_transfer' | 'online_banking', reference: string) {
  return {
    orderId: order.id,
    event: 'payment_pending' as const,
    rail,
    railReference: reference,
    amountMinor: payableMinor(order),
    currency: order.fiatCurrency,
    idempotencyKey: `${reference}:payment_pending`,
  };
}

/** POST /paynet/wirePreAuth: the bank details and reference (bank transfer) or the bank redirect (online banking). */
export async function preAuthorize(context: BankContext, order: RailsOrderView): Promise<WirePreAuthDetails> {
  const { app } = context;
  if (!isBankPaymentMethod(order.paymentMethod))
    throw new DomainError('request_failed', { checkout_id: railsTexts.en.notBankOrder });
  const existing = (await transferOf(app, order.id)) ?? (await onlineOf(app, order.id));
  if (existing === undefined) {
    if (!isPayable(order)) throw new DomainError('conflict', { checkout_id: railsTexts.en.notPayable });
    if (isBankTransferMethod(order.paymentMethod)) await createTransfer(context, order, order.paymentMethod);
    else await createOnlineSession(context, order, order.paymentMethod as OnlineBankingMethod);
  }
  return preAuthStatus(context, (await ordersOf(app).read(order.id)) ?? order);
}

async function createTransfer(context: BankContext, order: RailsOrderView, method: BankTransferMethod): Promise<void> {
  const { app } = context;
  if (
    !isFiatCurrency(order.fiatCurrency) ||
    (await findBrandBankAccount(app.database, { brandId: order.brandId, currency: order.fiatCurrency })) === undefined
  )
    throw new DomainError('service_unavailable', { checkout_id: railsTexts.en.noBankAccount });
  const id = newRailsId('wpa');
  await app.database.query(
    `insert into rails_bank_transfers (id, order_id, brand_id, method, reference, currency, amount_minor, status)
     values ($1, $2, $3, $4, $5, $6, $7, 'awaiting_funds') on conflict (order_id) do nothing`,
    [
      id,
      order.id,
      order.brandId,
      method,
      normalizeReference(order.bankReference),
      order.fiatCurrency,
      payableMinor(order).toString(),
    ],
  );
  const transfer = (await transferOf(app, order.id))!;
  if (order.status === 'created')
    await ordersOf(app).applyPaymentEvent(pendingEvent(order, 'bank_transfer', transfer.id));
}

async function createOnlineSession(
  context: BankContext,
  order: RailsOrderView,
  method: OnlineBankingMethod,
): Promise<void> {
  const { app } = context;
  // No live online-banking provider is wired: outside test mode the method is unavailable.
  if (!context.testMode) throw new DomainError('service_unavailable', { checkout_id: railsTexts.en.notBankOrder });
  await app.database.query(
    `insert into rails_online_banking (id, order_id, brand_id, method, currency, amount_minor, status)
     values ($1, $2, $3, $4, $5, $6, 'redirected') on conflict (order_id) do nothing`,
    [newRailsId('obk'), order.id, order.brandId, method, order.fiatCurrency, payableMinor(order).toString()],
  );
  const session = (await onlineOf(app, order.id))!;
  if (order.status === 'created')
    await ordersOf(app).applyPaymentEvent(pendingEvent(order, 'online_banking', session.id));
}

function orderFields(order: RailsOrderView) {
  const status = order.status as CheckoutOrderState;
  return { order_status: status, payment_status: paymentStatusOfOrderState(status), expires_at: null };
}

/** POST /paynet/wirePreAuthStatus/{id}: the pre-authorisation as it stands (404 before wirePreAuth). */
export async function preAuthStatus(context: BankContext, order: RailsOrderView): Promise<WirePreAuthDetails> {
  const { app } = context;
  const transfer = await transferOf(app, order.id);
  if (transfer !== undefined) {
    const account = isFiatCurrency(order.fiatCurrency)
      ? await findBrandBankAccount(app.database, { brandId: order.brandId, currency: order.fiatCurrency })
      : undefined;
    return {
      checkout_id: order.id,
      preauth_id: transfer.id,
      method: transfer.method,
      status: transfer.status,
      reference: transfer.reference,
      amount: amountText(transfer.currency, BigInt(transfer.amount_minor)),
      currency: transfer.currency,
      bank: account === undefined ? null : toBankAccountWire(account),
      redirect_url: null,
      ...orderFields(order),
      test_mode: context.testMode,
    };
  }
  const session = await onlineOf(app, order.id);
  if (session === undefined)
    throw new DomainError('not_found', { id: 'No bank payment was started for this checkout.' });
  return {
    checkout_id: order.id,
    preauth_id: session.id,
    method: session.method,
    status: session.status,
    reference: normalizeReference(order.bankReference),
    amount: amountText(session.currency, BigInt(session.amount_minor)),
    currency: session.currency,
    bank: null,
    redirect_url: session.status === 'redirected' ? context.sandboxBankUrl(session.id) : null,
    ...orderFields(order),
    test_mode: context.testMode,
  };
}

/** The sandbox bank page's session. */
export async function onlineSession(app: FastifyInstance, sessionId: string) {
  const result = await app.database.query<OnlineRow & { order_id: string }>(
    `select id, order_id, method, currency, amount_minor::text as amount_minor, status from rails_online_banking where id = $1`,
    [sessionId],
  );
  return result.rows[0];
}

/**
 * The sandbox bank's decision (test mode): approve captures the order, cancel cancels it, fail
 * fails it. Decided once; a second answer changes nothing. The decision is the bank's (this server
 * playing the bank), recorded before the order hears of it.
 */
export async function answerOnlineBanking(
  app: FastifyInstance,
  sessionId: string,
  outcome: 'approve' | 'cancel' | 'fail',
): Promise<{ orderId: string } | undefined> {
  const status = outcome === 'approve' ? 'approved' : outcome === 'cancel' ? 'cancelled' : 'failed';
  await app.database.query(
    `update rails_online_banking set status = $2, updated_at = now() where id = $1 and status = 'redirected'`,
    [sessionId, status],
  );
  const session = await onlineSession(app, sessionId);
  if (session === undefined) return undefined;
  if (session.status === 'redirected') return { orderId: session.order_id };
  const event = session.status === 'approved' ? 'captured' : session.status === 'cancelled' ? 'cancelled' : 'failed';
  await ordersOf(app).applyPaymentEvent({
    orderId: session.order_id,
    event,
    rail: 'online_banking',
    railReference: session.id,
    amountMinor: BigInt(session.amount_minor),
    currency: session.currency,
    ...(event === 'captured' ? {} : { reason: `online banking ${session.status}` }),
    idempotencyKey: `${session.id}:${event}`,
  });
  return { orderId: session.order_id };
}

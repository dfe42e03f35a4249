import { randomBytes } from 'node:crypto';
import {
  toDecimalString,
  widgetTimerSeconds,
  type CryptoCurrency,
  type FiatCurrency,
  type MerchantPayment,
  type MerchantPaymentView,
  type PaymentEventType,
} from '@platform/core';
import { paymentUri, type ChainNetwork } from '@platform/core/addresses';
import type { Database, Queryable, Transaction } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { convertAmount, getRateForMoney, RatesError } from '../rates/index.js';
import { assignPaymentAddress, chainOf, ensureWallet, reserveAddress } from '../wallets/index.js';
import type { MerchantRecord } from './merchant-repository.js';
import { nextPaymentState, type PaymentDeposit } from './payment-state.js';
import {
  loadPaymentDeposits,
  loadPaymentRow,
  normalizePaymentRow,
  paymentColumns,
  type PaymentRow,
} from './payment-repository.js';
import { toMerchantPayment } from './payment-view.js';
import { findPaymentRefund } from './refund-repository.js';
import { settle, settleableBaseUnits } from './payment-settlement.js';

/** How long after the 900 s window a full payment is still accepted as "paid late" (BTCPay: 24 h). */
export const monitoringWindowSeconds = 86_400;
/**
 * How long a payment waits for the customer to choose a coin (a payment link may be opened until
 * then) when the merchant does not say: 24 h. A merchant may ask for 60 s to 30 days.
 */
export const awaitingCurrencySeconds = 86_400;
export const minLinkExpirySeconds = 60;
export const maxLinkExpirySeconds = 30 * 86_400;

export interface PaymentEvent {
  type: PaymentEventType;
  payment: MerchantPayment;
  /** Idempotency key of the event: the same change never notifies twice. */
  eventKey: string;
}

export interface PaymentsContext {
  database: Database;
  /** Network deposit addresses are derived for (DEPOSIT_NETWORK). */
  network: ChainNetwork;
  testMode: boolean;
  /** Confirmations a coin needs before its deposit is credited (the chains module's policy). */
  requiredConfirmations(coin: CryptoCurrency): number;
  /** Oldest rate a money operation accepts. */
  moneyRateMaxAgeMs: number;
  /** ERC-20 contracts for payment URIs (EIP-681), when configured. */
  tokenContracts: Partial<Record<'USDT' | 'USDC', string>>;
  now(): Date;
  /** PUBLIC_URL: the origin of links in emails (payment links); absent: the request's brand host. */
  publicUrl?: string | undefined;
  /** Called inside the payment's transaction for every state change (webhooks). */
  onPaymentEvent?: (transaction: Transaction, event: PaymentEvent) => Promise<void>;
}

export const newPaymentId = () => `pay_${randomBytes(12).toString('hex')}`;

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
  const created = await context.database.transaction(async (transaction) => {
    if (input.idempotencyKey !== undefined) {
      // Serializes creates of one key so two racing retries make one payment.
      await transaction.query('select pg_advisory_xact_lock(hashtext($1))', [
        `payment:${merchant.id}:${input.mode}:${input.idempotencyKey}`,
      ]);
      const existing = await transaction.query<PaymentRow>(
        'select id from merchant_payments where merchant_id = $1 and mode = $2 and idempotency_key = $3',
        [merchant.id, input.mode, input.idempotencyKey],
      );
      const found = existing.rows[0];
      if (found !== undefined) {
        const row = await loadPaymentRow(transaction, found.id, { lock: false });
        if (row === undefined) throw new Error('payment vanished');
        if (!sameRequest(row, input)) {
          throw new DomainError('conflict', {
            idempotency_key: 'This idempotency key was used for a different payment.',
          });
        }
        return { id: row.id, replayed: true, payment: undefined };
      }
    }
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
    return { id, replayed: false, payment };
  });
  if (input.coin !== undefined && !created.replayed) {
    return selectPaymentCurrency(context, { merchant, paymentId: created.id, coin: input.coin });
  }
  if (created.payment !== undefined) return created.payment;
  const payment = await getPayment(context, created.id);
  if (payment === undefined) throw new Error('payment vanished');
  return payment;
}

function sameRequest(row: PaymentRow, input: CreatePaymentInput): boolean {
  return (
    row.amount === input.amountBaseUnits.toString() &&
    row.currency === input.currency &&
    (row.order_id ?? undefined) === input.orderId &&
    (row.product ?? undefined) === input.product &&
    (input.coin === undefined || row.coin === null || row.coin === input.coin)
  );
}

/**
 * The customer chose the coin: derive a fresh address from the brand's key, fix the rate and the
 * amount due (rounded up: the customer never pays less than the price) for the 900 s window.
 * Choosing the same coin again answers the same payment; another coin once chosen is refused.
 */
export async function selectPaymentCurrency(
  context: PaymentsContext,
  input: { merchant: MerchantRecord; paymentId: string; coin: CryptoCurrency },
): Promise<MerchantPaymentView> {
  const { merchant, coin } = input;
  if (!merchant.currencies.includes(coin)) {
    throw new DomainError('validation_failed', { currency_1_iso: `${coin} is not accepted by this merchant.` });
  }
  // The merchant's wallet of the coin (where settlements land) exists before the payment can be paid.
  await ensureWallet(context.database, {
    userId: merchant.userId,
    brandId: merchant.brandId,
    currency: coin,
    network: context.network,
  });
  // The address is reserved before the payment's transaction, in its own statement: reserving it
  // inside would hold the brand key's row until the commit and queue every concurrent creation
  // behind it (bench/README.md "Payment creation"). Only a payment still waiting for its coin
  // reserves; one that a concurrent request completes first leaves its index unused (harmless).
  const waiting = await context.database.query(
    `select 1 from merchant_payments where id = $1 and merchant_id = $2 and coin is null and status = 'awaiting_currency'`,
    [input.paymentId, merchant.id],
  );
  const reserved =
    waiting.rows.length === 0
      ? undefined
      : await reserveAddress(context.database, {
          brandId: merchant.brandId,
          chain: chainOf(coin),
          network: context.network,
        });
  const selected = await context.database.transaction(async (transaction) => {
    const row = await loadPaymentRow(transaction, input.paymentId, { lock: true });
    if (row === undefined || row.merchant_id !== merchant.id) {
      throw new DomainError('not_found', 'Session Expired Please Make another transaction.');
    }
    if (row.coin === coin) return undefined;
    if (row.coin !== null) {
      throw new DomainError('conflict', { currency_1_iso: `This payment is already to be paid in ${row.coin}.` });
    }
    const now = context.now();
    if (row.status !== 'awaiting_currency' || (row.expires_at !== null && now > row.expires_at)) {
      throw new DomainError('conflict', 'Session Expired Please Make another transaction.');
    }
    const currency = row.currency as FiatCurrency;
    const pair = `${currency}_${coin}`;
    let rate;
    try {
      rate = await getRateForMoney({ database: transaction, pair, maxAgeMs: context.moneyRateMaxAgeMs, now });
    } catch (error) {
      if (error instanceof RatesError) {
        throw new DomainError('service_unavailable', 'Some problem occurred. please try again later');
      }
      throw error;
    }
    const due = convertAmount({
      amountBaseUnits: BigInt(row.amount),
      from: currency,
      to: coin,
      pair: rate.quoted,
      rateUnits: rate.quoted.rateUnits,
      // The customer pays the price at least: rounding up is at most one base unit in the merchant's favour.
      rounding: 'up',
    });
    if (due <= 0n) throw new DomainError('validation_failed', { amount: 'The amount is too small to pay.' });
    const address = await assignPaymentAddress(
      transaction,
      {
        brandId: merchant.brandId,
        userId: merchant.userId,
        chain: chainOf(coin),
        network: context.network,
        paymentId: row.id,
      },
      reserved,
    );
    const expiresAt = new Date(now.getTime() + widgetTimerSeconds * 1000);
    const changed = await transaction.query<PaymentRow>(
      `update merchant_payments set status = 'new', coin = $2, coin_amount = $3::numeric, rate = $4, rate_pair = $5,
         address = $6, required_confirmations = $7, currency_selected_at = $8, expires_at = $9, monitoring_until = $10,
         updated_at = $8, version = version + 1
       where id = $1
       returning ${paymentColumns}`,
      [
        row.id,
        coin,
        due.toString(),
        rate.rate,
        rate.quoted.pair,
        address.address,
        context.requiredConfirmations(coin),
        now,
        expiresAt,
        new Date(expiresAt.getTime() + monitoringWindowSeconds * 1000),
      ],
    );
    const updated = changed.rows[0];
    if (updated === undefined) throw new Error('payment vanished');
    const payment = unpaidPaymentView(context, normalizePaymentRow(updated));
    await notifyView(context, transaction, payment, 'payment.currency_selected', `${row.id}:currency`);
    return payment;
  });
  if (selected !== undefined) return selected;
  const payment = await getPayment(context, input.paymentId);
  if (payment === undefined) throw new Error('payment vanished');
  return payment;
}

export async function getPayment(
  context: Pick<PaymentsContext, 'database' | 'network' | 'tokenContracts'>,
  paymentId: string,
  queryable: Queryable = context.database,
): Promise<MerchantPaymentView | undefined> {
  return (await getVersionedPayment(context, paymentId, queryable))?.payment;
}

/** The payment with its version (merchant_payments.version, bumped by every change): for live status. */
export async function getVersionedPayment(
  context: Pick<PaymentsContext, 'database' | 'network' | 'tokenContracts'>,
  paymentId: string,
  queryable: Queryable = context.database,
): Promise<RefreshedPayment | undefined> {
  const row = await loadPaymentRow(queryable, paymentId, { lock: false });
  if (row === undefined) return undefined;
  const deposits = await loadPaymentDeposits(queryable, paymentId);
  const refund = await findPaymentRefund(queryable, paymentId);
  return { payment: toMerchantPayment(row, deposits, { qr: qrOf(context, row), refund }), version: row.version };
}

function qrOf(context: Pick<PaymentsContext, 'network' | 'tokenContracts'>, row: PaymentRow): string | null {
  if (row.coin === null || row.address === null || row.coin_amount === null) return null;
  const coin = row.coin as CryptoCurrency;
  // After a partial payment the QR asks for the rest only: scanning it again must not pay twice.
  const due = BigInt(row.coin_amount);
  const paid = BigInt(row.amount_paid);
  const amount = toDecimalString(coin, paid > 0n && paid < due ? due - paid : due);
  const token = coin === 'USDT' || coin === 'USDC' ? context.tokenContracts[coin] : undefined;
  const uri = paymentUri({
    coin,
    network: context.network,
    address: row.address,
    amount,
    ...(token === undefined ? {} : { tokenContract: token }),
  });
  // A token on a test network without a configured contract has no EIP-681 form: the address alone.
  return uri.ok ? uri.uri : row.address;
}

const statusEvents: Partial<Record<string, PaymentEventType>> = {
  processing: 'payment.processing',
  settled: 'payment.settled',
  expired: 'payment.expired',
  invalid: 'payment.invalid',
};
const exceptionEvents: Partial<Record<string, PaymentEventType>> = {
  paid_partial: 'payment.paid_partial',
  paid_over: 'payment.paid_over',
  paid_late: 'payment.paid_late',
};

/** A payment a refresh changed: the committed view and its version (live status delivers it as is). */
export interface RefreshedPayment {
  payment: MerchantPaymentView;
  version: number;
}

/**
 * Recomputes one payment from its deposits and the clock, under its row lock: moves the state,
 * settles to the merchant when settled (once: ledger transfers keyed by the payment), and hands
 * every change to onPaymentEvent in the same transaction. Safe to call any number of times.
 * Returns the changed payment as committed (built once, for the webhook events and for live status,
 * so the process that made the change tells its subscribers without reading it again), or null when
 * nothing changed.
 */
export async function refreshPayment(context: PaymentsContext, paymentId: string): Promise<RefreshedPayment | null> {
  return context.database.transaction(async (transaction) => {
    const row = await loadPaymentRow(transaction, paymentId, { lock: true });
    if (row === undefined) return null;
    const deposits = await loadPaymentDeposits(transaction, paymentId);
    const now = context.now();
    const next = nextPaymentState(
      {
        status: row.status,
        exceptionStatus: row.exception_status,
        dueBaseUnits: row.coin_amount === null ? null : BigInt(row.coin_amount),
        toleranceBps: row.tolerance_bps,
        expiresAt: row.expires_at,
        monitoringUntil: row.monitoring_until,
        lateDecision: row.late_decision,
        deposits: deposits.map((deposit): PaymentDeposit => ({
          amountBaseUnits: BigInt(deposit.amount),
          status: deposit.status,
          seenAt: deposit.created_at,
        })),
      },
      now,
    );
    const paidChanged = next.paidBaseUnits.toString() !== row.amount_paid;
    const confirmedChanged = next.confirmedBaseUnits.toString() !== row.amount_confirmed;
    const statusChanged = next.status !== row.status;
    const exceptionChanged = next.exceptionStatus !== row.exception_status;
    const settlementTarget = settleableBaseUnits(row, next, now);
    const needsSettlement =
      next.status === 'settled' && BigInt(row.settled_amount ?? '0') + BigInt(row.fee_amount ?? '0') < settlementTarget;
    if (!paidChanged && !confirmedChanged && !statusChanged && !exceptionChanged && !needsSettlement) return null;
    await transaction.query(
      `update merchant_payments set status = $2, exception_status = $3, amount_paid = $4::numeric,
         amount_confirmed = $5::numeric, settled_at = case when $2 = 'settled' then coalesce(settled_at, $6) else settled_at end,
         updated_at = $6, version = version + 1
       where id = $1`,
      [
        row.id,
        next.status,
        next.exceptionStatus,
        next.paidBaseUnits.toString(),
        next.confirmedBaseUnits.toString(),
        now,
      ],
    );
    if (needsSettlement) await settle(transaction, row, settlementTarget);
    const updated = await loadPaymentRow(transaction, row.id, { lock: false });
    if (updated === undefined) throw new Error('payment vanished');
    const version = updated.version;
    // The refresh changes no deposit: those loaded above are the committed ones.
    const payment = toMerchantPayment(updated, deposits, {
      qr: qrOf(context, updated),
      refund: await findPaymentRefund(transaction, row.id),
    });
    if (paidChanged && next.paidBaseUnits > BigInt(row.amount_paid)) {
      await notifyView(context, transaction, payment, 'payment.received', `${row.id}:received:${next.paidBaseUnits}`);
    }
    if (exceptionChanged) {
      const type = exceptionEvents[next.exceptionStatus];
      if (type !== undefined)
        await notifyView(context, transaction, payment, type, `${row.id}:${next.exceptionStatus}:${version}`);
    }
    if (statusChanged) {
      const type = statusEvents[next.status];
      if (type !== undefined)
        await notifyView(context, transaction, payment, type, `${row.id}:${next.status}:${version}`);
    }
    return { payment, version };
  });
}

/**
 * The view of a payment that cannot have been paid yet: just created, or its coin just chosen (its
 * address is handed out in the same transaction, so no deposit to it can be recorded before the
 * commit, and nothing paid means no refund). Saves the deposit and refund reads on creation.
 */
function unpaidPaymentView(context: Pick<PaymentsContext, 'network' | 'tokenContracts'>, row: PaymentRow) {
  return toMerchantPayment(row, [], { qr: qrOf(context, row), refund: undefined });
}

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
async function notifyView(
  context: PaymentsContext,
  transaction: Transaction,
  payment: MerchantPaymentView,
  type: PaymentEventType,
  eventKey: string,
): Promise<void> {
  await context.onPaymentEvent?.(transaction, { type, payment, eventKey });
}

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
  const payment = await getPayment(context, input.paymentId);
  if (payment === undefined) throw new Error('payment vanished');
  return payment;
}

/** Open payments whose state may move with time or deposits, oldest change first, bounded. */
export async function refreshOpenPayments(
  context: PaymentsContext,
  limit = 500,
  /** Called after each payment that changed (live status tells its subscribers at once). */
  onMoved: (refreshed: RefreshedPayment) => void = () => undefined,
): Promise<number> {
  const open = await context.database.query<{ id: string }>(
    `select id from merchant_payments
     where status in ('awaiting_currency', 'new', 'processing')
        or (status = 'expired' and monitoring_until > now() - interval '1 hour')
        or (status = 'settled'
          and amount_confirmed > coalesce(settled_amount, 0) + coalesce(fee_amount, 0) + refunded_amount
          -- an overpayment's excess waits in merchant_payable until the monitoring window ends
          and (exception_status <> 'paid_over' or monitoring_until is null or monitoring_until < now()))
     order by updated_at limit $1`,
    [limit],
  );
  let moved = 0;
  for (const { id } of open.rows) {
    const refreshed = await refreshPayment(context, id);
    if (refreshed === null) continue;
    moved += 1;
    onMoved(refreshed);
  }
  return moved;
}

import { validateAddress, type ChainNetwork } from '@platform/core/addresses';
import {
  basisPointsToPercent,
  kycRequiredForOrder,
  toDecimalString,
  unpaidOrderLifetimeSeconds,
  type CheckoutOrderState,
  type CryptoCurrency,
  type FiatCurrency,
} from '@platform/core';
import type { Database, Queryable, Transaction } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { findUserById } from '../accounts/index.js';
import type { Brand } from '../brands/index.js';
import { findMerchant, type MerchantRecord } from '../merchants/index.js';
import {
  amountBoughtWithoutKyc,
  findOrder,
  findOrderByIdempotencyKey,
  findOrderByQuote,
  findQuote,
  insertOrder,
  insertOrderEvent,
  insertQuote,
  updateOrder,
  type OrderRecord,
  type QuoteRecord,
} from './checkout-repository.js';
import { newBankReference, newOrderEventId, newOrderId, sha256Hex } from './checkout-ids.js';
import { checkoutSettingsOf, type CheckoutMode } from './checkout-settings.js';
import { requireCoupon, useCoupon, type Coupon } from './coupons.js';
import {
  paymentChecks,
  quoteExpiredMessage,
  transitionOrder,
  type TransitionEffect,
  type TransitionResult,
} from './order-transitions.js';
import type { ApplyPaymentEventInput, CheckoutOrders, CheckoutOrderView } from './orders-port.js';
import { priceQuote, quoteFees } from './quotes.js';
import { checkoutText } from './checkout-texts.js';

export interface CheckoutContext {
  database: Database;
  testMode: boolean;
  network: ChainNetwork;
  moneyRateMaxAgeMs: number;
  now: () => Date;
  /** Run inside every transition's transaction once the order moved (ledger, delivery, webhooks). */
  effects: TransitionEffect[];
}

export const merchantNotRecognizedMessage = checkoutText('merchantNotRecognized');
export const checkoutNotFoundMessage = checkoutText('checkoutNotFound');

/** A merchant of this brand, or 404 with the spec's message. */
export async function requireMerchant(
  queryable: Queryable,
  brandId: string,
  merchantId: string,
): Promise<MerchantRecord> {
  const merchant = await findMerchant(queryable, merchantId);
  if (merchant === null || merchant.brandId !== brandId)
    throw new DomainError('not_found', { merchant_id: merchantNotRecognizedMessage });
  return merchant;
}

export interface QuoteInput {
  brand: Brand;
  mode: CheckoutMode;
  fiatCurrency: FiatCurrency;
  fiatAmountText: string | undefined;
  cryptoCurrency: CryptoCurrency;
  couponCode: string | undefined;
  merchantId: string | undefined;
}

/** POST /checkout/init: a new quote (stored; it locks the rate for 180 s). */
export async function createQuote(context: CheckoutContext, input: QuoteInput): Promise<QuoteRecord> {
  if (input.mode === 'test' && !context.testMode)
    throw new DomainError('validation_failed', { mode: checkoutText('testModeOnly') });
  const now = context.now();
  const settings = checkoutSettingsOf(input.brand);
  const merchant =
    input.merchantId === undefined ? null : await requireMerchant(context.database, input.brand.id, input.merchantId);
  const coupon: Coupon | null =
    input.couponCode === undefined
      ? null
      : await requireCoupon({
          queryable: context.database,
          brandId: input.brand.id,
          code: input.couponCode,
          testMode: context.testMode,
          now,
        });
  const quote = await priceQuote({
    queryable: context.database,
    request: {
      brandId: input.brand.id,
      mode: input.mode,
      fiatCurrency: input.fiatCurrency,
      fiatAmountText: input.fiatAmountText,
      cryptoCurrency: input.cryptoCurrency,
      merchant: merchant === null ? null : { id: merchant.id, feeBasisPoints: BigInt(merchant.feeBps) },
      coupon,
    },
    settings,
    moneyRateMaxAgeMs: context.moneyRateMaxAgeMs,
    now,
  });
  await insertQuote(context.database, quote);
  return quote;
}

/**
 * Re-quotes an order whose quote expired before its payment started: the same amount, coin,
 * merchant and coupon at the current rate, recorded in the order's history. An order whose payment
 * started keeps its quote; any other state is a conflict.
 */
export async function requoteOrder(
  context: CheckoutContext,
  brand: Brand,
  orderId: string,
): Promise<{ order: OrderRecord; quote: QuoteRecord }> {
  const current = await findOrder(context.database, orderId);
  if (current === null || current.brandId !== brand.id)
    throw new DomainError('not_found', { checkout: checkoutNotFoundMessage });
  const old = await findQuote(context.database, current.quoteId);
  if (old === null) throw new Error(`order ${orderId} has no quote`);
  const repriced = await priceQuote({
    queryable: context.database,
    request: {
      brandId: brand.id,
      mode: current.mode,
      fiatCurrency: current.fiatCurrency,
      fiatAmountText: toDecimalString(current.fiatCurrency, current.fiatAmount),
      cryptoCurrency: current.cryptoCurrency,
      merchant:
        current.merchantId === null ? null : { id: current.merchantId, feeBasisPoints: old.merchantFeeBasisPoints },
      coupon:
        old.couponCode === null
          ? null
          : { code: old.couponCode, discountBasisPoints: old.couponDiscountBasisPoints, expiresAt: null },
    },
    settings: checkoutSettingsOf(brand),
    moneyRateMaxAgeMs: context.moneyRateMaxAgeMs,
    now: context.now(),
  });
  return context.database.transaction(async (transaction) => {
    const order = await findOrder(transaction, orderId, { forUpdate: true });
    if (order === null) throw new DomainError('not_found', { checkout: checkoutNotFoundMessage });
    if (order.status !== 'created')
      throw new DomainError('conflict', {
        status: checkoutText('priceFixed'),
      });
    await insertQuote(transaction, repriced);
    const now = context.now();
    const changes = {
      quoteId: repriced.id,
      cryptoAmount: repriced.cryptoAmount,
      rate: repriced.rate,
      quoteExpiresAt: repriced.expiresAt,
    };
    await updateOrder(transaction, order.id, changes, now);
    const updated = { ...order, ...changes };
    for (const effect of context.effects)
      await effect(transaction, { event: 'requoted', order: updated, before: order, changed: true, replayed: false });
    await insertOrderEvent(transaction, {
      id: newOrderEventId(),
      orderId: order.id,
      idempotencyKey: `requote:${repriced.id}`,
      event: 'requoted',
      fromStatus: order.status,
      toStatus: order.status,
      rail: null,
      railReference: null,
      amount: repriced.cryptoAmount,
      currency: repriced.cryptoCurrency,
      reason: `rate ${repriced.rate}`,
      createdAt: now,
    });
    return { order: updated, quote: repriced };
  });
}

export interface CreateOrderInput {
  brand: Brand;
  quoteId: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  dateOfBirth: string | undefined;
  cryptoAddress: string;
  paymentMethod: string;
  idempotencyKey: string | undefined;
  customParams: Record<string, string>;
  ip: string;
  ipCountry: string;
  /** The canonical request, hashed to tell a replay from another order under the same key. */
  requestFingerprint: string;
}

const lifetimeOf = (paymentMethod: string): number =>
  paymentMethod === 'Credit Card'
    ? unpaidOrderLifetimeSeconds.card
    : paymentMethod.startsWith('Online Banking')
      ? unpaidOrderLifetimeSeconds.online_banking
      : unpaidOrderLifetimeSeconds.bank_transfer;

export const reusedKeyMessage = checkoutText('idempotencyKeyReused');

/**
 * POST /checkout and /checkout/create: the order of a live quote. A replay (the same
 * Idempotency-Key or client_order_id, or the same quote, with the same request) answers the first
 * order; the same key or quote with another request is 409 conflict. Never two orders.
 */
export async function createOrder(
  context: CheckoutContext,
  input: CreateOrderInput,
): Promise<{ order: OrderRecord; replayed: boolean }> {
  const requestHash = sha256Hex(input.requestFingerprint);
  const replay = async (existing: OrderRecord | null) => {
    if (existing === null) return null;
    if (existing.requestHash !== requestHash)
      throw new DomainError(
        'conflict',
        input.idempotencyKey === undefined
          ? { quote_id: checkoutText('quoteReused') }
          : { idempotency_key: reusedKeyMessage },
      );
    return { order: existing, replayed: true };
  };
  const earlier =
    (input.idempotencyKey === undefined
      ? null
      : await replay(await findOrderByIdempotencyKey(context.database, input.brand.id, input.idempotencyKey))) ??
    (await replay(await findOrderByQuote(context.database, input.quoteId)));
  if (earlier !== null) return earlier;

  const now = context.now();
  const quote = await findQuote(context.database, input.quoteId);
  if (quote === null || quote.brandId !== input.brand.id)
    throw new DomainError('not_found', { quote_id: checkoutText('quoteNotFound') });
  if (quote.expiresAt.getTime() <= now.getTime()) throw new DomainError('conflict', { quote_id: quoteExpiredMessage });
  const address = validateAddress({
    coin: quote.cryptoCurrency,
    network: context.network,
    address: input.cryptoAddress,
  });
  if (!address.ok)
    throw new DomainError('validation_failed', {
      crypto_address: checkoutText('invalidAddress', { coin: quote.cryptoCurrency }),
    });
  const settings = checkoutSettingsOf(input.brand);
  const limits = settings.limitsFor(quote.fiatCurrency, quote.mode);

  try {
    return await context.database.transaction(async (transaction) => {
      const previous = await amountBoughtWithoutKyc(transaction, {
        brandId: input.brand.id,
        email: input.email,
        fiatCurrency: quote.fiatCurrency,
      });
      const kycRequired = kycRequiredForOrder({
        amountBaseUnits: quote.fiatAmount,
        previousWithoutKycBaseUnits: previous,
        limits,
        kycPassed: false,
      });
      if (quote.couponCode !== null) await useCoupon(transaction, input.brand.id, quote.couponCode, context.testMode);
      const order = newOrder({ input, quote, destinationAddress: address.normalized, kycRequired, requestHash, now });
      await recordNewOrder(context, transaction, order);
      return { order, replayed: false };
    });
  } catch (error) {
    // Two submits raced past the replay check: the loser answers the winner's order.
    if (isUniqueViolation(error)) {
      const winner =
        (input.idempotencyKey === undefined
          ? null
          : await replay(await findOrderByIdempotencyKey(context.database, input.brand.id, input.idempotencyKey))) ??
        (await replay(await findOrderByQuote(context.database, input.quoteId)));
      if (winner !== null) return winner;
    }
    throw error;
  }
}

function newOrder(options: {
  input: CreateOrderInput;
  quote: QuoteRecord;
  destinationAddress: string;
  kycRequired: boolean;
  requestHash: string;
  now: Date;
}): OrderRecord {
  const { input, quote, now } = options;
  return {
    id: newOrderId(),
    brandId: input.brand.id,
    merchantId: quote.merchantId,
    quoteId: quote.id,
    mode: quote.mode,
    status: 'created',
    paymentMethod: input.paymentMethod,
    fiatCurrency: quote.fiatCurrency,
    fiatAmount: quote.fiatAmount,
    feeAmount: quoteFees(quote),
    cryptoCurrency: quote.cryptoCurrency,
    cryptoAmount: quote.cryptoAmount,
    rate: quote.rate,
    quoteExpiresAt: quote.expiresAt,
    destinationAddress: options.destinationAddress,
    email: input.email.toLowerCase(),
    firstName: input.firstName,
    lastName: input.lastName,
    mobile: input.mobile,
    dateOfBirth: input.dateOfBirth ?? null,
    billing: null,
    ip: input.ip,
    ipCountry: input.ipCountry,
    bankReference: newBankReference(),
    flowUserId: null,
    kycRequired: options.kycRequired,
    kycPassed: false,
    emailVerified: false,
    mobileVerified: false,
    idempotencyKey: input.idempotencyKey ?? null,
    requestHash: options.requestHash,
    customParams: input.customParams,
    txid: null,
    expiresAt: new Date(now.getTime() + lifetimeOf(input.paymentMethod) * 1000),
    createdAt: now,
  };
}

/** Inserts a new order with its first history entry, and runs the effects of its creation (the hold). */
async function recordNewOrder(context: CheckoutContext, transaction: Transaction, order: OrderRecord): Promise<void> {
  await insertOrder(transaction, order);
  await insertOrderEvent(transaction, {
    id: newOrderEventId(),
    orderId: order.id,
    idempotencyKey: 'created',
    event: 'created',
    fromStatus: '',
    toStatus: 'created',
    rail: null,
    railReference: null,
    amount: order.fiatAmount,
    currency: order.fiatCurrency,
    reason: null,
    createdAt: order.createdAt,
  });
  for (const effect of context.effects)
    await effect(transaction, { event: 'created', order, before: order, changed: true, replayed: false });
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** A browser's cancel (PATCH /checkout/status/{id}): only an order whose payment has not been authorized. */
export async function cancelOrderByBuyer(context: CheckoutContext, orderId: string): Promise<TransitionResult> {
  return context.database.transaction(async (transaction) => {
    const order = await findOrder(transaction, orderId, { forUpdate: true });
    if (order === null) throw new DomainError('not_found', { checkout: checkoutNotFoundMessage });
    if (order.status !== 'created' && order.status !== 'payment_pending' && order.status !== 'cancelled')
      throw new DomainError('conflict', {
        status: checkoutText('cannotCancel'),
      });
    return transitionOrder(
      transaction,
      { orderId, event: 'cancelled', idempotencyKey: 'buyer_cancel', reason: 'cancelled by the buyer' },
      { now: context.now(), effects: context.effects },
    );
  });
}

/** The expiry job and tests: an unpaid order past its lifetime expires (its hold is released by the effects). */
export async function expireOrder(
  context: CheckoutContext,
  transaction: Transaction,
  orderId: string,
): Promise<TransitionResult> {
  return transitionOrder(
    transaction,
    { orderId, event: 'expired', idempotencyKey: 'expired', reason: 'not paid in time' },
    { now: context.now(), effects: context.effects },
  );
}

/** PATCH /checkout/updatekyc: the buyer's verification as the accounts module holds it for the flow user. */
export async function refreshOrderKyc(context: CheckoutContext, orderId: string): Promise<OrderRecord> {
  return context.database.transaction(async (transaction) => {
    const order = await findOrder(transaction, orderId, { forUpdate: true });
    if (order === null) throw new DomainError('not_found', { checkout: checkoutNotFoundMessage });
    if (order.flowUserId === null) return order;
    const user = await findUserById(transaction, order.flowUserId);
    if (user === undefined) return order;
    const changes = {
      kycPassed: user.complianceVerification === 'successful',
      emailVerified: user.emailVerified,
      mobileVerified: user.phoneVerified,
    };
    await updateOrder(transaction, order.id, changes, context.now());
    return { ...order, ...changes };
  });
}

export async function setOrderBilling(
  context: CheckoutContext,
  orderId: string,
  billing: Record<string, string>,
  dateOfBirth: string | undefined,
): Promise<OrderRecord> {
  return context.database.transaction(async (transaction) => {
    const order = await findOrder(transaction, orderId, { forUpdate: true });
    if (order === null) throw new DomainError('not_found', { checkout: checkoutNotFoundMessage });
    if (order.status !== 'created' && order.status !== 'payment_pending')
      throw new DomainError('conflict', {
        status: checkoutText('billingFixed'),
      });
    await updateOrder(
      transaction,
      order.id,
      { billing, ...(dateOfBirth === undefined ? {} : { dateOfBirth }) },
      context.now(),
    );
    return { ...order, billing, dateOfBirth: dateOfBirth ?? order.dateOfBirth };
  });
}

export function orderView(order: OrderRecord): CheckoutOrderView {
  return {
    id: order.id,
    brandId: order.brandId,
    merchantId: order.merchantId,
    status: order.status,
    paymentMethod: order.paymentMethod,
    fiatCurrency: order.fiatCurrency,
    fiatAmountMinor: order.fiatAmount,
    feeMinor: order.feeAmount,
    cryptoIso: order.cryptoCurrency,
    cryptoAmountBaseUnits: order.cryptoAmount,
    destinationAddress: order.destinationAddress,
    bankReference: order.bankReference,
    email: order.email,
    firstName: order.firstName,
    lastName: order.lastName,
    mobile: order.mobile,
    dateOfBirth: order.dateOfBirth,
    flowUserId: order.flowUserId,
    createdAt: order.createdAt,
  };
}

/** `app.checkoutOrders`: the port of orders-port.ts. */
export function createCheckoutOrders(context: CheckoutContext): CheckoutOrders {
  return {
    async read(orderId) {
      const order = await findOrder(context.database, orderId);
      return order === null ? null : orderView(order);
    },
    async applyPaymentEvent(input: ApplyPaymentEventInput): Promise<{ status: CheckoutOrderState }> {
      if (input.amountMinor < 0n) throw new RangeError('a payment amount is not negative');
      const now = context.now();
      const result = await context.database.transaction((transaction) =>
        transitionOrder(
          transaction,
          {
            orderId: input.orderId,
            event: input.event,
            idempotencyKey: `${input.rail}:${input.idempotencyKey}`,
            rail: input.rail,
            railReference: input.railReference,
            amount: input.amountMinor,
            currency: input.currency,
            ...(input.reason === undefined ? {} : { reason: input.reason }),
          },
          {
            now,
            effects: context.effects,
            checkPayment: paymentChecks(
              { event: input.event, amount: input.amountMinor, currency: input.currency },
              now,
            ),
          },
        ),
      );
      return { status: result.order.status };
    },
    async linkFlowUser({ orderId, userId }) {
      await context.database.transaction(async (transaction) => {
        const order = await findOrder(transaction, orderId, { forUpdate: true });
        if (order === null) throw new DomainError('not_found', { checkout: checkoutNotFoundMessage });
        if (order.flowUserId === userId) return;
        if (order.flowUserId !== null) throw new DomainError('conflict', { checkout: checkoutText('otherBuyer') });
        await updateOrder(transaction, orderId, { flowUserId: userId }, context.now());
      });
    },
  };
}

export const merchantFeePercentOf = (merchant: MerchantRecord | null): string | null =>
  merchant === null ? null : basisPointsToPercent(BigInt(merchant.feeBps));

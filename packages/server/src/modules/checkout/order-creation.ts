import { validateAddress } from '@platform/core/addresses';
import { kycRequiredForOrder, unpaidOrderLifetimeSeconds } from '@platform/core';
import type { Transaction } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { newBankReference, newOrderEventId, newOrderId, sha256Hex } from './checkout-ids.js';
import type { CheckoutContext } from './checkout-service.js';
import { checkoutSettingsOf } from './checkout-settings.js';
import { checkoutText } from './checkout-texts.js';
import { useCoupon } from './coupons.js';
import { insertOrderEvent } from './order-event-repository.js';
import { issueFlowToken, type IssuedFlowToken } from './flow-tokens.js';
import { findOrderByIdempotencyKey, findOrderByQuote, insertOrder, type OrderRecord } from './order-repository.js';
import { quoteExpiredMessage } from './order-transitions.js';
import { findQuoteForOrder, type QuoteRecord } from './quote-repository.js';
import { quoteFees } from './quotes.js';
import type { Brand } from '../brands/index.js';

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
): Promise<{ order: OrderRecord; replayed: boolean; flowToken: IssuedFlowToken }> {
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
    // A replay issues a new flow token for the same order.
    return {
      order: existing,
      replayed: true,
      flowToken: await issueFlowToken(context.database, existing.id, context.now()),
    };
  };
  const byKey =
    input.idempotencyKey === undefined
      ? null
      : await replay(await findOrderByIdempotencyKey(context.database, input.brand.id, input.idempotencyKey));
  if (byKey !== null) return byKey;
  // One statement: the quote, an order already made from it, and the buyer's purchases without KYC.
  const found = await findQuoteForOrder(context.database, { quoteId: input.quoteId, email: input.email });
  const byQuote = await replay(found?.order ?? null);
  if (byQuote !== null) return byQuote;

  const now = context.now();
  if (found === null || found.quote.brandId !== input.brand.id)
    throw new DomainError('not_found', { quote_id: checkoutText('quoteNotFound') });
  const { quote } = found;
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
  const kycRequired = kycRequiredForOrder({
    amountBaseUnits: quote.fiatAmount,
    previousWithoutKycBaseUnits: found.boughtWithoutKyc,
    limits: settings.limitsFor(quote.fiatCurrency, quote.mode),
    kycPassed: false,
  });

  try {
    return await context.database.transaction(async (transaction) => {
      if (quote.couponCode !== null) await useCoupon(transaction, input.brand.id, quote.couponCode, context.testMode);
      const order = newOrder({ input, quote, destinationAddress: address.normalized, kycRequired, requestHash, now });
      await recordNewOrder(context, transaction, order);
      // The flow token commits with its order (one transaction, one commit).
      return { order, replayed: false, flowToken: await issueFlowToken(transaction, order.id, now) };
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
    refundedAmount: 0n,
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

import { toDecimalString } from '@platform/core';
import { DomainError } from '../../errors/domain-error.js';
import type { Brand } from '../brands/index.js';
import { newOrderEventId } from './checkout-ids.js';
import { requireMerchant, checkoutNotFoundMessage, type CheckoutContext } from './checkout-service.js';
import { checkoutSettingsOf, type CheckoutMode } from './checkout-settings.js';
import { checkoutText } from './checkout-texts.js';
import { requireCoupon, type Coupon } from './coupons.js';
import { insertOrderEvent } from './order-event-repository.js';
import { findOrder, updateOrder, type OrderRecord } from './order-repository.js';
import { findQuote, insertQuote, type QuoteRecord } from './quote-repository.js';
import { priceQuote } from './quotes.js';
import type { CryptoCurrency, FiatCurrency } from '@platform/core';

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

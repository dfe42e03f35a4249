import type { ChainNetwork } from '@platform/core/addresses';
import { basisPointsToPercent, type CheckoutOrderState } from '@platform/core';
import type { Database, Queryable, Transaction } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { findUserById } from '../accounts/index.js';
import { findMerchant, type MerchantRecord } from '../merchants/index.js';
import { findOrder, updateOrder, type OrderRecord } from './order-repository.js';
import { paymentChecks, transitionOrder, type TransitionEffect, type TransitionResult } from './order-transitions.js';
import type { ApplyPaymentEventInput, CheckoutOrders, CheckoutOrderView } from './orders-port.js';
import { checkoutText } from './checkout-texts.js';
import { completeOrderRefund, startOrderRefund } from './order-refunds.js';

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
    startRefund: (input) => startOrderRefund(context, input),
    completeRefund: (input) => completeOrderRefund(context, input),
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

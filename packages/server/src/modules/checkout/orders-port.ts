import type { CheckoutOrderState } from '@platform/core';
import type { FastifyRequest } from 'fastify';

/**
 * What other modules (the payment rails of `modules/rails`) call on the guest checkout's orders.
 * The checkout plugin (named 'checkout') decorates the Fastify instance with `app.checkoutOrders`
 * and `app.checkoutFlow`; declare `dependencies: ['checkout']` to use them.
 */

/** An order as the rails see it; money in integer base units (fiat cents, crypto base units). */
export interface CheckoutOrderView {
  id: string;
  brandId: string;
  merchantId: string | null;
  status: CheckoutOrderState;
  paymentMethod: string;
  fiatCurrency: string;
  /** What the buyer pays, fees included (the amount to authorize and capture). */
  fiatAmountMinor: bigint;
  feeMinor: bigint;
  cryptoIso: string;
  cryptoAmountBaseUnits: bigint;
  destinationAddress: string;
  /** Unique per order: the bank transfer's payment reference. */
  bankReference: string;
  email: string;
  /** The buyer's contact details as given at creation (the rails send the codes of POST /checkout to them). */
  firstName: string;
  lastName: string;
  mobile: string;
  dateOfBirth: string | null;
  /** The user registered for this checkout (POST /users/checkout/register), if any. */
  flowUserId: string | null;
  createdAt: Date;
}

/**
 * A payment rail's report about an order's payment. Only `captured` marks an order paid. Refunds
 * go through `startRefund` and `completeRefund` instead.
 */
export type PaymentEvent = 'payment_pending' | 'authorized' | 'captured' | 'failed' | 'cancelled';

export type PaymentRail = 'card' | 'bank_transfer' | 'online_banking';

export interface ApplyPaymentEventInput {
  orderId: string;
  event: PaymentEvent;
  rail: PaymentRail;
  /** The rail's own id of the payment (PSP payment id, bank line id, online banking session id). */
  railReference: string;
  /** The amount the rail reports for this event, in the order's fiat base units. */
  amountMinor: bigint;
  currency: string;
  reason?: string;
  /** The same key again answers the first result and changes nothing (a replayed webhook). */
  idempotencyKey: string;
}

export interface CheckoutOrders {
  read(orderId: string): Promise<CheckoutOrderView | null>;
  /**
   * Moves the order by the state machine of core's rules/checkout-order.ts, in one database
   * transaction with its history and ledger postings. Refusals throw a DomainError: a final order
   * (409 conflict), an amount or currency that differs from the order's on `authorized`/`captured`
   * (409; bank lines that differ go to the operator queue of the rails, never here), a payment
   * while KYC is required and not passed (403), or a stale quote before payment started (409).
   */
  applyPaymentEvent(input: ApplyPaymentEventInput): Promise<{ status: CheckoutOrderState }>;
  /**
   * Before a rail refunds (part of) an order (an operator's call): 404 for an order of another
   * brand, 409 when it cannot be refunded (core's refundRefusalOf: completed, not paid, coins on
   * their way; refundAmountRefusalOf: more than is left), else the refund is recorded `started`
   * (its amount reserved) and no send of the coins starts until it completes. A known refund id
   * answers its refund (`replayed`; 409 when the amount differs).
   */
  startRefund(input: StartRefundInput): Promise<StartedRefund>;
  /**
   * Once the rail gave the money back (or recorded the payout instruction): the order moves to
   * `partially_refunded` (coins to deliver reduced) or `refunded`, the ledger follows, the merchant's
   * webhook is queued. Idempotent per refund id. 409 when the brand's liquidity cannot cover it yet.
   */
  completeRefund(input: {
    orderId: string;
    refundId: string;
    rail: PaymentRail;
    railReference: string;
  }): Promise<{ status: CheckoutOrderState; refundedMinor: bigint }>;
  /** Links the user registered for the checkout (POST /users/checkout/register). Idempotent. */
  linkFlowUser(input: { orderId: string; userId: string }): Promise<void>;
}

export interface StartRefundInput {
  orderId: string;
  brandId: string;
  /** The operator client's id of this refund (idempotency). */
  refundId: string;
  /** A partial refund's amount (fiat minor units); absent: what is left of the payment. */
  amountMinor?: bigint;
  reason?: string;
  /** The operator's user id. */
  requestedBy: string;
}

export interface StartedRefund {
  refundId: string;
  amountMinor: bigint;
  status: 'started' | 'completed';
  /** The refund id was known: its refund is answered, nothing new is reserved. */
  replayed: boolean;
  /** The order's state when the refund was started or replayed. */
  order: CheckoutOrderState;
}

/** Sends the email and SMS codes of a new checkout (POST /checkout); the rails module provides it. */
export type CheckoutCodeSender = (orderId: string) => Promise<void>;

/** The flow token (spec §6): issued by POST /checkout, carried in Authorization or the flow_tokens cookie. */
export interface CheckoutFlowAuth {
  /**
   * The checkout id the request's flow token stands for; throws a DomainError 401 unauthorized
   * when there is no live flow token, and 403 forbidden when `checkoutId` is given and differs.
   */
  requireCheckout(request: FastifyRequest, checkoutId?: string): Promise<string>;
  /** Registers who sends the codes of POST /checkout (until then it answers codes_sent false). */
  setCodeSender(sender: CheckoutCodeSender): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    checkoutOrders: CheckoutOrders;
    checkoutFlow: CheckoutFlowAuth;
  }
}

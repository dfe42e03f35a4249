import { z } from 'zod';
import { checkoutTransactionDataSchema } from '../../schemas/checkout-transaction-data.js';
import { checkoutSchema } from '../../schemas/checkout.js';
import { defineEndpoint } from '../endpoint.js';
import { unchecked, type JsonObject } from '../unchecked.js';

/** The flow's checkout lookup always sends is_flow=1 (spec §7). */
interface FlowCheckoutQuery {
  ip?: string;
  is_flow: 1;
}

const idParams = z.object({ id: z.string().min(1).max(200) });

/** Spec §7 "Checkout and rates" and the flow variants of "Users and verification": the guest checkout's calls, planned until its issue builds them. Every /checkout/* call is a checkout call: success is `success === true`. */
export const checkoutEndpoints = {
  checkoutRegister: defineEndpoint({
    method: 'POST',
    path: '/users/checkout/register',
    status: 'planned',
    auth: 'public',
    summary: "Registers the guest checkout's buyer",
    tags: ['checkout'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  checkVerify: defineEndpoint({
    method: 'GET',
    path: '/verify/checkVerify/{id}',
    status: 'planned',
    auth: 'public',
    summary: "The guest checkout's verification state",
    tags: ['checkout'],
    request: { params: idParams },
    details: unchecked<unknown>(),
  }),
  getVerifyId: defineEndpoint({
    method: 'GET',
    path: '/verify/id/{orderId}',
    status: 'planned',
    auth: 'public',
    summary: "The guest checkout's identity verification",
    tags: ['checkout'],
    request: {
      params: z.object({ orderId: z.string().min(1).max(200) }),
      query: unchecked<{ ip?: string } | undefined>(),
    },
    details: unchecked<unknown>(),
  }),
  validateCoupon: defineEndpoint({
    method: 'POST',
    path: '/coupons/validate',
    status: 'planned',
    auth: 'public',
    summary: 'Checks a promo code',
    tags: ['checkout'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  createCheckout: defineEndpoint({
    method: 'POST',
    path: '/checkout',
    status: 'planned',
    success: 'success',
    auth: 'public',
    summary: 'Creates a checkout (returns the transaction token)',
    tags: ['checkout'],
    request: { body: unchecked<JsonObject>() },
    details: z.looseObject({ transaction_token: z.string().min(1) }),
  }),
  /** Creates the checkout without sending an OTP. */
  createCheckoutWithoutOtp: defineEndpoint({
    method: 'POST',
    path: '/checkout/create',
    status: 'planned',
    success: 'success',
    auth: 'public',
    summary: 'Creates a checkout without sending a code',
    tags: ['checkout'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  paynetDeposit: defineEndpoint({
    method: 'POST',
    path: '/paynet/deposit',
    status: 'planned',
    auth: 'public',
    summary: 'Starts a card payment',
    tags: ['checkout'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  initCheckout: defineEndpoint({
    method: 'POST',
    path: '/checkout/init',
    status: 'planned',
    success: 'success',
    auth: 'public',
    summary: 'The checkout with its crypto currency and the supported coins',
    tags: ['checkout'],
    request: { body: unchecked<JsonObject>() },
    details: z.looseObject({ checkout: checkoutSchema, supportedCrypto: z.array(z.unknown()).max(100).optional() }),
  }),
  /** Answers the checkout's deposit. */
  getCheckout: defineEndpoint({
    method: 'GET',
    path: '/checkout/getCheckout/{id}',
    status: 'planned',
    success: 'success',
    auth: 'public',
    summary: "A checkout's deposit",
    tags: ['checkout'],
    request: { params: idParams },
    details: unchecked<unknown>(),
  }),
  setCheckoutStatus: defineEndpoint({
    method: 'PATCH',
    path: '/checkout/status/{id}',
    status: 'planned',
    success: 'success',
    auth: 'public',
    summary: "Sets a checkout's status",
    tags: ['checkout'],
    request: { params: idParams, body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  updateCheckoutKyc: defineEndpoint({
    method: 'PATCH',
    path: '/checkout/updatekyc',
    status: 'planned',
    success: 'success',
    auth: 'public',
    summary: "Updates the checkout buyer's KYC",
    tags: ['checkout'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  checkoutBilling: defineEndpoint({
    method: 'POST',
    path: '/checkout/billing',
    status: 'planned',
    success: 'success',
    auth: 'public',
    summary: "The checkout buyer's billing details",
    tags: ['checkout'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  getCheckoutMerchant: defineEndpoint({
    method: 'GET',
    path: '/checkout/merchant/{id}',
    status: 'planned',
    success: 'success',
    auth: 'public',
    summary: "A checkout merchant's addresses",
    tags: ['checkout'],
    request: { params: idParams },
    details: unchecked<unknown>(),
  }),
  getCheckoutMerchantFees: defineEndpoint({
    method: 'GET',
    path: '/checkout/merchant/fees/{id}',
    status: 'planned',
    success: 'success',
    auth: 'public',
    summary: "A checkout merchant's fees",
    tags: ['checkout'],
    request: { params: idParams },
    details: unchecked<unknown>(),
  }),
  wirePreAuth: defineEndpoint({
    method: 'POST',
    path: '/paynet/wirePreAuth',
    status: 'planned',
    auth: 'public',
    summary: 'Pre-authorises a bank transfer',
    tags: ['checkout'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  wirePreAuthStatus: defineEndpoint({
    method: 'POST',
    path: '/paynet/wirePreAuthStatus/{id}',
    status: 'planned',
    auth: 'public',
    summary: "A bank transfer pre-authorisation's status",
    tags: ['checkout'],
    request: { params: idParams, body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  /**
   * The flow's checkout lookup (spec §7; path not shown, decided: GET /users/checkout with ip and
   * is_flow=1, beside POST /users/checkout/register). It answers `_id`, `request_status` and
   * `request_details.transaction_data`, a JSON string parsed and validated here.
   */
  getFlowCheckout: defineEndpoint({
    method: 'GET',
    path: '/users/checkout',
    status: 'planned',
    auth: 'public',
    summary: "The flow's checkout",
    tags: ['checkout'],
    request: { query: unchecked<FlowCheckoutQuery>() },
    details: z.looseObject({ transaction_data: checkoutTransactionDataSchema }),
  }),
} as const;

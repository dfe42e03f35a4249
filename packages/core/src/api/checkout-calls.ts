import { z } from 'zod';
import { checkoutSchema } from '../schemas/checkout.js';
import { checkoutTransactionDataSchema } from '../schemas/checkout-transaction-data.js';
import type { JsonObject } from './call-definition.js';
import { defineCall } from './call-definition.js';
import type { CouponQuery, FlowCheckoutQuery } from './request-bodies.js';

/**
 * Spec §7 "Checkout and rates". Every /checkout/* call is a checkout call: success is
 * `success === true`. The coupon, paynet and flow-lookup calls use `request_status` like the rest.
 */
export const checkoutCalls = {
  getRates: defineCall<undefined, CouponQuery>()({ method: 'GET', path: '/checkout/getRates', success: 'success' }),
  getChartRates: defineCall()({ method: 'GET', path: '/checkout/getChartRates', success: 'success' }),
  validateCoupon: defineCall<JsonObject>()({ method: 'POST', path: '/coupons/validate' }),
  createCheckout: defineCall<JsonObject>()({
    method: 'POST',
    path: '/checkout',
    success: 'success',
    details: z.looseObject({ transaction_token: z.string().min(1) }),
  }),
  /** Creates the checkout without sending an OTP. */
  createCheckoutWithoutOtp: defineCall<JsonObject>()({ method: 'POST', path: '/checkout/create', success: 'success' }),
  paynetDeposit: defineCall<JsonObject>()({ method: 'POST', path: '/paynet/deposit' }),
  initCheckout: defineCall<JsonObject>()({
    method: 'POST',
    path: '/checkout/init',
    success: 'success',
    details: z.looseObject({ checkout: checkoutSchema, supportedCrypto: z.array(z.unknown()).max(100).optional() }),
  }),
  /** Answers the checkout's deposit. */
  getCheckout: defineCall()({ method: 'GET', path: '/checkout/getCheckout/{id}', success: 'success' }),
  setCheckoutStatus: defineCall<JsonObject>()({ method: 'PATCH', path: '/checkout/status/{id}', success: 'success' }),
  updateCheckoutKyc: defineCall<JsonObject>()({ method: 'PATCH', path: '/checkout/updatekyc', success: 'success' }),
  checkoutBilling: defineCall<JsonObject>()({ method: 'POST', path: '/checkout/billing', success: 'success' }),
  getCheckoutMerchant: defineCall()({ method: 'GET', path: '/checkout/merchant/{id}', success: 'success' }),
  getCheckoutMerchantFees: defineCall()({ method: 'GET', path: '/checkout/merchant/fees/{id}', success: 'success' }),
  wirePreAuth: defineCall<JsonObject>()({ method: 'POST', path: '/paynet/wirePreAuth' }),
  wirePreAuthStatus: defineCall<JsonObject>()({ method: 'POST', path: '/paynet/wirePreAuthStatus/{id}' }),
  /**
   * The flow's checkout lookup (spec §7; path not shown, decided: GET /users/checkout with ip and
   * is_flow=1, beside POST /users/checkout/register). It answers `_id`, `request_status` and
   * `request_details.transaction_data`, a JSON string parsed and validated here.
   */
  getFlowCheckout: defineCall<undefined, FlowCheckoutQuery>()({
    method: 'GET',
    path: '/users/checkout',
    details: z.looseObject({ transaction_data: checkoutTransactionDataSchema }),
  }),
} as const;

import {
  checkoutDeliveriesDetailsSchema,
  checkoutDeliveriesQuerySchema,
  checkoutDeliveryDetailsSchema,
  checkoutDeliveryParamsSchema,
  operatorCheckoutOrderDetailsSchema,
} from '../../schemas/checkout-operator.js';
import {
  checkoutBillingBodySchema,
  checkoutBillingDetailsSchema,
  checkoutIdParamsSchema,
  checkoutMerchantDetailsSchema,
  checkoutMerchantFeesDetailsSchema,
  checkoutMerchantParamsSchema,
  createCheckoutBodySchema,
  createCheckoutDetailsSchema,
  getCheckoutDetailsSchema,
  initCheckoutBodySchema,
  initCheckoutDetailsSchema,
  setCheckoutStatusBodySchema,
  setCheckoutStatusDetailsSchema,
  updateCheckoutKycBodySchema,
  updateCheckoutKycDetailsSchema,
  validateCouponBodySchema,
  validateCouponDetailsSchema,
} from '../../schemas/checkout-calls.js';
import {
  checkoutRegisterBodySchema,
  checkoutRegisterDetailsSchema,
  checkVerifyDetailsSchema,
  checkVerifyQuerySchema,
  flowCheckoutAnswerSchema,
  flowCheckoutQuerySchema,
  paynetDepositBodySchema,
  paynetDepositDetailsSchema,
  verifyIdDetailsSchema,
  verifyIdParamsSchema,
  verifyIdQuerySchema,
  wirePreAuthBodySchema,
  wirePreAuthDetailsSchema,
  wirePreAuthStatusBodySchema,
  wirePreAuthStatusDetailsSchema,
} from '../../schemas/checkout-flow-calls.js';
import { defineEndpoint } from '../endpoint.js';

/**
 * Spec §7 "Checkout and rates" and the flow variants of "Users and verification": the guest
 * checkout's calls. Every /checkout/* call is a checkout call: success is `success === true`.
 * `auth: 'public'` rows that act on a checkout take the flow token (Authorization: the JSON-encoded
 * flow_tokens cookie `{"flow_token":…,"checkout_id":…}`, or the cookie) and check it in the handler;
 * the flow token is issued by POST /checkout and POST /checkout/create (12000 s).
 * The order state machine is core's rules/checkout-order.ts.
 */
export const checkoutEndpoints = {
  checkoutRegister: defineEndpoint({
    method: 'POST',
    path: '/users/checkout/register',
    auth: 'public',
    summary: "Registers the guest checkout's buyer (flow token) and sends the email and SMS codes",
    description:
      "Creates (or corrects) the checkout's buyer, a flow user linked to the order, and sends a 6-digit code by email and by SMS for what is not verified yet (test mode: readable in the outbox, GET /test-mode/outbox?to=). A changed email or mobile must be verified again. The region guard answers 403 with the spec's message for a country the brand does not serve.",
    tags: ['checkout'],
    request: { body: checkoutRegisterBodySchema },
    details: checkoutRegisterDetailsSchema,
  }),
  checkVerify: defineEndpoint({
    method: 'GET',
    path: '/verify/checkVerify/{id}',
    auth: 'public',
    summary: "The guest checkout buyer's email, mobile and identity verification (flow token)",
    description:
      "With type email|sms and code it checks the buyer's code first: a wrong one answers 'You have entered an invalid code, Please try again.' (a code dies after 5 tries or 10 minutes). Once email and mobile are verified the message is 'You have successfully verified your account!' and an authorised card payment is captured. id_state: successful 1; failed, review and pending 3 (spec §4).",
    tags: ['checkout'],
    request: { params: checkoutIdParamsSchema, query: checkVerifyQuerySchema },
    details: checkVerifyDetailsSchema,
  }),
  getVerifyId: defineEndpoint({
    method: 'GET',
    path: '/verify/id/{orderId}',
    auth: 'public',
    summary: "The order buyer's identity verification and the region check (flow token)",
    description:
      "Spec §4: in the guest flow failed, review and pending all give id state 3. A region the brand does not serve answers 'Unfortunately we do not provide our services for this region.'",
    tags: ['checkout'],
    request: { params: verifyIdParamsSchema, query: verifyIdQuerySchema },
    details: verifyIdDetailsSchema,
  }),
  validateCoupon: defineEndpoint({
    method: 'POST',
    path: '/coupons/validate',
    auth: 'public',
    summary: 'Checks a promo code: its discount on the fees',
    description: 'An unknown, expired or used-up code answers 400 validation_failed naming coupon_code.',
    tags: ['checkout'],
    request: { body: validateCouponBodySchema },
    details: validateCouponDetailsSchema,
  }),
  createCheckout: defineEndpoint({
    method: 'POST',
    path: '/checkout',
    success: 'success',
    auth: 'public',
    summary:
      'Creates the order of a live quote and sends the email and SMS codes (returns the transaction token and the flow token)',
    description:
      'Idempotent: an Idempotency-Key header or client_order_id replays the same order (never a second one). An expired quote answers 409 conflict with quote_expired: ask POST /checkout/init again. Per-order limits per fiat currency; above the cumulative limit without KYC the order is created with kyc_required true and payment waits for KYC.',
    tags: ['checkout'],
    request: { body: createCheckoutBodySchema },
    details: createCheckoutDetailsSchema,
  }),
  /** Creates the checkout without sending an OTP. */
  createCheckoutWithoutOtp: defineEndpoint({
    method: 'POST',
    path: '/checkout/create',
    success: 'success',
    auth: 'public',
    summary: 'Creates the order of a live quote without sending codes',
    tags: ['checkout'],
    request: { body: createCheckoutBodySchema },
    details: createCheckoutDetailsSchema,
  }),
  paynetDeposit: defineEndpoint({
    method: 'POST',
    path: '/paynet/deposit',
    auth: 'public',
    summary: 'Pays the checkout by card (flow token); may answer a 3-D Secure challenge',
    description:
      'Test mode: the sandbox PSP follows Stripe test cards (4242… succeeds, …0002 declined, …9995 insufficient funds, …0069 expired, …0127 wrong CVC, …3184 3-D Secure challenge, …3220 3-D Secure 2). The number is never stored: a token and the last four only. Authorised now, captured once the buyer has verified email and mobile (GET /verify/checkVerify). A second pay of the same checkout (double click, retry, or the same idempotency_key / Idempotency-Key) answers the first payment with replayed true and never charges twice. Three declined attempts fail the order.',
    tags: ['checkout'],
    request: { body: paynetDepositBodySchema },
    details: paynetDepositDetailsSchema,
  }),
  initCheckout: defineEndpoint({
    method: 'POST',
    path: '/checkout/init',
    success: 'success',
    auth: 'public',
    summary:
      'A quote locking the rate for 180 s, the limits and the supported coins (re-quotes a checkout with checkout_id)',
    description:
      'Defaults (spec §9): 250 EUR of BTC; mode test: 30, minimum 30, maximum 50. Fees and a coupon discount are explicit lines; amounts are decimal strings of integer base units.',
    tags: ['checkout'],
    request: { body: initCheckoutBodySchema },
    details: initCheckoutDetailsSchema,
  }),
  /** Answers the checkout's deposit. */
  getCheckout: defineEndpoint({
    method: 'GET',
    path: '/checkout/getCheckout/{id}',
    success: 'success',
    auth: 'public',
    summary: 'A checkout, its order and its deposit (flow token)',
    tags: ['checkout'],
    request: { params: checkoutIdParamsSchema },
    details: getCheckoutDetailsSchema,
  }),
  setCheckoutStatus: defineEndpoint({
    method: 'PATCH',
    path: '/checkout/status/{id}',
    success: 'success',
    auth: 'public',
    summary: 'Cancels an unpaid checkout (flow token); a browser can never mark an order paid',
    tags: ['checkout'],
    request: { params: checkoutIdParamsSchema, body: setCheckoutStatusBodySchema },
    details: setCheckoutStatusDetailsSchema,
  }),
  updateCheckoutKyc: defineEndpoint({
    method: 'PATCH',
    path: '/checkout/updatekyc',
    success: 'success',
    auth: 'public',
    summary: "Re-reads the checkout buyer's identity verification into the checkout (flow token)",
    tags: ['checkout'],
    request: { body: updateCheckoutKycBodySchema },
    details: updateCheckoutKycDetailsSchema,
  }),
  checkoutBilling: defineEndpoint({
    method: 'POST',
    path: '/checkout/billing',
    success: 'success',
    auth: 'public',
    summary: "The checkout buyer's billing address (flow token)",
    tags: ['checkout'],
    request: { body: checkoutBillingBodySchema },
    details: checkoutBillingDetailsSchema,
  }),
  getCheckoutMerchant: defineEndpoint({
    method: 'GET',
    path: '/checkout/merchant/{id}',
    success: 'success',
    auth: 'public',
    summary: "A checkout merchant's name and payout addresses",
    tags: ['checkout'],
    request: { params: checkoutMerchantParamsSchema },
    details: checkoutMerchantDetailsSchema,
  }),
  getCheckoutMerchantFees: defineEndpoint({
    method: 'GET',
    path: '/checkout/merchant/fees/{id}',
    success: 'success',
    auth: 'public',
    summary: "A checkout merchant's fees",
    tags: ['checkout'],
    request: { params: checkoutMerchantParamsSchema },
    details: checkoutMerchantFeesDetailsSchema,
  }),
  wirePreAuth: defineEndpoint({
    method: 'POST',
    path: '/paynet/wirePreAuth',
    auth: 'public',
    summary: "Pre-authorises a bank transfer (flow token): the brand's bank details and a unique reference",
    description:
      "Swift, Wire, SEPA: the brand's bank account in the checkout's currency and the checkout's reference; the order is captured when an operator reports the bank line with exactly that reference, currency and amount (anything else waits in the operators' queue). Online Banking (ZA): redirect_url to the bank (the sandbox bank in test mode), which returns the buyer to /flow/processing. Repeating it answers the same pre-authorisation.",
    tags: ['checkout'],
    request: { body: wirePreAuthBodySchema },
    details: wirePreAuthDetailsSchema,
  }),
  wirePreAuthStatus: defineEndpoint({
    method: 'POST',
    path: '/paynet/wirePreAuthStatus/{id}',
    auth: 'public',
    summary: "A bank transfer pre-authorisation's status (flow token)",
    tags: ['checkout'],
    request: { params: checkoutIdParamsSchema, body: wirePreAuthStatusBodySchema },
    details: wirePreAuthStatusDetailsSchema,
  }),
  /**
   * The flow's checkout lookup (spec §7; path not shown, decided: GET /users/checkout with ip and
   * is_flow=1, beside POST /users/checkout/register). It answers `_id` and `request_status` beside
   * `request_details.transaction_data`, a JSON string parsed and validated here, so the row is
   * `http` and its schema is the whole body.
   */
  getFlowCheckout: defineEndpoint({
    method: 'GET',
    path: '/users/checkout',
    success: 'http',
    auth: 'public',
    summary: "The flow's checkout: _id, request_status and request_details.transaction_data (flow token)",
    tags: ['checkout'],
    request: { query: flowCheckoutQuerySchema },
    details: flowCheckoutAnswerSchema,
  }),
  listCheckoutDeliveries: defineEndpoint({
    method: 'GET',
    path: '/operator/checkout/deliveries',
    auth: 'operator',
    summary: 'Deliveries of paid checkout orders of the brand (needs_operator=true: those waiting for an operator)',
    description: 'Oldest change first, at most `limit` (≤ 100, default 100).',
    tags: ['operator', 'checkout'],
    request: { query: checkoutDeliveriesQuerySchema },
    details: checkoutDeliveriesDetailsSchema,
  }),
  retryCheckoutDelivery: defineEndpoint({
    method: 'POST',
    path: '/operator/checkout/deliveries/{orderId}/retry',
    auth: 'operator',
    summary: 'Retries a delivery whose send failed or never started: clears needs_operator, due now',
    description:
      'A failed send released its coins: the retry holds them again (503 when the brand’s liquidity has not enough). 409 while a send is underway, once delivered, or after a refund started.',
    tags: ['operator', 'checkout'],
    request: { params: checkoutDeliveryParamsSchema },
    details: checkoutDeliveryDetailsSchema,
  }),
  getOperatorCheckoutOrder: defineEndpoint({
    method: 'GET',
    path: '/operator/checkout/orders/{id}',
    auth: 'operator',
    summary: 'A checkout order of the brand for its operators: state, amounts, what may be refunded, delivery, refunds',
    description:
      '404 for an order of another brand. `refundable_amount` is what a refund may still take now (0 when the order cannot be refunded: unpaid, coins on their way or delivered).',
    tags: ['operator', 'checkout'],
    request: { params: checkoutIdParamsSchema },
    details: operatorCheckoutOrderDetailsSchema,
  }),
} as const;

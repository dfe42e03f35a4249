import { z } from 'zod';
import { checkoutTransactionDataSchema } from '../../schemas/checkout-transaction-data.js';
import { checkoutSchema } from '../../schemas/checkout.js';
import {
  checkoutRegisterBodySchema,
  checkoutRegisterDetailsSchema,
  checkVerifyDetailsSchema,
  checkVerifyQuerySchema,
  paynetDepositBodySchema,
  paynetDepositDetailsSchema,
  verifyIdDetailsSchema,
  verifyIdQuerySchema,
  wirePreAuthBodySchema,
  wirePreAuthDetailsSchema,
  wirePreAuthStatusBodySchema,
} from '../../schemas/rails.js';
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
    auth: 'public',
    summary: "Registers the guest checkout's buyer and sends the email and SMS codes",
    description:
      'Contact details validated as spec §5, tied to the checkout (a repeat corrects them; a changed email or mobile must be verified again). Sends a 6-digit code by email and by SMS (in test mode both are readable in the outbox, GET /test-mode/outbox?to=). Region guard: a country the brand does not serve answers 403 with the spec’s message.',
    tags: ['checkout'],
    request: { body: checkoutRegisterBodySchema },
    details: checkoutRegisterDetailsSchema,
  }),
  checkVerify: defineEndpoint({
    method: 'GET',
    path: '/verify/checkVerify/{id}',
    auth: 'public',
    summary: "The guest checkout's verification state (with type and code: checks that code)",
    description:
      "id is the checkout id. With type email|sms and code, checks the buyer's code first: a wrong one answers 'You have entered an invalid code, Please try again.' (5 tries, 10 minutes); when both are verified the message is 'You have successfully verified your account!' and an authorised card payment is captured.",
    tags: ['checkout'],
    request: { params: idParams, query: checkVerifyQuerySchema },
    details: checkVerifyDetailsSchema,
  }),
  getVerifyId: defineEndpoint({
    method: 'GET',
    path: '/verify/id/{orderId}',
    auth: 'public',
    summary: "The guest checkout's identity verification",
    description:
      'id_state as spec §4 says for the guest flow: successful 1; failed, review and pending all 3. Test mode decides at once from the buyer’s email: a +failed tag fails, +review waits for review, else successful. ip (or the caller’s address) must be in a region the brand serves, else 403 with the spec’s message.',
    tags: ['checkout'],
    request: {
      params: z.object({ orderId: z.string().min(1).max(200) }),
      query: verifyIdQuerySchema,
    },
    details: verifyIdDetailsSchema,
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
    auth: 'public',
    summary: 'Starts a card payment (authorised now, captured once the buyer is verified)',
    description:
      'Answers authorized, requires_action (challenge_url: the hosted 3-D Secure page, which returns the buyer to /flow/processing) or declined (decline_code and a message). Test mode runs the sandbox PSP with Stripe’s test cards (README of the rails module). The card number goes to the PSP only: stored are the token, last four, brand and expiry. A second pay of the same checkout (double click, retry) answers the first payment with replayed true and never charges twice.',
    tags: ['checkout'],
    request: { body: paynetDepositBodySchema },
    details: paynetDepositDetailsSchema,
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
    auth: 'public',
    summary: 'Pre-authorises a bank transfer (bank details and reference) or starts online banking (redirect)',
    description:
      'Swift, Wire, SEPA: the brand’s bank account for the checkout’s currency and the checkout’s unique reference; the checkout is captured when the bank line with exactly that reference and amount is reported. Online Banking (ZA): redirect_url to the bank (the sandbox bank in test mode), which returns the buyer to /flow/processing. Repeating it answers the same pre-authorisation.',
    tags: ['checkout'],
    request: { body: wirePreAuthBodySchema },
    details: wirePreAuthDetailsSchema,
  }),
  wirePreAuthStatus: defineEndpoint({
    method: 'POST',
    path: '/paynet/wirePreAuthStatus/{id}',
    auth: 'public',
    summary: "A bank transfer pre-authorisation's status (id: the checkout id)",
    tags: ['checkout'],
    request: { params: idParams, body: wirePreAuthStatusBodySchema },
    details: wirePreAuthDetailsSchema,
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

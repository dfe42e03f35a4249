import { cardListSchema } from '../../schemas/card.js';
import {
  checkoutBankLineBodySchema,
  checkoutBankLineDetailsSchema,
  checkoutBankQueueDetailsSchema,
  checkoutBankQueueQuerySchema,
  resolveCheckoutBankLineBodySchema,
  sandboxBankAnswerQuerySchema,
  sandboxChallengeAnswerQuerySchema,
  sandboxPageParamsSchema,
  sandboxPageQuerySchema,
} from '../../schemas/rails.js';
import { checkoutIdParamsSchema } from '../../schemas/checkout-calls.js';
import { refundCheckoutOrderBodySchema, refundCheckoutOrderDetailsSchema } from '../../schemas/checkout-operator.js';
import { defineEndpoint } from '../endpoint.js';

/**
 * The payment rails' calls beyond the spec (server module `rails`): the operators' bank-line
 * reporting and queue for checkout bank transfers, the saved cards list, and the test-mode sandbox
 * pages (the hosted 3-D Secure challenge and the online-banking bank), which exist only in test mode.
 * The spec's rails calls (paynet/*, users/checkout/register, verify/*) are rows of checkout.ts.
 */
export const railsEndpoints = {
  getUserCards: defineEndpoint({
    method: 'GET',
    path: '/users/getUserCards',
    auth: 'session',
    summary: 'Cards the user saved when paying (token, brand, last four and expiry; never the number)',
    description:
      'Cards saved with save_card on POST /paynet/deposit while signed in, or under the user’s verified email address. Newest first, at most 100.',
    tags: ['wallets'],
    details: cardListSchema,
  }),
  reportCheckoutBankLine: defineEndpoint({
    method: 'POST',
    path: '/operator/checkoutBankLines',
    auth: 'operator',
    summary: 'Reports a bank statement line paying a checkout bank transfer',
    description:
      'The reference must be the checkout’s exactly, and currency and amount the checkout’s: then the checkout is captured (once; the same bank_transaction_id again answers replayed true). Any mismatch (unknown reference, partial or excess amount, other currency, a checkout no longer payable) is queued for an operator, never credited. The same bank_transaction_id with other data is 409.',
    tags: ['operator', 'checkout'],
    request: { body: checkoutBankLineBodySchema },
    details: checkoutBankLineDetailsSchema,
  }),
  listCheckoutBankQueue: defineEndpoint({
    method: 'GET',
    path: '/operator/checkoutBankQueue',
    auth: 'operator',
    summary: 'Bank lines waiting for an operator (oldest first)',
    tags: ['operator', 'checkout'],
    request: { query: checkoutBankQueueQuerySchema },
    details: checkoutBankQueueDetailsSchema,
  }),
  resolveCheckoutBankLine: defineEndpoint({
    method: 'POST',
    path: '/operator/checkoutBankQueue/{id}',
    auth: 'operator',
    summary: 'Resolves a queued bank line: capture it for a checkout, or reject it (returned to the sender)',
    description:
      'capture needs checkout_id of a payable bank-transfer checkout in the line’s currency, and an amount at least the checkout’s (a partial payment can only be rejected). A line is resolved once.',
    tags: ['operator', 'checkout'],
    request: { params: sandboxPageParamsSchema, body: resolveCheckoutBankLineBodySchema },
    details: checkoutBankLineDetailsSchema,
  }),
  refundCheckoutOrder: defineEndpoint({
    method: 'POST',
    path: '/operator/checkout/orders/{id}/refund',
    auth: 'operator',
    summary:
      'Refunds a paid checkout order in full or in part (card: at the card processor; bank rails: a payout instruction)',
    description:
      'Only an order whose coins have not left: paid with no send underway, or delivering with a failed send waiting for an operator. 409 for a completed order (coins delivered) or an unpaid one. Without `amount` what is left is refunded: the ledger postings of the payment are reversed and the held coins released in one transaction; a merchant order fires order.refunded and earns no fee. With `amount` and `refund_id` a part is refunded: the postings are reversed in proportion, the coins still to deliver are reduced in proportion at the locked rate, a merchant order fires order.partially_refunded; the refunds of an order never pass what was paid (409). Replaying a refund id answers the same refund (replayed: true) and never refunds twice; the same id with another amount is 409.',
    tags: ['operator', 'checkout'],
    request: { params: checkoutIdParamsSchema, body: refundCheckoutOrderBodySchema },
    details: refundCheckoutOrderDetailsSchema,
  }),
  sandboxChallengePage: defineEndpoint({
    method: 'GET',
    path: '/paynet/sandbox/3ds/{id}',
    auth: 'public',
    produces: 'file',
    summary: 'TEST MODE: the sandbox PSP’s hosted 3-D Secure challenge page (Approve, Fail)',
    tags: ['checkout', 'test mode'],
    request: { params: sandboxPageParamsSchema, query: sandboxPageQuerySchema },
  }),
  sandboxChallengeAnswer: defineEndpoint({
    method: 'POST',
    path: '/paynet/sandbox/3ds/{id}',
    auth: 'public',
    produces: 'file',
    summary: 'TEST MODE: answers the 3-D Secure challenge; redirects to /flow/processing',
    tags: ['checkout', 'test mode'],
    request: { params: sandboxPageParamsSchema, query: sandboxChallengeAnswerQuerySchema },
  }),
  sandboxBankPage: defineEndpoint({
    method: 'GET',
    path: '/paynet/sandbox/bank/{id}',
    auth: 'public',
    produces: 'file',
    summary: 'TEST MODE: the sandbox online bank (Approve, Cancel, Fail)',
    tags: ['checkout', 'test mode'],
    request: { params: sandboxPageParamsSchema, query: sandboxPageQuerySchema },
  }),
  sandboxBankAnswer: defineEndpoint({
    method: 'POST',
    path: '/paynet/sandbox/bank/{id}',
    auth: 'public',
    produces: 'file',
    summary: 'TEST MODE: the sandbox bank’s answer; redirects to /flow/processing',
    tags: ['checkout', 'test mode'],
    request: { params: sandboxPageParamsSchema, query: sandboxBankAnswerQuerySchema },
  }),
} as const;

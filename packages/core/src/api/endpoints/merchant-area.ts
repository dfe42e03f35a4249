import { z } from 'zod';
import {
  merchantPageSizeLimit,
  merchantPaymentViewSchema,
  merchantPayoutSchema,
  merchantSettlementPageSchema,
  merchantSummarySchema,
  settlementInfoDetailsSchema,
} from '../../schemas/merchant-settlement.js';
import { defineEndpoint } from '../endpoint.js';
import type {
  JsonObject,
  MerchantPageQuery,
  MerchantPayoutBody,
  MerchantSettlementsQuery,
  PaymentRefundBody,
  QueryParams,
  UpdateSettlementInfoBody,
} from '../request-bodies.js';
import { unchecked } from '../unchecked.js';

const idParams = z.object({ id: z.string().min(1).max(200) });

/** The merchant area of the members app and the operator's payout calls (the merchants module serves these). */
export const merchantAreaEndpoints = {
  getMerchantSettings: defineEndpoint({
    method: 'GET',
    path: '/users/merchant',
    auth: 'session',
    summary: "The merchant's widget settings and keys",
    tags: ['merchant area'],
    details: unchecked<unknown>(),
  }),
  editMerchant: defineEndpoint({
    method: 'PATCH',
    path: '/users/merchant/edit',
    auth: 'session',
    summary: "Edits the merchant's profile and widget settings",
    tags: ['merchant area'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  rotateMerchantKeys: defineEndpoint({
    method: 'POST',
    path: '/users/merchant/keys',
    auth: 'session',
    summary: 'Creates or rotates API keys (shown once)',
    tags: ['merchant area'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  listMerchantPayments: defineEndpoint({
    method: 'GET',
    path: '/users/merchant/payments',
    auth: 'session',
    summary: "The merchant's payments with filters",
    tags: ['merchant area'],
    request: { query: unchecked<QueryParams | undefined>() },
    details: unchecked<unknown>(),
  }),
  createPaymentLink: defineEndpoint({
    method: 'POST',
    path: '/users/merchant/payments',
    auth: 'session',
    summary: 'Creates a payment link',
    tags: ['merchant area'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  acceptLatePayment: defineEndpoint({
    method: 'POST',
    path: '/users/merchant/payments/{id}/acceptLate',
    auth: 'session',
    summary: 'Accepts a payment paid after its window',
    tags: ['merchant area'],
    request: { params: idParams },
    details: unchecked<unknown>(),
  }),
  /** Refund a paid-late payment (in full) or an overpayment's excess to the customer's address. */
  refundMerchantPayment: defineEndpoint({
    method: 'POST',
    path: '/users/merchant/payments/{id}/refund',
    auth: 'session',
    summary: 'Refunds a payment to the customer',
    tags: ['merchant area'],
    request: { params: idParams, body: unchecked<PaymentRefundBody>() },
    details: merchantPaymentViewSchema,
  }),
  /** Spec §4's pending/completed sums per currency and the balances per asset. */
  getMerchantSummary: defineEndpoint({
    method: 'GET',
    path: '/users/merchant/summary',
    auth: 'session',
    summary: "The merchant's sums and balances",
    tags: ['merchant area'],
    details: merchantSummarySchema,
  }),
  /** A payout of one wallet to the settlement bank account (step-up required; idempotent). */
  createMerchantPayout: defineEndpoint({
    method: 'POST',
    path: '/users/merchant/payouts',
    auth: 'session_step_up',
    summary: 'Pays a wallet out to the settlement bank account',
    tags: ['merchant area'],
    request: { body: unchecked<MerchantPayoutBody>() },
    details: merchantPayoutSchema,
  }),
  listMerchantPayouts: defineEndpoint({
    method: 'GET',
    path: '/users/merchant/payouts',
    auth: 'session',
    summary: "The merchant's payouts",
    tags: ['merchant area'],
    request: { query: unchecked<MerchantPageQuery | undefined>() },
    details: z.object({
      payouts: z.array(merchantPayoutSchema).max(merchantPageSizeLimit),
      next_cursor: z.string().max(100).nullable(),
    }),
  }),
  /** Spec §2 merchantSettlements: `?tab=widget|creditcards|wire`, cursor pages of at most 100. */
  getMerchantSettlments: defineEndpoint({
    method: 'GET',
    path: '/transactions/getMerchantSettlments',
    auth: 'session',
    summary: 'One tab of the merchant settlements',
    tags: ['merchant area'],
    request: { query: unchecked<MerchantSettlementsQuery>() },
    details: merchantSettlementPageSchema,
  }),
  /** All six fields of spec §3 (IBAN and SWIFT/BIC checked); answers what is stored. */
  updateSettlementInfo: defineEndpoint({
    method: 'PATCH',
    path: '/users/updateSettlementInfo',
    auth: 'session',
    summary: 'Sets the settlement bank details',
    tags: ['merchant area'],
    request: { body: unchecked<UpdateSettlementInfoBody>() },
    details: settlementInfoDetailsSchema,
  }),
  /** The merchant's settlement info as stored ('' fields and updated_at null before the first save). */
  getSettlementInfo: defineEndpoint({
    method: 'GET',
    path: '/users/settlementInfo',
    auth: 'session',
    summary: 'The settlement bank details',
    tags: ['merchant area'],
    details: settlementInfoDetailsSchema,
  }),
  listOperatorPayouts: defineEndpoint({
    method: 'GET',
    path: '/operator/merchant/payouts',
    auth: 'operator',
    summary: 'Merchant payouts to pay',
    tags: ['operator'],
    request: { query: unchecked<QueryParams | undefined>() },
    details: unchecked<unknown>(),
  }),
  markPayoutPaid: defineEndpoint({
    method: 'POST',
    path: '/operator/merchant/payouts/{id}/paid',
    auth: 'operator',
    summary: 'Marks a payout paid',
    tags: ['operator'],
    request: { params: idParams, body: unchecked<JsonObject | undefined>() },
    details: unchecked<unknown>(),
  }),
  markPayoutFailed: defineEndpoint({
    method: 'POST',
    path: '/operator/merchant/payouts/{id}/failed',
    auth: 'operator',
    summary: 'Marks a payout failed (funds back to the wallet)',
    tags: ['operator'],
    request: { params: idParams, body: unchecked<JsonObject | undefined>() },
    details: unchecked<unknown>(),
  }),
} as const;

import { z } from 'zod';
import { currencyCodes, fiatCurrencies, isCurrencyCode, type CurrencyCode } from '../../schemas/currencies.js';
import { paymentLinkExpiryFields, paymentStatuses } from '../../schemas/merchant-payment.js';
import {
  createdPaymentLinkSchema,
  merchantPageSizeLimit,
  merchantPaymentsPageSchema,
  merchantPaymentViewSchema,
  merchantPayoutIdPattern,
  merchantPayoutSchema,
  merchantPayoutsPageSchema,
  merchantPayoutStatusSchema,
  merchantSettlementPageSchema,
  merchantSettlementTabSchema,
  merchantSummarySchema,
  settlementInfoDetailsSchema,
  settlementInfoUpdateSchema,
} from '../../schemas/merchant-settlement.js';
import {
  merchantKeyModes,
  merchantSettingsChangeSchema,
  merchantSettingsSchema,
  newMerchantKeysSchema,
} from '../../schemas/merchant-settings.js';
import { defineEndpoint } from '../endpoint.js';

/** Default page size of every merchant list (the largest is merchantPageSizeLimit). */
const defaultPageSize = 20;
const pageLimitSchema = z.coerce.number().int().min(1).max(merchantPageSizeLimit).default(defaultPageSize);
const paymentIdPattern = /^pay_[a-z0-9]{1,60}$/;
const paymentParams = z.object({ id: z.string().regex(paymentIdPattern) });
const payoutParams = z.object({ id: z.string().regex(merchantPayoutIdPattern) });
const idempotencyKeySchema = z.string().trim().min(1).max(200);

/** A currency code as clients send it: any case, surrounding spaces ignored. */
const currencyParamSchema = z
  .string()
  .max(12)
  .transform((text) => text.trim().toUpperCase())
  .refine((code) => isCurrencyCode(code), { message: `must be one of ${currencyCodes.join(', ')}` })
  .transform((code) => code as CurrencyCode);

const paymentLinkBodySchema = z
  .object({
    amount: z.string().max(40),
    currency: z.enum(fiatCurrencies),
    product: z.string().trim().min(1).max(500).optional(),
    order_id: z.string().trim().min(1).max(200).optional(),
    customer_email: z.email().max(254).optional(),
    idempotency_key: z.string().trim().min(1).max(200).optional(),
    ...paymentLinkExpiryFields,
  })
  .strict();

const merchantPayoutBodySchema = z.strictObject({
  currency: currencyParamSchema,
  amount: z.string().trim().min(1).max(40),
  payout_currency: z.enum(fiatCurrencies).optional(),
  idempotency_key: idempotencyKeySchema.optional(),
});

/** The merchant area of the members app (signed-in merchant users; others 403), served by the merchants module. */
const merchantSettingsEndpoints = {
  getMerchantSettings: defineEndpoint({
    method: 'GET',
    path: '/users/merchant',
    auth: 'session',
    summary: 'The merchant profile, widget settings and key prefixes',
    tags: ['merchant area'],
    details: merchantSettingsSchema,
  }),
  editMerchant: defineEndpoint({
    method: 'PATCH',
    path: '/users/merchant/edit',
    auth: 'session',
    summary: 'Update the merchant profile and widget settings',
    tags: ['merchant area'],
    request: { body: merchantSettingsChangeSchema },
    details: merchantSettingsSchema,
  }),
  rotateMerchantKeys: defineEndpoint({
    method: 'POST',
    path: '/users/merchant/keys',
    auth: 'session',
    summary: 'Create (rotate) the publishable and secret key of a mode; shown once, the previous ones stop working',
    tags: ['merchant area'],
    request: { body: z.object({ mode: z.enum(merchantKeyModes) }).strict() },
    details: newMerchantKeysSchema,
  }),
} as const;

const merchantPaymentEndpoints = {
  listMerchantPayments: defineEndpoint({
    method: 'GET',
    path: '/users/merchant/payments',
    auth: 'session',
    summary: "The merchant's payments, newest first, in cursor pages",
    tags: ['merchant area'],
    request: {
      query: z.object({
        status: z.enum(paymentStatuses).optional(),
        limit: pageLimitSchema,
        cursor: z.string().regex(paymentIdPattern).optional(),
      }),
    },
    details: merchantPaymentsPageSchema,
  }),
  createPaymentLink: defineEndpoint({
    method: 'POST',
    path: '/users/merchant/payments',
    auth: 'session',
    summary: 'Create a payment from the merchant area (a payment link the customer opens)',
    description:
      'The link may be opened to choose a coin until link_expires_at: `expires_in` seconds (60 to 2592000) or `link_expires_at` (ISO time, as far), default 24 h. After it the status call answers `expired` and choosing a coin the widget guard message; once a coin is chosen the 900 s rate window applies.',
    tags: ['merchant area'],
    request: { body: paymentLinkBodySchema },
    details: createdPaymentLinkSchema,
  }),
  acceptLatePayment: defineEndpoint({
    method: 'POST',
    path: '/users/merchant/payments/{id}/acceptLate',
    auth: 'session',
    summary: 'Accept a payment that arrived after its window (paid late): it settles once confirmed',
    tags: ['merchant area'],
    request: { params: paymentParams },
    details: merchantPaymentViewSchema,
  }),
  /** Refund a paid-late payment (in full) or an overpayment's excess to the customer's address. */
  refundMerchantPayment: defineEndpoint({
    method: 'POST',
    path: '/users/merchant/payments/{id}/refund',
    auth: 'session',
    summary:
      "Refund a payment paid late (all of it), an overpayment's excess or an expired payment's partial payment to the customer's address",
    description:
      "The address must be one of the payment's coin on this platform's network. Books merchant_payable → the chains module's send in one transaction and emits payment.refund_requested; the payment's `refund` shows requested → broadcast (txid) → sent, or failed (the coins are back and a new refund may be asked for). The same address again answers the same refund; another address while one is active is 409, and so is a payment with nothing refundable (an overpayment's excess is refundable until monitoring_until; after that it is settled to the merchant).",
    tags: ['merchant area'],
    request: { params: paymentParams, body: z.strictObject({ address: z.string().trim().min(1).max(200) }) },
    details: merchantPaymentViewSchema,
  }),
} as const;

/** The settlement side: settlement info (spec §3), the settlements tabs (spec §2), payouts and the dashboard sums. */
const merchantSettlementEndpoints = {
  /** Spec §4's pending/completed sums per currency and the balances per asset. */
  getMerchantSummary: defineEndpoint({
    method: 'GET',
    path: '/users/merchant/summary',
    auth: 'session',
    summary: "Dashboard: spec §4's pending and completed sums per currency, and the merchant's balances",
    description:
      'Stages per payment: awaiting_currency and new → widget; processing → widget, deposit; settled → widget, deposit, completed; expired paid late (not refunded) → widget, deposit; other expired and invalid → none. Widget adds to pending and completed, deposit subtracts from pending, completed subtracts from completed. Fiat sums from the price (2 decimals), coin sums from the coin amount due (8 decimals). Balances: the wallet (available, held by payouts) and awaiting_settlement (merchant_payable).',
    tags: ['merchant area'],
    details: merchantSummarySchema,
  }),
  /** A payout of one wallet to the settlement bank account (step-up required; idempotent). */
  createMerchantPayout: defineEndpoint({
    method: 'POST',
    path: '/users/merchant/payouts',
    auth: 'session_step_up',
    summary: 'Pay out an amount of one wallet to the settlement bank account',
    description:
      'Needs a step-up (POST /users/reauthenticate) within 10 minutes, saved settlement info and no withdrawal lock. A fiat wallet is wired as is; a coin is sold to the platform at the newest rate (rounded down) and wired in payout_currency (default EUR). The amount is held at once; the payout is `requested` until an operator marks it `paid` (with the bank reference) or `failed` (the money is back). idempotency_key (or the Idempotency-Key header) is required: the same key answers the same payout, a different request with it is 409.',
    tags: ['merchant area'],
    request: { body: merchantPayoutBodySchema },
    details: merchantPayoutSchema,
  }),
  listMerchantPayouts: defineEndpoint({
    method: 'GET',
    path: '/users/merchant/payouts',
    auth: 'session',
    summary: "The merchant's payouts, newest first, in cursor pages",
    tags: ['merchant area'],
    request: {
      query: z.object({ limit: pageLimitSchema, cursor: z.string().regex(merchantPayoutIdPattern).optional() }),
    },
    details: merchantPayoutsPageSchema,
  }),
  /** Spec §2 merchantSettlements: `?tab=widget|creditcards|wire`, cursor pages of at most 100. */
  getMerchantSettlments: defineEndpoint({
    method: 'GET',
    path: '/transactions/getMerchantSettlments',
    auth: 'session',
    summary: 'Settlement records of one tab (spec §2 merchantSettlements), newest first, in cursor pages',
    description:
      'widget: each settlement of a merchant payment (gross confirmed coins, the fee, the net credited to the wallet; payout_reference = the ledger transfer). creditcards: guest-checkout card sales credited to the merchant (the checkout is not built yet, so this is empty until it books sales). wire: payouts to the settlement bank account (gross taken from the wallet, net = the fiat wired; payout_reference = our reference on the wire). Amounts at the asset’s full scale.',
    tags: ['merchant area'],
    request: {
      query: z.object({
        tab: merchantSettlementTabSchema.default('widget'),
        limit: pageLimitSchema,
        cursor: z
          .string()
          .regex(/^(mset|mpo)_[a-z0-9_]{1,80}$/, 'must be the next_cursor of the previous page')
          .optional(),
      }),
    },
    details: merchantSettlementPageSchema,
  }),
  /** All six fields of spec §3 (IBAN and SWIFT/BIC checked); answers what is stored. */
  updateSettlementInfo: defineEndpoint({
    method: 'PATCH',
    path: '/users/updateSettlementInfo',
    auth: 'session',
    summary: 'Save the settlement bank details (spec §7)',
    description:
      'All six fields of spec §3. bank_iban is checked with its check digits and country length, bank_swift as a BIC of 8 or 11 characters (spaces and lower case accepted; stored in electronic, upper-case form). A refused field is named in error_message and nothing is saved. Payouts already asked for keep the details they were asked with.',
    tags: ['merchant area'],
    request: { body: settlementInfoUpdateSchema },
    details: settlementInfoDetailsSchema,
  }),
  /** The merchant's settlement info as stored ('' fields and updated_at null before the first save). */
  getSettlementInfo: defineEndpoint({
    method: 'GET',
    path: '/users/settlementInfo',
    auth: 'session',
    summary: "The merchant's settlement bank details (spec §3 Settlement info)",
    description: "Fields are '' and updated_at null until they are saved.",
    tags: ['merchant area'],
    details: settlementInfoDetailsSchema,
  }),
} as const;

/**
 * The operator's side of payouts (role operator, their brand only): list the requested ones, then
 * mark each paid once the wire left the bank or failed (the merchant's money is back).
 */
const payoutOperatorEndpoints = {
  listOperatorPayouts: defineEndpoint({
    method: 'GET',
    path: '/operator/merchant/payouts',
    auth: 'operator',
    summary: "Merchants' payouts of the operator's brand, newest first (default: requested ones)",
    tags: ['operator'],
    request: {
      query: z.object({
        status: merchantPayoutStatusSchema.default('requested'),
        limit: pageLimitSchema,
        cursor: z.string().regex(merchantPayoutIdPattern).optional(),
      }),
    },
    details: merchantPayoutsPageSchema,
  }),
  markPayoutPaid: defineEndpoint({
    method: 'POST',
    path: '/operator/merchant/payouts/{id}/paid',
    auth: 'operator',
    summary: 'The wire was sent: the payout is paid (its hold posted)',
    tags: ['operator'],
    request: {
      params: payoutParams,
      body: z.strictObject({ bank_reference: z.string().trim().min(1).max(200) }),
    },
    details: merchantPayoutSchema,
  }),
  markPayoutFailed: defineEndpoint({
    method: 'POST',
    path: '/operator/merchant/payouts/{id}/failed',
    auth: 'operator',
    summary: 'The wire could not be sent: the payout failed (its hold voided, the money back in the wallet)',
    tags: ['operator'],
    request: { params: payoutParams, body: z.strictObject({ reason: z.string().trim().min(1).max(500) }) },
    details: merchantPayoutSchema,
  }),
} as const;

/** The merchant area of the members app and the operator's payout calls (the merchants module serves these). */
export const merchantAreaEndpoints = {
  ...merchantSettingsEndpoints,
  ...merchantPaymentEndpoints,
  ...merchantSettlementEndpoints,
  ...payoutOperatorEndpoints,
} as const;

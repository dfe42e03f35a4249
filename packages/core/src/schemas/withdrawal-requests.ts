import { z } from 'zod';
import { accountHolderSchema, destinationTagSchema, withdrawalAddressSchema } from './beneficiary.js';
import { cryptoCurrencySchema, currencyCodeSchema, fiatCurrencySchema } from './currencies.js';

/**
 * Requests of the withdrawals calls (server module `withdrawals`). Amounts are decimal strings of
 * the currency's scale (crypto 8 decimals, ETH 18, USDT/USDC 6, fiat 2), turned into integer base
 * units by the server; the fee of the brand's schedule is added on top of `amount`, so the
 * recipient gets `amount` and the wallet is debited `amount + fee`.
 */

/** KYC levels of the withdrawal limits: complianceVerification successful is `verified`. */
export const kycLevels = ['unverified', 'verified'] as const;
export type KycLevel = (typeof kycLevels)[number];

export const withdrawalMethods = ['crypto', 'bank', 'card'] as const;
export type WithdrawalMethod = (typeof withdrawalMethods)[number];

/** The client's request id: the same id and body answer the same withdrawal (replayed), another body 409. */
export const withdrawalClientIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'must be 8 to 64 characters of A-Z, a-z, 0-9, _ and -' });

const amountTextSchema = z
  .string()
  .trim()
  .min(1, { message: 'Please enter an amount.' })
  .max(60)
  .regex(/^[0-9]+(\.[0-9]+)?$/, { message: 'Please enter an amount like 0.25.' });

/**
 * Travel rule (EU Transfer of Funds Regulation 2023/1113): where the coins go. `platform`: another
 * exchange or custodian, named by the user (`platform_name`). `self_hosted`: the user's own wallet;
 * above the brand's threshold (default EUR 1,000) `ownership_confirmed` must be true.
 */
export const travelRuleSchema = z.discriminatedUnion('destination_type', [
  z.strictObject({
    destination_type: z.literal('self_hosted'),
    ownership_confirmed: z.boolean().default(false),
  }),
  z.strictObject({
    destination_type: z.literal('platform'),
    platform_name: z.string().trim().min(2, { message: 'Please name the platform you are sending to.' }).max(100),
  }),
]);
export type TravelRule = z.output<typeof travelRuleSchema>;

/**
 * POST /transactions/withdrawal (spec §7, crypto and fiat). `method` picks the rail:
 * - crypto: to an address-book entry (`beneficiary_id`) or, unless allowlist-only is on, to an
 *   `address` (+ `destination_tag` where the coin needs one); `travel_rule` is required.
 * - bank (EEA residents, SEPA): to a bank entry of the address book (`beneficiary_id`) or, unless
 *   allowlist-only is on, an `iban` (+ `bic`) whose `account_holder` matches the verified name.
 * - card (EEA residents): to a card the user paid with (`card_id` from GET /users/getUserCards).
 */
export const withdrawalBodySchema = z.discriminatedUnion('method', [
  z.strictObject({
    method: z.literal('crypto'),
    client_id: withdrawalClientIdSchema,
    currency: cryptoCurrencySchema,
    amount: amountTextSchema,
    beneficiary_id: z.string().max(64).optional(),
    address: withdrawalAddressSchema.optional(),
    destination_tag: destinationTagSchema.optional(),
    travel_rule: travelRuleSchema,
  }),
  z.strictObject({
    method: z.literal('bank'),
    client_id: withdrawalClientIdSchema,
    currency: fiatCurrencySchema,
    amount: amountTextSchema,
    beneficiary_id: z.string().max(64).optional(),
    iban: z.string().trim().max(64).optional(),
    bic: z.string().trim().max(11).optional(),
    account_holder: accountHolderSchema.optional(),
  }),
  z.strictObject({
    method: z.literal('card'),
    client_id: withdrawalClientIdSchema,
    currency: fiatCurrencySchema,
    amount: amountTextSchema,
    card_id: z.string().trim().min(1).max(200),
  }),
]);
export type WithdrawalBody = z.output<typeof withdrawalBodySchema>;

/** GET /transactions/withdrawalQuote: what a withdrawal of `amount` would cost and whether it may go. */
export const withdrawalQuoteQuerySchema = z.object({
  currency: currencyCodeSchema,
  amount: amountTextSchema,
  method: z.enum(withdrawalMethods).optional(),
});

export const withdrawalStatuses = [
  'otp_pending',
  'approval_pending',
  'processing',
  'sent',
  'completed',
  'failed',
  'rejected',
  'canceled',
] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const maxWithdrawalPageSize = 100;
const withdrawalCursorSchema = z
  .string()
  .regex(/^[0-9]{1,18}$/, { message: 'must be the next_cursor of a previous page' });
const pageLimitSchema = z.coerce.number().int().min(1).max(maxWithdrawalPageSize).default(25);

/** GET /transactions/withdrawals: the user's withdrawals, newest first. */
export const withdrawalListQuerySchema = z.object({
  status: z.enum(withdrawalStatuses).optional(),
  cursor: withdrawalCursorSchema.optional(),
  limit: pageLimitSchema,
});

/** GET /operator/withdrawals: the brand's withdrawals (default: those waiting for an operator), oldest first. */
export const operatorWithdrawalListQuerySchema = z.object({
  status: z.enum(withdrawalStatuses).default('approval_pending'),
  cursor: withdrawalCursorSchema.optional(),
  limit: pageLimitSchema,
});

/** Path of the calls on one withdrawal. */
export const withdrawalIdParamsSchema = z.object({
  id: z.string().regex(/^wdr_[a-z0-9]{1,60}$/, { message: 'must be a withdrawal id (wdr_…)' }),
});

/** PATCH /users/withdrawalSettings. */
export const withdrawalSettingsBodySchema = z.strictObject({ allowlist_only: z.boolean() });

/** POST /operator/withdrawals/{id}/reject: the reason the user is told. */
export const rejectWithdrawalBodySchema = z.strictObject({
  reason: z.string().trim().min(3).max(500),
});

import { z } from 'zod';
import { currencyCodeSchema } from './currencies.js';
import { kycLevels, withdrawalMethods, withdrawalStatuses } from './withdrawal-requests.js';
import { wireDecimalSchema, wireTimestampSchema } from './wire.js';

/**
 * Answers of the withdrawals calls. Amounts are decimal strings at the currency's display scale;
 * EUR values at 2 decimals.
 *
 * Statuses (a withdrawal's own state; its row in GET /transactions/getTransactions carries the raw
 * spec §4 status that core's transactionStatusDisplay shows):
 * - otp_pending: waits for the withdrawal OTP (POST /verify/verifyOTP type withdrawal); listed as
 *   `initial`, shown "2-FA Pending";
 * - approval_pending: waits for one or two operators; listed `pending`;
 * - processing: accepted, the send (crypto) or payout (fiat) is being made; listed `pending`;
 * - sent: broadcast with its txid (crypto) or sent by the bank/PSP (fiat); listed `pending` with
 *   confirmations;
 * - completed: confirmed on chain or settled; listed `completed` (shown approved);
 * - failed, rejected (by an operator), canceled (by the user): the funds are back; listed
 *   `failed` / `canceled`.
 */
export const withdrawalApprovalSchema = z.object({
  operator_id: z.string(),
  approved_at: z.string(),
});

export const withdrawalSchema = z.object({
  /** `wdr_…` */
  id: z.string(),
  /** Its row of GET /transactions/getTransactions. */
  transaction_id: z.string(),
  client_id: z.string(),
  method: z.enum(withdrawalMethods),
  status: z.enum(withdrawalStatuses),
  currency: currencyCodeSchema,
  /** What the recipient gets. */
  amount: wireDecimalSchema,
  fee: wireDecimalSchema,
  /** amount + fee: what leaves the wallet. */
  total: wireDecimalSchema,
  eur_value: wireDecimalSchema,
  beneficiary_id: z.string().nullable(),
  address: z.string().nullable(),
  destination_tag: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  account_holder: z.string().nullable(),
  card_id: z.string().nullable(),
  travel_rule: z
    .object({
      destination_type: z.enum(['self_hosted', 'platform']),
      ownership_confirmed: z.boolean().nullable(),
      platform_name: z.string().nullable(),
    })
    .nullable(),
  txid: z.string().nullable(),
  confirmations: z.number().int().nullable(),
  required_confirmations: z.number().int().nullable(),
  /** How many operator approvals it needs (0, 1 or 2) and those it has. */
  approvals_required: z.number().int().min(0).max(2),
  approvals: z.array(withdrawalApprovalSchema),
  /** Why it failed or was rejected (shown to the user). */
  reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: wireTimestampSchema,
});
export type WithdrawalWire = z.infer<typeof withdrawalSchema>;

/** POST /transactions/withdrawal. */
export const withdrawalDetailsSchema = z.object({
  withdrawal: withdrawalSchema,
  /** true: the same client_id was accepted before and this is that withdrawal (nothing new was held). */
  replayed: z.boolean(),
  /** true: status otp_pending; a code went out by `otp_channel` (totp: the authenticator app). */
  otp_required: z.boolean(),
  otp_channel: z.enum(['email', 'sms', 'totp']).nullable(),
  message: z.string(),
});

/** GET /transactions/withdrawals/{id}, POST …/cancel, the operator calls on one withdrawal. */
export const oneWithdrawalDetailsSchema = z.object({ withdrawal: withdrawalSchema });

/** GET /transactions/withdrawals. */
export const withdrawalPageSchema = z.object({
  withdrawals: z.array(withdrawalSchema),
  next_cursor: z.string().nullable(),
});

/** POST /transactions/withdrawals/{id}/resendOTP. */
export const withdrawalOtpResentSchema = z.object({ channel: z.enum(['email', 'sms']), message: z.string() });

/** A per-currency limit in EUR and how much of the windows the user used. */
export const withdrawalLimitUsageSchema = z.object({
  per_transaction_eur: wireDecimalSchema,
  daily_eur: wireDecimalSchema,
  monthly_eur: wireDecimalSchema,
  daily_used_eur: wireDecimalSchema,
  monthly_used_eur: wireDecimalSchema,
});

/** GET /transactions/withdrawalQuote. */
export const withdrawalQuoteSchema = z.object({
  currency: currencyCodeSchema,
  amount: wireDecimalSchema,
  fee: wireDecimalSchema,
  total: wireDecimalSchema,
  /** What the recipient gets (the amount: the fee is added on top). */
  receive_amount: wireDecimalSchema,
  minimum_amount: wireDecimalSchema,
  /** Crypto: the network fee the platform expects to pay (covered by `fee`); null when unknown. */
  network_fee_estimate: wireDecimalSchema.nullable(),
  eur_value: wireDecimalSchema,
  available_balance: wireDecimalSchema,
  /** Whether an operator must approve it (0, 1 or 2 approvals). */
  approvals_required: z.number().int().min(0).max(2),
  /** Whether the travel-rule ownership confirmation is needed for a self-hosted address. */
  ownership_confirmation_required: z.boolean(),
  limits: withdrawalLimitUsageSchema,
  /** null when it may go; else why not (the same text the withdrawal call would refuse with). */
  refusal: z.string().nullable(),
});

/** GET /users/withdrawalSettings (and PATCH's answer). */
export const withdrawalSettingsSchema = z.object({
  /** Effective: the brand's or the user's switch. */
  allowlist_only: z.boolean(),
  user_allowlist_only: z.boolean(),
  brand_allowlist_only: z.boolean(),
  /** How long a confirmed address-book entry waits before it can be used. */
  address_waiting_seconds: z.number().int().min(0),
  /** Withdrawals and address-book changes are locked until then after a credential change. */
  locked_until: wireTimestampSchema,
  lock_reason: z.string().nullable(),
  kyc_level: z.enum(kycLevels),
  otp_withdrawal: z.boolean(),
  /** Fiat withdrawals need an EEA residence (from the KYC country); null when allowed. */
  fiat_refusal: z.string().nullable(),
  limits: z.record(z.string(), withdrawalLimitUsageSchema),
});
export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>;

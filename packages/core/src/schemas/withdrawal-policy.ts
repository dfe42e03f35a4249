import { z } from 'zod';
import { currencyCodeSchema } from './currencies.js';
import { kycLevels } from './withdrawal-requests.js';
import { withdrawalSchema } from './withdrawal-responses.js';
import { wireDecimalSchema } from './wire.js';

/**
 * A brand's withdrawal policy (GET/PUT /operator/withdrawalPolicy), set by its operators. The
 * server's defaults apply to what a brand never set. EUR amounts are decimal strings (2 decimals);
 * fees and minimums are in the currency (its decimals).
 *
 * KYC levels: `unverified` (complianceVerification not successful) and `verified` (successful).
 * Limits are per level and currency, valued in EUR at the rate of the request (rates module).
 */

const eurTextSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{1,12}(\.[0-9]{1,2})?$/, { message: 'must be an EUR amount like 1000 or 1000.00' });
const currencyAmountTextSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{1,30}(\.[0-9]{1,18})?$/, { message: 'must be a decimal amount' });

export const withdrawalLimitSetSchema = z.strictObject({
  per_transaction_eur: eurTextSchema,
  daily_eur: eurTextSchema,
  monthly_eur: eurTextSchema,
});
export const withdrawalFeeSchema = z.strictObject({
  fee: currencyAmountTextSchema,
  minimum: currencyAmountTextSchema,
});

/** PUT /operator/withdrawalPolicy: only the fields sent change (fees and limits per currency merged). */
export const withdrawalPolicyBodySchema = z.strictObject({
  allowlist_only: z.boolean().optional(),
  /** The waiting period of a new address-book entry after its confirmation (≥ 1 h outside test mode). */
  address_waiting_seconds: z
    .number()
    .int()
    .min(0)
    .max(30 * 86_400)
    .optional(),
  /** Above this EUR value a withdrawal waits for an operator. */
  approval_threshold_eur: eurTextSchema.optional(),
  /** Above this EUR value a second, different operator must approve too (maker-checker). */
  second_approval_threshold_eur: eurTextSchema.optional(),
  /** Above this EUR value a withdrawal to a self-hosted address needs the ownership confirmation. */
  travel_rule_threshold_eur: eurTextSchema.optional(),
  fees: z.partialRecord(currencyCodeSchema, withdrawalFeeSchema).optional(),
  limits: z.partialRecord(z.enum(kycLevels), z.partialRecord(currencyCodeSchema, withdrawalLimitSetSchema)).optional(),
});
export type WithdrawalPolicyBody = z.output<typeof withdrawalPolicyBodySchema>;

/** The effective policy (defaults filled in, every currency listed). */
export const withdrawalPolicySchema = z.object({
  allowlist_only: z.boolean(),
  address_waiting_seconds: z.number().int().min(0),
  approval_threshold_eur: wireDecimalSchema,
  second_approval_threshold_eur: wireDecimalSchema,
  travel_rule_threshold_eur: wireDecimalSchema,
  fees: z.record(z.string(), z.object({ fee: wireDecimalSchema, minimum: wireDecimalSchema })),
  limits: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({
        per_transaction_eur: wireDecimalSchema,
        daily_eur: wireDecimalSchema,
        monthly_eur: wireDecimalSchema,
      }),
    ),
  ),
});
export type WithdrawalPolicy = z.infer<typeof withdrawalPolicySchema>;

/** A withdrawal in the operators' queue: the withdrawal and who asked for it. */
export const operatorWithdrawalSchema = z.object({
  withdrawal: withdrawalSchema,
  user: z.object({ user_id: z.string(), email: z.string(), name: z.string(), review: z.boolean() }),
});
export const operatorWithdrawalPageSchema = z.object({
  withdrawals: z.array(operatorWithdrawalSchema),
  next_cursor: z.string().nullable(),
});

/** PUT /operator/users/{id}/withdrawalReview: every withdrawal of a flagged user waits for an operator. */
export const userWithdrawalReviewParamsSchema = z.object({
  id: z.string().regex(/^usr_[a-z0-9]{1,60}$/, { message: 'must be a user id (usr_…)' }),
});
export const userWithdrawalReviewBodySchema = z.strictObject({ review: z.boolean() });
export const userWithdrawalReviewDetailsSchema = z.object({ user_id: z.string(), review: z.boolean() });

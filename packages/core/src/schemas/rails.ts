import { z } from 'zod';
import { paymentCardInputSchema } from '../banking/payment-card.js';
import { localeCodes } from '../i18n/locales.js';
import {
  citySchema,
  codeSchema,
  countrySchema,
  dateOfBirthSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  mobileNumberSchema,
  streetNameSchema,
  zipCodeSchema,
} from '../validation/fields.js';
import { fiatCurrencySchema } from './currencies.js';
import { depositBankAccountSchema } from './deposit-bank-details.js';
import { bankTransactionIdPattern, valueDatePattern } from './wallet-operator.js';

/**
 * Requests and answers of the payment rails (server module `rails`): the card payment
 * (POST /paynet/deposit), bank transfer and online banking (POST /paynet/wirePreAuth, …Status),
 * the guest buyer's verification (POST /users/checkout/register, GET /verify/checkVerify/{id},
 * GET /verify/id/{orderId}) and the operators' bank-line queue. Amounts are decimal strings of the
 * currency's 2 decimals on the wire and integer minor units inside.
 */

/** A checkout (order) id as the flow holds it. */
export const checkoutIdSchema = z.string().trim().min(1).max(200);
const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{1,100}$/, { message: 'must be 1 to 100 of A-Z, a-z, 0-9 and _ . : -' });

/**
 * POST /paynet/deposit: a new card (number, expiry, CVC: Luhn, expiry and CVC length checked) or a
 * saved card's `card_id`. `idempotency_key` (or the Idempotency-Key header) makes a retry answer
 * the first result; without one, a second pay for the same checkout answers the live payment.
 */
export const paynetDepositBodySchema = z
  .strictObject({
    checkout_id: checkoutIdSchema,
    card_number: z.string().max(40).optional(),
    expiry_month: z.union([z.string().max(4), z.number()]).optional(),
    expiry_year: z.union([z.string().max(4), z.number()]).optional(),
    cvc: z.string().max(4).optional(),
    holder_name: z.string().max(200).optional(),
    card_id: z.string().trim().min(1).max(200).optional(),
    save_card: z.boolean().optional(),
    idempotency_key: idempotencyKeySchema.optional(),
  })
  .transform((body, context) => {
    const common = {
      checkout_id: body.checkout_id,
      save_card: body.save_card ?? false,
      idempotency_key: body.idempotency_key,
    };
    if (body.card_id !== undefined) return { ...common, card_id: body.card_id, card: undefined };
    const card = paymentCardInputSchema.safeParse({
      card_number: body.card_number ?? '',
      expiry_month: body.expiry_month,
      expiry_year: body.expiry_year,
      cvc: body.cvc ?? '',
      holder_name: body.holder_name ?? '',
    });
    if (!card.success) {
      for (const issue of card.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return { ...common, card_id: undefined, card: card.data };
  });

export const cardPaymentStatuses = ['processing', 'requires_action', 'authorized', 'captured', 'declined', 'refunded'] as const;

export const paynetDepositDetailsSchema = z.object({
  payment_id: z.string(),
  checkout_id: z.string(),
  status: z.enum(cardPaymentStatuses),
  three_ds: z.enum(['none', '3ds1', '3ds2']),
  /** requires_action: open it (the hosted 3-D Secure page); it returns the buyer to /flow/processing. */
  challenge_url: z.string().nullable(),
  decline_code: z.string().nullable(),
  /** declined: the buyer's message, in the request's language. */
  message: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  amount: z.string(),
  currency: z.string(),
  order_status: z.string(),
  /** True when this answers an earlier pay of the same checkout (a double click): nothing was charged again. */
  replayed: z.boolean(),
});
export type PaynetDepositDetails = z.infer<typeof paynetDepositDetailsSchema>;

export const wirePreAuthBodySchema = z.strictObject({ checkout_id: checkoutIdSchema });
export const wirePreAuthStatusBodySchema = z.strictObject({}).optional();

export const wirePreAuthDetailsSchema = z.object({
  checkout_id: z.string(),
  preauth_id: z.string(),
  method: z.string(),
  /** Bank transfer: awaiting_funds → captured (or cancelled). Online banking: redirected → approved, cancelled or failed. */
  status: z.enum(['awaiting_funds', 'captured', 'cancelled', 'redirected', 'approved', 'failed']),
  /** Bank transfer: the reference the buyer must quote exactly (it identifies the checkout). */
  reference: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  /** Bank transfer: the brand's bank account to pay to. */
  bank_account: depositBankAccountSchema.nullable(),
  /** Online banking: where to send the buyer (the sandbox bank in test mode). */
  redirect_url: z.string().nullable(),
  order_status: z.string(),
  test_mode: z.boolean(),
});
export type WirePreAuthDetails = z.infer<typeof wirePreAuthDetailsSchema>;

/** POST /operator/checkoutBankLines: one line of the brand's bank statement (as for deposits). */
export const checkoutBankLineBodySchema = z.strictObject({
  reference: z.string().trim().max(140).transform((text) => text.toUpperCase().replace(/\s+/g, '')),
  currency: fiatCurrencySchema,
  amount: z.string().max(100),
  bank_transaction_id: z.string().max(100).trim().regex(bankTransactionIdPattern, {
    message: 'must be the bank’s transaction id: 1 to 64 of A-Z, a-z, 0-9 and . _ : / + - (first a letter or digit)',
  }),
  value_date: z.string().max(10).regex(valueDatePattern, { message: 'must be a date as YYYY-MM-DD' }),
});

export const checkoutBankLineSchema = z.object({
  id: z.string(),
  bank_transaction_id: z.string(),
  reference: z.string(),
  currency: z.string(),
  amount: z.string(),
  value_date: z.string(),
  outcome: z.enum(['captured', 'queued', 'resolved_captured', 'resolved_rejected']),
  queue_reason: z.enum(['unknown_reference', 'amount_mismatch', 'currency_mismatch', 'order_not_payable']).nullable(),
  checkout_id: z.string().nullable(),
  reported_by: z.string(),
  resolved_by: z.string().nullable(),
  resolution_note: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});

export const checkoutBankLineDetailsSchema = z.object({
  line: checkoutBankLineSchema,
  order_status: z.string().nullable(),
  message: z.string().nullable(),
  replayed: z.boolean(),
});

export const checkoutBankQueueQuerySchema = z.strictObject({
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});
export const checkoutBankQueueDetailsSchema = z.object({ lines: z.array(checkoutBankLineSchema).max(100) });

/** POST /operator/checkoutBankQueue/{id}: capture the queued line for a checkout, or reject it (returned to the sender). */
export const resolveCheckoutBankLineBodySchema = z
  .strictObject({
    action: z.enum(['capture', 'reject']),
    checkout_id: checkoutIdSchema.optional(),
    note: z.string().trim().min(1).max(500),
  })
  .refine((body) => body.action === 'reject' || body.checkout_id !== undefined, {
    message: 'a capture names the checkout it pays',
    path: ['checkout_id'],
  });

export const sandboxPageParamsSchema = z.object({ id: z.string().regex(/^[a-z_0-9]{1,80}$/) });
export const sandboxPageQuerySchema = z.strictObject({ lang: z.enum(localeCodes).optional() });
export const sandboxChallengeAnswerQuerySchema = z.strictObject({
  outcome: z.enum(['approve', 'fail']),
  lang: z.enum(localeCodes).optional(),
});
export const sandboxBankAnswerQuerySchema = z.strictObject({
  outcome: z.enum(['approve', 'cancel', 'fail']),
  lang: z.enum(localeCodes).optional(),
});

/** POST /users/checkout/register: the guest buyer's contact details (spec §5), tied to the checkout. */
export const checkoutRegisterBodySchema = z.strictObject({
  checkout_id: checkoutIdSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  mobile: mobileNumberSchema,
  dateOfBirth: dateOfBirthSchema,
  address1: streetNameSchema,
  city: citySchema,
  state: z.string().trim().max(100).optional(),
  zipCode: zipCodeSchema,
  country: countrySchema,
  locale: z.enum(localeCodes).optional(),
});

const flag = z.union([z.literal(0), z.literal(1)]);
export const checkoutVerifiedSchema = z.object({ email: flag, mobile: flag, id: z.number().int().min(0).max(3) });

export const checkoutRegisterDetailsSchema = z.object({
  checkout_id: z.string(),
  verified: checkoutVerifiedSchema,
  message: z.string(),
});

/** GET /verify/checkVerify/{id}: the state; with type and code, checks that code first. */
export const checkVerifyQuerySchema = z
  .strictObject({ type: z.enum(['email', 'sms']).optional(), code: codeSchema.optional() })
  .refine((query) => (query.type === undefined) === (query.code === undefined), {
    message: 'type and code go together',
    path: ['code'],
  });

export const checkVerifyDetailsSchema = z.object({
  checkout_id: z.string(),
  verified: checkoutVerifiedSchema,
  id_state: z.number().int().min(0).max(3),
  /** 'You have successfully verified your account!' once email and mobile are verified. */
  message: z.string().nullable(),
  order_status: z.string(),
});

export const verifyIdQuerySchema = z.strictObject({ ip: z.string().max(64).optional() });
export const verifyIdDetailsSchema = z.object({
  checkout_id: z.string(),
  id_state: z.number().int().min(0).max(3),
  compliance: z.enum(['pending', 'review', 'failed', 'successful']).nullable(),
  ip_country: z.string().nullable(),
});

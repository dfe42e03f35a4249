import { z } from 'zod';
import { checkoutOrderStates } from '../rules/checkout-order.js';
import {
  dateOfBirthSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  mobileNumberSchema,
} from '../validation/fields.js';
import { validationKey } from '../validation/messages.js';
import { cardBrandOf, cardMessages, fullExpiryYear, isCardExpired, passesLuhn } from '../banking/payment-card.js';
import { localeCodes } from '../i18n/locales.js';
import { checkoutTransactionDataSchema } from './checkout-transaction-data.js';
import { depositBankAccountSchema } from './deposit-bank-details.js';
import { decimalText, isoTime, ipAddressSchema } from './checkout-call-fields.js';
import { checkoutIdSchema, checkoutOrderWireSchema, checkoutWireSchema } from './checkout-calls.js';

/**
 * The guest checkout's calls on the flow's buyer and the payment rails (spec §7 flow variants of
 * "Users and verification", paynet): the flow lookup, the buyer's registration, the email and SMS
 * codes, the identity check, card payments and bank pre-authorisations. The checkout's own calls
 * (quotes, orders, billing, coupons) are in checkout-calls.ts.
 */

/** The flow's checkout lookup: GET /users/checkout?ip&is_flow=1 (flow token). */
export const flowCheckoutQuerySchema = z.strictObject({
  ip: ipAddressSchema.optional(),
  is_flow: z.union([z.literal('1'), z.literal(1)]),
});
/** It answers `_id` and `request_status` beside `request_details` (spec §7), so the whole body is the row's. */
export const flowCheckoutAnswerSchema = z.object({
  _id: z.string(),
  request_status: z.literal(1),
  request_details: z.object({
    transaction_data: checkoutTransactionDataSchema,
    /** This server also sends the parsed checkout and order (legacy services did not). */
    checkout: checkoutWireSchema.optional(),
    order: checkoutOrderWireSchema.optional(),
  }),
});

/** POST /users/checkout/register: the guest buyer of a checkout becomes a (flow) user (rails module). */
export const checkoutRegisterBodySchema = z.strictObject({
  checkout_id: checkoutIdSchema,
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  email: emailSchema,
  mobile: mobileNumberSchema,
  date_of_birth: dateOfBirthSchema,
  ip: ipAddressSchema.optional(),
  /** The language of the codes' email and SMS (default: the request's locale cookie, else en). */
  locale: z.enum(localeCodes).optional(),
});
const verifiedFlags = z.object({ mobile: z.boolean(), email: z.boolean(), id: z.boolean() });
export const checkoutRegisterDetailsSchema = z.object({
  checkout_id: z.string(),
  user_id: z.string(),
  verification: z.object({ email: z.enum(['sent', 'verified']), sms: z.enum(['sent', 'verified']) }),
  verified: verifiedFlags,
  message: z.string(),
});

/**
 * GET /verify/checkVerify/{id}: the checkout buyer's email, mobile and identity state. With type
 * and code it checks that code first (the flow's code entry).
 */
export const checkVerifyQuerySchema = z
  .strictObject({
    type: z.enum(['email', 'sms']).optional(),
    code: z
      .string()
      .trim()
      .regex(/^[0-9]{6}$/, { message: validationKey('codeInvalid') })
      .optional(),
  })
  .refine((query) => (query.type === undefined) === (query.code === undefined), {
    message: 'type and code go together',
    path: ['code'],
  });
export const checkVerifyDetailsSchema = z.object({
  checkout_id: z.string(),
  verified: verifiedFlags,
  id_state: z.union([z.literal(1), z.literal(3)]),
  /** 'You have successfully verified your account!' once email and mobile are verified. */
  message: z.string().nullable(),
  order_status: z.enum(checkoutOrderStates),
});
/** GET /verify/id/{orderId}?ip: the identity verification of the order's buyer and the region check. */
export const verifyIdParamsSchema = z.object({ orderId: checkoutIdSchema });
export const verifyIdQuerySchema = z.strictObject({ ip: ipAddressSchema.optional() });
export const verifyIdDetailsSchema = z.object({
  order_id: z.string(),
  id_state: z.union([z.literal(1), z.literal(3)]),
  compliance: z.enum(['pending', 'review', 'successful', 'failed']),
  ip_country: z.string().max(2),
  region_allowed: z.boolean(),
});

/** The card fields' messages (Luhn, expiry, CVC length: core's banking/payment-card.ts). */
function checkCard(
  body: {
    card_number?: string | undefined;
    exp_month?: number | undefined;
    exp_year?: number | undefined;
    cvc?: string | undefined;
    card_id?: string | undefined;
  },
  context: z.RefinementCtx,
): void {
  if (body.card_id !== undefined) return;
  const digits = body.card_number ?? '';
  if (!passesLuhn(digits) || digits.length < 12)
    context.addIssue({ code: 'custom', path: ['card_number'], message: cardMessages.number });
  if (body.exp_month === undefined || body.exp_year === undefined || isCardExpired(body.exp_month, body.exp_year))
    context.addIssue({ code: 'custom', path: ['exp_year'], message: cardMessages.expiry });
  const wantsFour = cardBrandOf(digits) === 'amex';
  if (body.cvc === undefined || wantsFour !== (body.cvc.length === 4))
    context.addIssue({ code: 'custom', path: ['cvc'], message: cardMessages.cvc });
}

/**
 * POST /paynet/deposit: a card payment for the checkout (sandbox PSP in test mode). The number is
 * never stored. A new card (Luhn, expiry and CVC length checked) or a saved card's card_id.
 * idempotency_key (or the Idempotency-Key header): a retry answers the first payment.
 */
export const paynetDepositBodySchema = z
  .strictObject({
    checkout_id: checkoutIdSchema,
    card_number: z
      .string()
      .max(40)
      .transform((text) => text.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^[0-9]{12,19}$/, { message: cardMessages.number }))
      .optional(),
    exp_month: z.coerce.number().int().min(1, cardMessages.expiry).max(12, cardMessages.expiry).optional(),
    exp_year: z.coerce
      .number()
      .int()
      .min(0, cardMessages.expiry)
      .max(2100, cardMessages.expiry)
      .transform(fullExpiryYear)
      .pipe(z.number().min(2000, cardMessages.expiry))
      .optional(),
    cvc: z
      .string()
      .regex(/^[0-9]{3,4}$/, cardMessages.cvc)
      .optional(),
    holder_name: z.string().trim().min(2).max(100).optional(),
    /** A saved card (GET /users/getUserCards) instead of the number. */
    card_id: z.string().min(1).max(100).optional(),
    save_card: z.boolean().optional(),
    /** Where the 3-D Secure challenge returns; a /flow/ path of this origin (default /flow/processing). */
    return_path: z
      .string()
      .regex(/^\/flow\/[A-Za-z0-9_/-]{0,100}$/)
      .optional(),
    idempotency_key: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,100}$/, { message: 'must be 1 to 100 of A-Z, a-z, 0-9 and _ . : -' })
      .optional(),
  })
  .superRefine(checkCard);
/** failed: declined (decline_code and message say why); processing: a payment of the same checkout is still being authorised. */
export const cardPaymentStatuses = ['processing', 'authorized', 'captured', 'requires_action', 'failed'] as const;
export const paynetDepositDetailsSchema = z.object({
  checkout_id: z.string(),
  payment_id: z.string(),
  status: z.enum(cardPaymentStatuses),
  /** The hosted 3-D Secure challenge page, when status is requires_action. */
  redirect_url: z.string().max(500).nullable(),
  three_ds: z.enum(['none', '3ds1', '3ds2']),
  /** Stripe-style decline code when failed: generic_decline, insufficient_funds, expired_card, incorrect_cvc, authentication_failed, … */
  decline_code: z.string().max(60).nullable(),
  /** The decline's message for the buyer, in the request's language. */
  message: z.string().max(300).nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  amount: decimalText,
  currency: z.string(),
  order_status: z.enum(checkoutOrderStates),
  /** True when this answers an earlier pay of the same checkout (double click, retry): nothing was charged again. */
  replayed: z.boolean(),
});

/**
 * POST /paynet/wirePreAuth: a bank transfer (Swift, Wire, SEPA) with the brand's bank details and a
 * unique reference, or online banking (Online Banking, Online Banking ZA) with the bank's redirect.
 * payment_method must be the checkout's.
 */
export const wirePreAuthBodySchema = z.strictObject({
  checkout_id: checkoutIdSchema,
  payment_method: z.enum(['Swift', 'Wire', 'SEPA', 'Online Banking', 'Online Banking ZA']),
});
export const wirePreAuthDetailsSchema = z.object({
  checkout_id: z.string(),
  preauth_id: z.string(),
  method: z.string(),
  /** Bank transfer: awaiting_funds → captured (or cancelled). Online banking: redirected → approved, cancelled or failed. */
  status: z.enum(['awaiting_funds', 'captured', 'cancelled', 'redirected', 'approved', 'failed']),
  /** The reference the buyer must quote exactly (it identifies the checkout). */
  reference: z.string(),
  amount: decimalText,
  currency: z.string(),
  bank: depositBankAccountSchema.nullable(),
  /** Online banking: where to send the buyer (the sandbox bank in test mode). */
  redirect_url: z.string().max(500).nullable(),
  order_status: z.enum(checkoutOrderStates),
  payment_status: z.enum(['', 'authorized', 'successful']),
  /** No deadline of its own: the order's expiry applies. */
  expires_at: isoTime.nullable(),
  test_mode: z.boolean(),
});
export const wirePreAuthStatusBodySchema = z.strictObject({}).nullish();
export const wirePreAuthStatusDetailsSchema = wirePreAuthDetailsSchema;

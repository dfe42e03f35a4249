import { z } from 'zod';
import { checkoutOrderStates } from '../rules/checkout-order.js';
import {
  citySchema,
  countrySchema,
  dateOfBirthSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  mobileNumberSchema,
  stateSchema,
  streetNameSchema,
  zipCodeSchema,
} from '../validation/fields.js';
import { validationKey } from '../validation/messages.js';
import { cardBrandOf, cardMessages, fullExpiryYear, isCardExpired, passesLuhn } from '../banking/payment-card.js';
import { localeCodes } from '../i18n/locales.js';
import { checkoutPaymentMethods } from './checkout.js';
import { checkoutTransactionDataSchema } from './checkout-transaction-data.js';
import { cryptoCurrencySchema, fiatCurrencySchema } from './currencies.js';
import { depositBankAccountSchema } from './deposit-bank-details.js';
import { isIpAddress } from './ip-address.js';

/**
 * Requests and answers of the guest checkout's calls (spec §7 "Checkout and rates" and the flow
 * variants of "Users and verification"). Amounts travel as decimal strings of the asset's scale
 * (fiat 2, crypto its own), never floats; inside the server they are integer base units.
 * Ids carry a type prefix: `chk_` a checkout (= its order), `qt_` a quote.
 */

export const checkoutIdPattern = /^chk_[a-z0-9]{20,40}$/;
export const quoteIdPattern = /^qt_[a-z0-9]{20,40}$/;

export const checkoutIdSchema = z.string().regex(checkoutIdPattern, { message: 'not a checkout id' });
export const quoteIdSchema = z.string().regex(quoteIdPattern, { message: 'not a quote id' });
/** Merchant ids as the merchants module issues them (public, shown in the SDK snippet). */
export const checkoutMerchantIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);
export const couponCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'must be letters, digits, _ or -' });
/** A positive decimal amount as typed: digits with an optional fraction (the currency's scale is checked by the server). */
export const checkoutAmountInputSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{1,15}(\.[0-9]{1,18})?$/, { message: 'Please enter an amount such as 12.34' });
/** Which flow a checkout belongs to (the SDK's, the flow page's or the test route's). */
export const checkoutModes = ['live', 'test'] as const;
/** Exact decimal string of an amount in the currency's display scale. */
const decimalText = z.string().regex(/^-?[0-9]{1,40}(\.[0-9]{1,18})?$/);
const isoTime = z.string().max(40).describe('ISO 8601');
const ipAddressSchema = z.string().max(64).refine(isIpAddress, { message: 'not an IP address' });

export const checkoutIdParamsSchema = z.object({ id: checkoutIdSchema });
export const checkoutMerchantParamsSchema = z.object({ id: checkoutMerchantIdSchema });

/** One explicit line of a quote: what the buyer pays, each fee, a coupon's discount. */
export const quoteLineKinds = ['amount', 'processing_fee', 'merchant_fee', 'coupon_discount', 'net_amount'] as const;
export const quoteLineSchema = z.object({
  kind: z.enum(quoteLineKinds),
  /** Fiat decimal string; fees are positive, a discount is positive and reduces the fees. */
  amount: decimalText,
  currency: z.string().max(12),
  /** Percent as an exact decimal string ('1.50'), where the line is a percentage. */
  percent: decimalText.optional(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/**
 * A quote locks the rate for `lock_seconds` (180): orders and payments made with it use exactly
 * this rate until `expires_at`; afterwards the buyer is re-quoted, never charged a stale rate.
 */
export const checkoutQuoteSchema = z.object({
  quote_id: z.string().regex(quoteIdPattern),
  pair: z.string().max(20),
  /** Price of 1 unit of the crypto in the fiat, exact decimal. */
  rate: decimalText,
  fiat_currency: z.string().max(12),
  fiat_amount: decimalText,
  crypto_currency: z.string().max(12),
  crypto_amount: decimalText,
  fee_amount: decimalText,
  discount_amount: decimalText,
  coupon_code: z.string().max(64).nullable(),
  merchant_id: z.string().max(200).nullable(),
  lines: z.array(quoteLineSchema).max(10),
  created_at: isoTime,
  expires_at: isoTime,
  lock_seconds: z.number().int().positive(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/** Per-order limits of the checkout's fiat currency, and how much a buyer may still buy without KYC. */
export const checkoutLimitsSchema = z.object({
  currency: z.string().max(12),
  minimum: decimalText,
  maximum: decimalText,
  /** Cumulative limit for buyers who have not passed KYC. */
  without_kyc: decimalText,
});

export const supportedCryptoSchema = z.object({
  currency: z.string().max(12),
  currency_displayName: z.string().max(120),
  decimals: z.number().int().min(0).max(18),
});

/** The order as the checkout calls show it (its state machine is core's rules/checkout-order.ts). */
export const checkoutOrderWireSchema = z.object({
  id: z.string(),
  status: z.enum(checkoutOrderStates),
  /** Spec §4 payment_status of the order's state: absent (''), authorized or successful. */
  payment_status: z.enum(['', 'authorized', 'successful']),
  payment_method: z.string().max(60),
  fiat_currency: z.string().max(12),
  fiat_amount: decimalText,
  fee_amount: decimalText,
  crypto_currency: z.string().max(12),
  crypto_amount: decimalText,
  rate: decimalText,
  destination_address: z.string().max(200),
  merchant_id: z.string().max(200).nullable(),
  bank_reference: z.string().max(40),
  kyc_required: z.boolean(),
  quote_expires_at: isoTime,
  /** The delivery's transaction id once the coins are sent, else null. */
  txid: z.string().max(200).nullable(),
  test_mode: z.boolean(),
  created_at: isoTime,
});
export type CheckoutOrderWire = z.infer<typeof checkoutOrderWireSchema>;

/** The Checkout entity of spec §3 as this server sends it (the `id`, also as `_id`). */
export const checkoutWireSchema = z.object({
  id: z.string(),
  _id: z.string(),
  merchant_id: z.string().max(200).optional(),
  ip: z.string().max(64),
  ip_country: z.string().max(2),
  verified: z.object({ mobile: z.boolean(), email: z.boolean(), id: z.boolean() }),
  cryptoCurrency: z.object({ currency: z.string(), currency_displayName: z.string(), amount: decimalText }),
  fiatCurrency: z.object({
    currency: z.string(),
    currency_original: z.string(),
    amount: decimalText,
    minimum: decimalText,
    maximum: decimalText,
    fee: decimalText,
  }),
  payment_method: z.string(),
  merchant_addresses: z.record(z.string(), z.string()),
  merchant_fees: z.record(z.string(), decimalText),
  cryptoAddress: z.string(),
  step: z.number().int(),
  flow: z.string(),
  status: z.string(),
  customParams: z.record(z.string(), z.string()),
});

/** POST /checkout/init: a quote for the amount and coin (and the checkout to re-quote, if any). */
export const initCheckoutBodySchema = z.strictObject({
  fiat_currency: fiatCurrencySchema.default('EUR'),
  fiat_amount: checkoutAmountInputSchema.optional(),
  crypto_currency: cryptoCurrencySchema.default('BTC'),
  coupon_code: couponCodeSchema.optional(),
  merchant_id: checkoutMerchantIdSchema.optional(),
  /** Re-quote this checkout (its quote expired); needs its flow token. */
  checkout_id: checkoutIdSchema.optional(),
  /** The flow's test route (spec §9: amount 30, minimum 30, maximum 50); test mode only. */
  mode: z.enum(checkoutModes).optional(),
});
export const initCheckoutDetailsSchema = z.object({
  checkout: checkoutWireSchema.optional(),
  quote: checkoutQuoteSchema,
  limits: checkoutLimitsSchema,
  supportedCrypto: z.array(supportedCryptoSchema).max(20),
});

const acceptTerms = z.literal(true, { error: validationKey('termsRequired') });
const acceptRefundPolicy = z.literal(true, { error: validationKey('refundPolicyRequired') });

/** POST /checkout and POST /checkout/create: contact details (spec §5) and the destination address. */
export const createCheckoutBodySchema = z.strictObject({
  quote_id: quoteIdSchema,
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  email: emailSchema,
  mobile: mobileNumberSchema,
  date_of_birth: dateOfBirthSchema.optional(),
  crypto_address: z.string().trim().min(1, { message: 'Please enter the address for your coins' }).max(200),
  payment_method: z.enum(checkoutPaymentMethods).default('Credit Card'),
  accept_terms: acceptTerms,
  accept_refund_policy: acceptRefundPolicy,
  /** The caller's own id for this order: a replay with it answers the same order (like Idempotency-Key). */
  client_order_id: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]+$/)
    .optional(),
  custom_params: z.record(z.string().max(40), z.string().max(500)).optional(),
});
export const createCheckoutDetailsSchema = z.object({
  /** The checkout's id (spec: request_details.transaction_token). */
  transaction_token: z.string().min(1),
  /** The JSON-encoded flow token (the flow_tokens cookie's value), sent back in Authorization. */
  flow_token: z.string().min(1),
  checkout: checkoutWireSchema,
  order: checkoutOrderWireSchema,
  /** POST /checkout sends the email and SMS codes; POST /checkout/create does not. */
  codes_sent: z.boolean(),
});

/** GET /checkout/getCheckout/{id}: the checkout, its order and where its deposit stands. */
export const checkoutDepositSchema = z.object({
  payment_method: z.string(),
  payment_status: z.enum(['', 'authorized', 'successful']),
  status: z.enum(checkoutOrderStates),
  amount: decimalText,
  currency: z.string(),
  reference: z.string(),
  /** The brand's bank account for bank methods (null otherwise or when none is set). */
  bank: depositBankAccountSchema.nullable(),
});
export const getCheckoutDetailsSchema = z.object({
  checkout: checkoutWireSchema,
  order: checkoutOrderWireSchema,
  deposit: checkoutDepositSchema,
  history: z.array(z.object({ from: z.string().nullable(), to: z.string(), event: z.string(), at: isoTime })).max(50),
});

/** PATCH /checkout/status/{id}: a browser may only cancel an unpaid order (never mark it paid). */
export const browserCheckoutStatuses = ['cancelled'] as const;
export const setCheckoutStatusBodySchema = z.strictObject({ status: z.enum(browserCheckoutStatuses) });
export const setCheckoutStatusDetailsSchema = z.object({
  checkout_id: z.string(),
  status: z.enum(checkoutOrderStates),
});

/** PATCH /checkout/updatekyc: re-reads the buyer's identity verification into the checkout. */
export const updateCheckoutKycBodySchema = z.strictObject({ checkout_id: checkoutIdSchema });
export const updateCheckoutKycDetailsSchema = z.object({
  checkout_id: z.string(),
  verified: z.object({ mobile: z.boolean(), email: z.boolean(), id: z.boolean() }),
  /** Spec §4 guest-flow id state: 1 successful, else 3. */
  id_state: z.union([z.literal(1), z.literal(3)]),
  kyc_required: z.boolean(),
});

/** POST /checkout/billing: the buyer's billing address (spec §5 address rules). */
export const checkoutBillingBodySchema = z.strictObject({
  checkout_id: checkoutIdSchema,
  address1: streetNameSchema,
  address2: z.string().trim().max(200).optional(),
  city: citySchema,
  state: stateSchema,
  country: countrySchema,
  zip_code: zipCodeSchema,
  date_of_birth: dateOfBirthSchema.optional(),
});
export const checkoutBillingDetailsSchema = z.object({
  checkout_id: z.string(),
  billing: z.object({
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    zip_code: z.string(),
  }),
});

/** GET /checkout/merchant/{id}: the merchant's name and payout addresses by coin. */
export const checkoutMerchantDetailsSchema = z.object({
  merchant_id: z.string(),
  name: z.string(),
  merchant_addresses: z.record(z.string(), z.string()),
  supportedCrypto: z.array(supportedCryptoSchema).max(20),
});
/** GET /checkout/merchant/fees/{id}: the merchant's fee percent on top of the processing fee. */
export const checkoutMerchantFeesDetailsSchema = z.object({
  merchant_id: z.string(),
  merchant_fees: z.record(z.string(), decimalText),
  processing_fee_percent: decimalText,
});

/** POST /coupons/validate. */
export const validateCouponBodySchema = z.strictObject({
  coupon_code: couponCodeSchema,
  fiat_currency: fiatCurrencySchema.optional(),
  merchant_id: checkoutMerchantIdSchema.optional(),
});
export const validateCouponDetailsSchema = z.object({
  coupon_code: z.string(),
  valid: z.literal(true),
  /** Percent off the fees, exact decimal ('100.00' waives them). */
  discount_percent: decimalText,
  expires_at: isoTime.nullable(),
});

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

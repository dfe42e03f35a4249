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
import { checkoutPaymentMethods } from './checkout.js';
import { cryptoCurrencySchema, fiatCurrencySchema } from './currencies.js';
import { depositBankAccountSchema } from './deposit-bank-details.js';
import { decimalText, isoTime } from './checkout-call-fields.js';

/**
 * Requests and answers of the guest checkout's calls (spec §7 "Checkout and rates"; the flow
 * variants of "Users and verification" and the payment rails' calls are in checkout-flow-calls.ts). Amounts travel as decimal strings of the asset's scale
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
  /** What operators refunded so far (partial refunds; the whole amount once refunded). */
  refunded_amount: decimalText,
  crypto_currency: z.string().max(12),
  /** The coins to deliver (partial refunds reduce them in proportion at the locked rate). */
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

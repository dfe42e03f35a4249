import { z } from 'zod';
import { wireDecimalSchema, wireIdSchema } from './wire.js';

/** Default payment method of a checkout (spec §3). */
export const defaultCheckoutPaymentMethodName = 'Credit Card';

/** Payment methods of the guest checkout; the bank methods route differently (spec §4). */
export const checkoutPaymentMethods = [
  'Credit Card',
  'Swift',
  'Wire',
  'SEPA',
  'Online Banking',
  'Online Banking ZA',
] as const;

const verifiedFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.null()])
  .optional()
  .transform((value) => value === true || value === 1);

export const checkoutCryptoCurrencySchema = z.object({
  currency: z.string().min(1).max(12),
  currency_displayName: z.string().max(120).default(''),
  amount: wireDecimalSchema.optional(),
});

/** currency_original is the currency the buyer first chose, before any conversion for the PSP. */
export const checkoutFiatCurrencySchema = z.object({
  currency: z.string().min(1).max(12),
  currency_original: z.string().max(12).optional(),
  amount: wireDecimalSchema,
  minimum: wireDecimalSchema.optional(),
  maximum: wireDecimalSchema.optional(),
  fee: wireDecimalSchema.optional(),
});

/**
 * A guest Checkout of spec §3. The legacy service sends `_id`, newer calls `id`; at least one is
 * required and `id` always holds it after parsing. step is the stepper position, flow the flow
 * name (buy or sell), status the checkout state; merchant_addresses maps crypto → payout address
 * and merchant_fees crypto or method → fee percent (decimal string); customParams are the
 * merchant's pass-through values.
 */
export const checkoutSchema = z
  .object({
    id: wireIdSchema.optional(),
    _id: wireIdSchema.optional(),
    user: z.union([wireIdSchema, z.record(z.string(), z.unknown()), z.null()]).optional(),
    merchant_id: wireIdSchema.optional(),
    ip: z.string().max(64).default(''),
    ip_country: z.string().max(2).default(''),
    verified: z
      .object({ mobile: verifiedFlag, email: verifiedFlag, id: verifiedFlag })
      .default({ mobile: false, email: false, id: false }),
    cryptoCurrency: checkoutCryptoCurrencySchema,
    fiatCurrency: checkoutFiatCurrencySchema,
    payment_method: z.string().min(1).max(60).default(defaultCheckoutPaymentMethodName),
    merchant_addresses: z.record(z.string(), z.string().max(200)).default({}),
    merchant_fees: z.record(z.string(), wireDecimalSchema).default({}),
    cryptoAddress: z.string().max(200).default(''),
    step: z.coerce.number().int().min(0).max(20).default(0),
    flow: z.string().max(40).default('buy'),
    status: z.string().max(40).default(''),
    verification: z
      .object({
        mobileCode: z.string().max(20).nullable().optional(),
        emailCode: z.string().max(20).nullable().optional(),
      })
      .default({}),
    customParams: z.record(z.string(), z.unknown()).default({}),
  })
  .refine((checkout) => checkout.id !== undefined || checkout._id !== undefined, {
    message: 'a checkout needs id or _id',
    path: ['id'],
  })
  .transform((checkout) => ({ ...checkout, id: (checkout.id ?? checkout._id) as string }));
export type Checkout = z.infer<typeof checkoutSchema>;
export type CheckoutInput = z.input<typeof checkoutSchema>;

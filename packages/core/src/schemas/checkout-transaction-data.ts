import { z } from 'zod';
import { wireDecimalSchema, wireIdSchema } from './wire.js';

/** Checkout payment_status of spec §4: absent, authorized or successful. */
export const checkoutPaymentStatuses = ['authorized', 'successful'] as const;
export type CheckoutPaymentStatus = (typeof checkoutPaymentStatuses)[number];

/**
 * The source `transaction_data` of a checkout (spec §3). currency_1 is what the buyer pays (fiat),
 * currency_2 what they receive (crypto, sent to currency_2_address). An absent payment_status may
 * arrive as a missing key, null or ''; all three parse to undefined.
 */
export const checkoutTransactionDataObjectSchema = z.object({
  merchant_id: wireIdSchema,
  payment_method: z.string().min(1).max(60),
  currency_1_amount: wireDecimalSchema,
  currency_1_iso: z.string().min(1).max(12),
  currency_1_fee: wireDecimalSchema,
  currency_2_amount: wireDecimalSchema,
  currency_2_iso: z.string().min(1).max(12),
  currency_2_address: z.string().max(200),
  payment_status: z
    .union([z.enum(checkoutPaymentStatuses), z.literal(''), z.null()])
    .optional()
    .transform((status) => (status ? status : undefined)),
});
export type CheckoutTransactionData = z.infer<typeof checkoutTransactionDataObjectSchema>;

/**
 * transaction_data arrives as a JSON string. Unparsable JSON becomes a zod issue (the flow gate of
 * spec §4 clears the flow token on it), never a thrown SyntaxError.
 */
export const checkoutTransactionDataSchema = z.string().transform((text, ctx): CheckoutTransactionData => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'transaction_data is not valid JSON' });
    return z.NEVER;
  }
  const result = checkoutTransactionDataObjectSchema.safeParse(parsed);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.map(String) });
  }
  return z.NEVER;
});

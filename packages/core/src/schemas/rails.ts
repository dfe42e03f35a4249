import { z } from 'zod';
import { localeCodes } from '../i18n/locales.js';
import { checkoutIdSchema } from './checkout-calls.js';
import { fiatCurrencySchema } from './currencies.js';
import { bankTransactionIdPattern, valueDatePattern } from './wallet-operator.js';

/**
 * Requests and answers of the payment rails' calls beyond the spec (server module `rails`): the
 * operators' checkout bank lines and queue, and the test-mode sandbox pages. The spec's rails calls
 * (paynet/*, users/checkout/register, verify/*) have their schemas in checkout-flow-calls.ts. Amounts are
 * decimal strings of the currency's 2 decimals on the wire and integer minor units inside.
 */

/** POST /operator/checkoutBankLines: one line of the brand's bank statement (as for deposits). */
export const checkoutBankLineBodySchema = z.strictObject({
  reference: z
    .string()
    .trim()
    .max(140)
    .transform((text) => text.toUpperCase().replace(/\s+/g, '')),
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

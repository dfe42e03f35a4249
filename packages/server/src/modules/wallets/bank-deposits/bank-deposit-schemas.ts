import { depositBankAccountSchema, isFiatCurrency, type FiatCurrency } from '@platform/core';
import { z } from 'zod';
import { currencyParamSchema } from '../route-support.js';
import { bankTransactionIdPattern, depositReferencePattern, valueDatePattern } from './credit-bank-deposit.js';

/** A fiat currency code as clients send it; a coin is told where its deposits go instead. */
export const fiatParamSchema = currencyParamSchema
  .superRefine((code, context) => {
    if (!isFiatCurrency(code)) {
      context.addIssue({
        code: 'custom',
        message: `${code} is deposited on chain to your wallet address; bank deposits are for fiat currencies.`,
      });
    }
  })
  .transform((code) => code as FiatCurrency);

/** How far ahead a value date may be (banks announce forward-dated credits a few days early). */
const maxValueDateAheadDays = 7;
const dayMs = 86_400_000;

function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function isPlausibleValueDate(text: string): boolean {
  const latest = new Date(Date.now() + maxValueDateAheadDays * dayMs).toISOString().slice(0, 10);
  return text >= '2000-01-01' && text <= latest;
}

/** The body of POST /operator/bankDeposits: one line of the brand's bank statement. Unknown fields are refused. */
export const bankDepositBodySchema = z.strictObject({
  reference: z
    .string()
    .max(40)
    .trim()
    .toUpperCase()
    .regex(depositReferencePattern, { message: 'must be a deposit reference: DEP and 10 letters or digits' }),
  currency: fiatParamSchema,
  amount: z.string().max(100),
  bank_transaction_id: z.string().max(100).trim().regex(bankTransactionIdPattern, {
    message: 'must be the bank’s transaction id: 1 to 64 of A-Z, a-z, 0-9 and . _ : / + - (first a letter or digit)',
  }),
  value_date: z
    .string()
    .max(10)
    .regex(valueDatePattern, { message: 'must be a date as YYYY-MM-DD' })
    .refine(isCalendarDate, { message: 'is not a calendar date' })
    .refine(isPlausibleValueDate, {
      message: `must be from 2000-01-01 to at most ${maxValueDateAheadDays} days from today`,
    }),
});

/** A brand's account as operators see it: the user's view plus whether it is seeded demo data. */
export const operatorBankAccountSchema = depositBankAccountSchema.extend({
  is_demo: z.boolean(),
  updated_at: z.string(),
});

export const bankDepositWireSchema = z.object({
  id: z.string(),
  bank_transaction_id: z.string(),
  reference: z.string(),
  currency: z.string(),
  /** Decimal string at the currency's 2 decimals. */
  amount: z.string(),
  value_date: z.string(),
  user_id: z.string(),
  credited_by: z.string(),
  created_at: z.string(),
});

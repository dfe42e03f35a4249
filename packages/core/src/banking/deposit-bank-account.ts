import { z } from 'zod';
import { fiatCurrencies } from '../schemas/currencies.js';
import { bicErrorMessages, validateBic } from './bic.js';
import { isAbaRoutingNumber, isUkAccountNumber, isUsAccountNumber, normalizeSortCode } from './domestic.js';
import { ibanErrorMessage, validateIban } from './iban.js';

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 32 || code === 127) return true;
  }
  return false;
}

/** One line of text: trimmed, required, bounded, no line breaks or other control characters. */
function lineSchema(maxLength: number) {
  return z
    .string()
    .trim()
    .min(1, 'Required')
    .max(maxLength, `At most ${maxLength} characters`)
    .refine((text) => !hasControlCharacter(text), 'Line breaks and control characters are not allowed');
}

/** An IBAN as typed; the output is its electronic format. */
export const ibanSchema = z
  .string()
  .max(50, 'An IBAN has at most 34 characters')
  .transform((text, context): string => {
    const result = validateIban(text);
    if (result.ok) return result.iban;
    context.addIssue({ code: 'custom', message: ibanErrorMessage(result), params: { reason: result.error } });
    return z.NEVER;
  });

/** A BIC as typed; the output is upper case without spaces. */
export const bicSchema = z
  .string()
  .max(20, 'A BIC has 8 or 11 characters')
  .transform((text, context): string => {
    const result = validateBic(text);
    if (result.ok) return result.bic;
    context.addIssue({ code: 'custom', message: bicErrorMessages[result.error], params: { reason: result.error } });
    return z.NEVER;
  });

export const sortCodeSchema = z
  .string()
  .max(20)
  .transform((text, context): string => {
    const sortCode = normalizeSortCode(text);
    if (sortCode !== undefined) return sortCode;
    context.addIssue({ code: 'custom', message: 'A sort code has 6 digits, e.g. 12-34-56' });
    return z.NEVER;
  });

export const routingNumberSchema = z
  .string()
  .max(20)
  .refine(isAbaRoutingNumber, 'An ABA routing number has 9 digits and a valid check digit');

const common = {
  currency: z.enum(fiatCurrencies, { message: `must be one of ${fiatCurrencies.join(', ')}` }),
  beneficiary_name: lineSchema(140),
  beneficiary_address: lineSchema(300),
  bank_name: lineSchema(140),
  bank_address: lineSchema(300),
  payment_scheme: lineSchema(40),
};

/**
 * What an operator sets as the brand's deposit bank account for one fiat currency (the body of
 * PUT /operator/depositBankAccounts). Unknown fields are refused. EUR is received by SEPA, so a
 * EUR account is an IBAN account.
 */
export const depositBankAccountInputSchema = z
  .discriminatedUnion(
    'account_type',
    [
      z.strictObject({ ...common, account_type: z.literal('iban'), iban: ibanSchema, bic: bicSchema }),
      z.strictObject({
        ...common,
        account_type: z.literal('sort_code'),
        sort_code: sortCodeSchema,
        account_number: z.string().refine(isUkAccountNumber, 'A UK account number has 8 digits'),
        bic: bicSchema.optional(),
      }),
      z.strictObject({
        ...common,
        account_type: z.literal('routing_number'),
        routing_number: routingNumberSchema,
        account_number: z.string().refine(isUsAccountNumber, 'A US account number has 4 to 17 digits'),
        bic: bicSchema.optional(),
      }),
    ],
    { message: 'account_type must be iban, sort_code or routing_number' },
  )
  .superRefine((account, context) => {
    if (account.currency === 'EUR' && account.account_type !== 'iban') {
      context.addIssue({
        code: 'custom',
        path: ['account_type'],
        message: 'EUR deposits arrive by SEPA: the account is an IBAN account.',
      });
    }
  });
export type DepositBankAccountInput = z.input<typeof depositBankAccountInputSchema>;
export type ValidDepositBankAccount = z.output<typeof depositBankAccountInputSchema>;

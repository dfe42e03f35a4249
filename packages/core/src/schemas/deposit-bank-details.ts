import { z } from 'zod';

/**
 * How a brand's deposit bank account is identified: an IBAN (with BIC) for EUR and other IBAN
 * countries, a UK sort code + account number, or a US ABA routing number + account number.
 */
export const depositAccountTypes = ['iban', 'sort_code', 'routing_number'] as const;
export type DepositAccountType = (typeof depositAccountTypes)[number];

/**
 * A brand's bank account for deposits in one fiat currency, as the API sends it (read side: the
 * server checked IBAN, BIC, sort code and routing number when the operator set it, with the
 * schemas of `@platform/core/banking`). Identifiers travel in electronic format (no spaces);
 * clients group them for reading only. `bic` is null where a domestic account has none.
 */
export const depositBankAccountSchema = z.object({
  currency: z.string().min(1).max(12),
  account_type: z.enum(depositAccountTypes),
  beneficiary_name: z.string().max(140),
  beneficiary_address: z.string().max(300),
  bank_name: z.string().max(140),
  bank_address: z.string().max(300),
  /** The transfer scheme to use, e.g. "SEPA", "Faster Payments", "ACH". */
  payment_scheme: z.string().max(40),
  iban: z.string().max(34).optional(),
  bic: z.string().max(11).nullable(),
  account_number: z.string().max(17).optional(),
  sort_code: z.string().max(6).optional(),
  routing_number: z.string().max(9).optional(),
});
export type DepositBankAccount = z.infer<typeof depositBankAccountSchema>;

/**
 * `request_details` of `GET /users/depositBankDetails?currency=EUR` ("deposit EUR", spec §2): the
 * brand's account for the currency (null when the brand has none), the user's wallet reference the
 * transfer must carry, and whether the platform runs in test mode (the details are then test data).
 */
export const depositBankDetailsSchema = z.object({
  currency: z.string().min(1).max(12),
  reference: z.string().min(1).max(64),
  test_mode: z.boolean(),
  bank_account: depositBankAccountSchema.nullable(),
});
export type DepositBankDetails = z.infer<typeof depositBankDetailsSchema>;

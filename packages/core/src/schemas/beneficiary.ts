import { z } from 'zod';
import { wireIdSchema } from './wire.js';

/**
 * A withdrawal beneficiary (spec §3 lists beneficiaries without fields): the bank account fiat is
 * withdrawn to. IBAN/SWIFT for EEA accounts, account number for others.
 */
export const beneficiarySchema = z.object({
  id: wireIdSchema,
  name: z.string().trim().min(1).max(200),
  iban: z.string().trim().max(64).default(''),
  account_number: z.string().trim().max(64).default(''),
  swift: z.string().trim().max(11).default(''),
  bank_name: z.string().trim().max(200).default(''),
  bank_address: z.string().trim().max(500).default(''),
  /** ISO 3166-1 alpha-2 country of the bank. */
  country: z.string().trim().max(2).default(''),
  currency: z.string().trim().max(12),
});
export type Beneficiary = z.infer<typeof beneficiarySchema>;

export const beneficiaryListSchema = z.array(beneficiarySchema).max(200);

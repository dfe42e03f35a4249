import { z } from 'zod';

/** Settlement info of spec §3: the merchant's bank details for settlements. */
export const settlementInfoSchema = z.object({
  bank_iban: z.string().trim().max(64),
  bank_address: z.string().trim().max(500),
  bank_company_name: z.string().trim().max(200),
  bank_company_registered_address: z.string().trim().max(500),
  bank_name: z.string().trim().max(200),
  bank_swift: z.string().trim().max(11),
});
export type SettlementInfo = z.infer<typeof settlementInfoSchema>;

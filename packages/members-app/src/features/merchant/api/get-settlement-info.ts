import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { merchantAreaCall } from './merchant-area-call.js';

/**
 * ASSUMED SHAPE, to reconcile with the server's (built beside this screen): GET
 * /users/settlementInfo and PATCH /users/updateSettlementInfo answer the six fields of spec §3
 * ('' while never saved) and when they were last saved (null: never).
 */
export const savedSettlementInfoSchema = z.looseObject({
  bank_iban: z.string().max(64),
  bank_swift: z.string().max(11),
  bank_name: z.string().max(200),
  bank_address: z.string().max(500),
  bank_company_name: z.string().max(200),
  bank_company_registered_address: z.string().max(500),
  updated_at: z.string().max(64).nullable().optional(),
});
export type SavedSettlementInfo = z.infer<typeof savedSettlementInfoSchema>;

export const settlementInfoQueryKey = ['merchant', 'settlementInfo'] as const;

export function getSettlementInfo(): Promise<SavedSettlementInfo> {
  return merchantAreaCall({ method: 'GET', path: '/users/settlementInfo', details: savedSettlementInfoSchema });
}

/** The saved bank details that prefill the form (a failure leaves the form empty). */
export function useSettlementInfo() {
  return useQuery({ queryKey: settlementInfoQueryKey, queryFn: getSettlementInfo, retry: false });
}

import { useQuery } from '@tanstack/react-query';
import type { SettlementInfoDetails } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';

/**
 * GET /users/settlementInfo and PATCH /users/updateSettlementInfo answer the six fields of spec §3
 * ('' while never saved), the IBAN in print format, and when they were last saved (null: never).
 */
export type SavedSettlementInfo = SettlementInfoDetails;

export const settlementInfoQueryKey = ['merchant', 'settlementInfo'] as const;

export async function getSettlementInfo(): Promise<SavedSettlementInfo> {
  const answer = await apiClient().getSettlementInfo();
  return answer.request_details;
}

/** The saved bank details that prefill the form (a failure leaves the form empty). */
export function useSettlementInfo() {
  return useQuery({ queryKey: settlementInfoQueryKey, queryFn: getSettlementInfo, retry: false });
}

import { useQuery } from '@tanstack/react-query';
import type { MerchantSummary } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';

export const merchantSummaryQueryKey = ['merchant', 'summary'] as const;

/**
 * GET /users/merchant/summary: spec §4's pending and completed sums per currency and the balances
 * per asset (available, held by payouts, awaiting settlement), at display decimals.
 */
export async function getMerchantSummary(): Promise<MerchantSummary> {
  const answer = await apiClient().getMerchantSummary();
  return answer.request_details;
}

export function useMerchantSummary() {
  return useQuery({ queryKey: merchantSummaryQueryKey, queryFn: getMerchantSummary });
}

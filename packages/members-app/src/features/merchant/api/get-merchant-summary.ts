import { useQuery } from '@tanstack/react-query';
import { merchantSummarySchema, type MerchantSummary } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { parseDetails } from './merchant-area-call.js';

export const merchantSummaryQueryKey = ['merchant', 'summary'] as const;

/**
 * GET /users/merchant/summary: spec §4's pending and completed sums per currency and the balances
 * per asset (available, held by payouts, awaiting settlement), at display decimals.
 */
export async function getMerchantSummary(): Promise<MerchantSummary> {
  const answer = await apiClient().getMerchantSummary();
  return parseDetails(merchantSummarySchema, answer, 'GET /users/merchant/summary');
}

export function useMerchantSummary() {
  return useQuery({ queryKey: merchantSummaryQueryKey, queryFn: getMerchantSummary });
}

import { useQuery } from '@tanstack/react-query';
import type { DepositBankDetails } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';

/**
 * GET /users/depositBankDetails?currency=: the brand's bank account for a fiat currency (null when
 * it has none) and the wallet's deposit reference, parsed by core's depositBankDetailsSchema.
 */
export async function getDepositBankDetails(currency: string): Promise<DepositBankDetails> {
  const response = await apiClient().depositBankDetails({ query: { currency } });
  return response.request_details;
}

/** Bank details change only when an operator replaces them: a minute without refetching is fine. */
const bankDetailsStaleMs = 60_000;

export function useDepositBankDetails(currency: string) {
  return useQuery({
    queryKey: ['wallets', 'depositBankDetails', currency],
    queryFn: () => getDepositBankDetails(currency),
    staleTime: bankDetailsStaleMs,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedWalletDetails } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { userBalancesQueryKey } from './get-user-balances.js';

/**
 * POST /users/createWallet: the wallet, and whether it is new (the call is idempotent), parsed by the
 * row's schema (core createdWalletDetailsSchema).
 */
export async function createWallet(symbol: string): Promise<CreatedWalletDetails> {
  const response = await apiClient().createWallet({ body: { symbol } });
  return response.request_details;
}

/** "Add another wallet": creates the wallet, then refreshes the balances everywhere. */
export function useCreateWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWallet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userBalancesQueryKey }),
  });
}

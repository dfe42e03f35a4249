import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletSchema, type Wallet } from '@platform/core';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.js';
import { userBalancesQueryKey } from './get-user-balances.js';

/** request_details of POST /users/createWallet: the wallet, and whether it is new (the call is idempotent). */
const createWalletDetailsSchema = z.looseObject({ wallet: walletSchema, created: z.boolean() });

export async function createWallet(symbol: string): Promise<{ wallet: Wallet; created: boolean }> {
  const response = await apiClient().createWallet({ body: { symbol } });
  return createWalletDetailsSchema.parse(response.request_details);
}

/** "Add another wallet": creates the wallet, then refreshes the balances everywhere. */
export function useCreateWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWallet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userBalancesQueryKey }),
  });
}

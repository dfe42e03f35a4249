import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import { userBalancesQueryKey } from './get-user-balances.js';

/** "Make default wallet" (spec §2): PATCH /users/defaultWallet { symbol }. */
export async function setDefaultWallet(symbol: string): Promise<void> {
  await apiClient().setDefaultWallet({ body: { symbol } });
}

export function useSetDefaultWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultWallet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userBalancesQueryKey }),
  });
}

import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { balancePollingMs, type UserBalancesDetails } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';

/** GET /users/getUserBalances: the wallets and the account value (spec §7, wallets contract). */
export const userBalancesQueryKey = ['wallets', 'balances'] as const;
/** Lists that show money movements; they are refreshed when a poll finds the balances changed. */
export const movementQueryKeys = [
  ['wallets', 'transactions'],
  ['wallets', 'activity'],
] as const;

export async function getUserBalances(): Promise<UserBalancesDetails> {
  const response = await apiClient().getUserBalances();
  return response.request_details;
}

/** Fetches the balances; when the wallets changed since the last answer, the movement lists are stale too. */
async function pollBalances(queryClient: QueryClient): Promise<UserBalancesDetails> {
  const previous = queryClient.getQueryData<UserBalancesDetails>(userBalancesQueryKey);
  const next = await getUserBalances();
  if (previous !== undefined && JSON.stringify(previous.wallets) !== JSON.stringify(next.wallets)) {
    for (const queryKey of movementQueryKeys) void queryClient.invalidateQueries({ queryKey });
  }
  return next;
}

/**
 * The signed-in user's balances, polled every 10 s while a members screen shows them (spec §9).
 * The sidebar and the wallet screens share this one query, so they poll once between them.
 */
export function useUserBalances({ enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: userBalancesQueryKey,
    queryFn: () => pollBalances(queryClient),
    enabled,
    refetchInterval: balancePollingMs,
    staleTime: balancePollingMs,
  });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import type { Transaction, WalletActivityPage } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';

export type { WalletActivityPage };

const activityPageSize = 10;

/** GET /transactions/getWalletActivity: request_details parsed by the row's schema (core walletActivityPageSchema). */
export async function getWalletActivityPage(currency: string, cursor: string | null): Promise<WalletActivityPage> {
  const query = { currency, limit: activityPageSize, ...(cursor ? { cursor } : {}) };
  const response = await apiClient().getWalletActivity({ query });
  return response.request_details;
}

/** A wallet's activity (newest first), a page at a time. */
export function useWalletActivity(currency: string) {
  return useInfiniteQuery({
    queryKey: ['wallets', 'activity', currency],
    queryFn: ({ pageParam }) => getWalletActivityPage(currency, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

export function activityRows(pages: readonly WalletActivityPage[] | undefined): Transaction[] {
  return (pages ?? []).flatMap((page) => page.activity);
}

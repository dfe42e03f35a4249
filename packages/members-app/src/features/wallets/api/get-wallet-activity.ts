import { useInfiniteQuery } from '@tanstack/react-query';
import { transactionSchema, type Transaction } from '@platform/core';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.js';

/** request_details of GET /transactions/getWalletActivity (wallets contract). */
const walletActivityPageSchema = z.looseObject({
  currency: z.string().max(12),
  activity: z.array(transactionSchema).max(100),
  next_cursor: z.string().max(200).nullable(),
});
export type WalletActivityPage = z.infer<typeof walletActivityPageSchema>;

const activityPageSize = 10;

export async function getWalletActivityPage(currency: string, cursor: string | null): Promise<WalletActivityPage> {
  const query: Record<string, string | number> = { currency, limit: activityPageSize };
  if (cursor) query['cursor'] = cursor;
  const response = await apiClient().getWalletActivity({ query });
  return walletActivityPageSchema.parse(response.request_details);
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

import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantPayout, MerchantPayoutsPage } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { merchantSettlementsQueryKey } from './get-merchant-settlements.js';
import { merchantSummaryQueryKey } from './get-merchant-summary.js';
import type { RowBody } from './row-types.js';

export type { MerchantPayoutsPage };
/** The body of POST /users/merchant/payouts. */
export type MerchantPayoutRequest = RowBody<'createMerchantPayout'>;

export const merchantPayoutsPageSize = 25;
export const merchantPayoutsQueryKey = ['merchant', 'payouts'] as const;

/** GET /users/merchant/payouts: the merchant's payouts, newest first, by cursor. */
export async function getMerchantPayoutsPage(cursor: string | null): Promise<MerchantPayoutsPage> {
  const query = cursor === null ? { limit: merchantPayoutsPageSize } : { limit: merchantPayoutsPageSize, cursor };
  const answer = await apiClient().listMerchantPayouts({ query });
  return answer.request_details;
}

export function useMerchantPayouts() {
  return useInfiniteQuery({
    queryKey: merchantPayoutsQueryKey,
    queryFn: ({ pageParam }) => getMerchantPayoutsPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/**
 * POST /users/merchant/payouts: a payout of one balance to the settlement bank account. Needs a
 * recent re-authentication (403 `step_up_required`); the idempotency key makes a retry of the same
 * request answer the first payout instead of booking a second.
 */
export async function createMerchantPayout(body: MerchantPayoutRequest): Promise<MerchantPayout> {
  const answer = await apiClient().createMerchantPayout({ body });
  return answer.request_details;
}

/** A payout request; `send` wraps the call (the step-up retry). Refreshes payouts, balances and the wire tab. */
export function useCreateMerchantPayout(send: (call: () => Promise<MerchantPayout>) => Promise<MerchantPayout>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MerchantPayoutRequest) => send(() => createMerchantPayout(body)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: merchantPayoutsQueryKey }),
        queryClient.invalidateQueries({ queryKey: merchantSummaryQueryKey }),
        queryClient.invalidateQueries({ queryKey: merchantSettlementsQueryKey }),
      ]),
  });
}

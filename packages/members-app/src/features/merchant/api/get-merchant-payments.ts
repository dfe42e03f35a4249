import { useInfiniteQuery } from '@tanstack/react-query';
import type { MerchantPaymentsPage, MerchantPaymentView, PaymentStatus } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';

/** Rows per page; the server caps a page at 100. */
export const merchantPaymentsPageSize = 50;

/** A payment as the merchant area answers it: core's merchant payment with its refund and link expiry. */
export type MerchantPaymentRow = MerchantPaymentView;
export type { MerchantPaymentsPage };

export const merchantPaymentsQueryKey = ['merchant', 'payments'] as const;

/** GET /users/merchant/payments: newest first; the server filters by status only. */
export async function getMerchantPaymentsPage(
  status: PaymentStatus | undefined,
  cursor: string | null,
): Promise<MerchantPaymentsPage> {
  const answer = await apiClient().listMerchantPayments({
    query: { status, limit: merchantPaymentsPageSize, cursor: cursor ?? undefined },
  });
  return answer.request_details;
}

export function useMerchantPayments(status: PaymentStatus | undefined) {
  return useInfiniteQuery({
    queryKey: [...merchantPaymentsQueryKey, status ?? 'all'],
    queryFn: ({ pageParam }) => getMerchantPaymentsPage(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

export function paymentRows(pages: readonly MerchantPaymentsPage[] | undefined): MerchantPaymentRow[] {
  return (pages ?? []).flatMap((page) => page.payments);
}

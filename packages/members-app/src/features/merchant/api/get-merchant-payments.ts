import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { merchantPaymentSchema, paymentRefundSchema, type PaymentStatus } from '@platform/core';
import { merchantAreaCall } from './merchant-area-call.js';

/** Rows per page; the server caps a page at 100. */
export const merchantPaymentsPageSize = 50;

/**
 * A payment as the merchant area answers it (core's merchantPaymentViewSchema): core's merchant
 * payment with its refund and link expiry, both optional here so an answer without them still reads.
 */
export const merchantPaymentRowSchema = merchantPaymentSchema.extend({
  link_expires_at: z.string().max(64).nullable().optional(),
  refund: paymentRefundSchema.nullable().optional(),
});
export type MerchantPaymentRow = z.infer<typeof merchantPaymentRowSchema>;

export const merchantPaymentsPageSchema = z.looseObject({
  payments: z.array(merchantPaymentRowSchema).max(100),
  next_cursor: z.string().max(200).nullable(),
});
export type MerchantPaymentsPage = z.infer<typeof merchantPaymentsPageSchema>;

export const merchantPaymentsQueryKey = ['merchant', 'payments'] as const;

/** GET /users/merchant/payments: newest first; the server filters by status only. */
export function getMerchantPaymentsPage(status: PaymentStatus | undefined, cursor: string | null) {
  return merchantAreaCall({
    method: 'GET',
    path: '/users/merchant/payments',
    query: { status, limit: merchantPaymentsPageSize, cursor: cursor ?? undefined },
    details: merchantPaymentsPageSchema,
  });
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

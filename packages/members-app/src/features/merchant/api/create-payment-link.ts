import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { merchantPaymentSchema, type FiatCurrency } from '@platform/core';
import { merchantPaymentsQueryKey } from './get-merchant-payments.js';
import { merchantAreaCall } from './merchant-area-call.js';

export interface PaymentLinkRequest {
  /** Decimal string, 2 decimals at most (checked before sending). */
  amount: string;
  currency: FiatCurrency;
  product?: string;
  order_id?: string;
  /**
   * Seconds the link may be opened to choose a coin (60 to 2,592,000); without it the server's
   * default (24 h). Sent only when the merchant chose another expiry, so a server without link
   * expiry (whose create body refuses unknown fields) still takes the default request.
   */
  expires_in?: number;
  /** The same key returns the same payment: a double submit or a retry creates one link. */
  idempotency_key: string;
}

/**
 * The created payment, its widget link (a path of this origin, e.g. /widget/?merchant_id=…) and,
 * from a server with link expiry, until when the link may be opened.
 */
export const createdPaymentLinkSchema = merchantPaymentSchema.extend({
  link: z.string().min(1).max(2048),
  link_expires_at: z.string().max(64).nullable().optional(),
});
export type CreatedPaymentLink = z.infer<typeof createdPaymentLinkSchema>;

export function createPaymentLink(request: PaymentLinkRequest): Promise<CreatedPaymentLink> {
  return merchantAreaCall({
    method: 'POST',
    path: '/users/merchant/payments',
    body: request,
    details: createdPaymentLinkSchema,
  });
}

/** POST /users/merchant/payments; the payments list is asked again afterwards. */
export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchantPaymentsQueryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedPaymentLink, FiatCurrency } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { merchantPaymentsQueryKey } from './get-merchant-payments.js';
import type { RowBody } from './row-types.js';

/**
 * POST /users/merchant/payments as the form sends it: the row's body, with the fiat currency and
 * always an idempotency key (the same key returns the same payment: a double submit or a retry
 * creates one link). `expires_in` (60 to 2,592,000 seconds) is sent only when the merchant chose
 * another expiry than the server's default (24 h).
 */
export type PaymentLinkRequest = RowBody<'createPaymentLink'> & { currency: FiatCurrency; idempotency_key: string };

/** The created payment, its widget link (a path of this origin, e.g. /widget/?merchant_id=…) and until when it may be opened. */
export type { CreatedPaymentLink };

export async function createPaymentLink(request: PaymentLinkRequest): Promise<CreatedPaymentLink> {
  const answer = await apiClient().createPaymentLink({ body: request });
  return answer.request_details;
}

/** POST /users/merchant/payments; the payments list is asked again afterwards. */
export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchantPaymentsQueryKey }),
  });
}

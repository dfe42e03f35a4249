import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import { withSuccessEffect, type MutationConfig } from '../../../lib/react-query.js';
import { checkoutOrderQueryKey } from './get-checkout-order.js';

export interface CheckoutRefundRequest {
  orderId: string;
  /** The screen's id of this refund: a double click or a retry sends the same one (never two refunds). */
  refundId: string;
  /** A partial refund's amount (2 decimals); absent: everything left. */
  amount?: string;
  reason?: string;
}

/** POST /operator/checkout/orders/{id}/refund (full or partial). */
export async function refundCheckoutOrder(request: CheckoutRefundRequest) {
  const answer = await apiClient().refundCheckoutOrder({
    params: { id: request.orderId },
    body: {
      refund_id: request.refundId,
      ...(request.amount === undefined ? {} : { amount: request.amount }),
      ...(request.reason === undefined ? {} : { reason: request.reason }),
    },
  });
  return answer.request_details;
}

/** A refund changes the order's amounts and state, so the order is asked again. */
export function useRefundCheckoutOrder({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof refundCheckoutOrder> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...withSuccessEffect(mutationConfig, (_answer, request) =>
      queryClient.invalidateQueries({ queryKey: checkoutOrderQueryKey(request.orderId) }),
    ),
    mutationFn: refundCheckoutOrder,
  });
}

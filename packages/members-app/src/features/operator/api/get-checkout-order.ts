import { useQuery } from '@tanstack/react-query';
import type { OperatorCheckoutOrder } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';

export const checkoutOrderQueryKey = (orderId: string) => ['operator', 'checkout', 'order', orderId] as const;

/** GET /operator/checkout/orders/{id}: an order of the operator's brand, its amounts, delivery and refunds. */
export async function getCheckoutOrder(orderId: string): Promise<OperatorCheckoutOrder> {
  const answer = await apiClient().getOperatorCheckoutOrder({ params: { id: orderId } });
  return answer.request_details.order;
}

/** The order once an id is given (null: nothing asked yet). */
export function useCheckoutOrder(orderId: string | null) {
  return useQuery({
    queryKey: checkoutOrderQueryKey(orderId ?? ''),
    queryFn: () => getCheckoutOrder(orderId!),
    enabled: orderId !== null,
    retry: false,
  });
}

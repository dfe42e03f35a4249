import { useQuery } from '@tanstack/react-query';
import type { CheckoutDelivery } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';

export const checkoutDeliveriesQueryKey = ['operator', 'checkout', 'deliveries'] as const;

/** GET /operator/checkout/deliveries: the brand's deliveries, oldest change first (at most 100). */
export async function getCheckoutDeliveries(needsOperator: boolean): Promise<CheckoutDelivery[]> {
  const answer = await apiClient().listCheckoutDeliveries({
    query: { ...(needsOperator ? { needs_operator: 'true' as const } : {}), limit: 100 },
  });
  return answer.request_details.deliveries;
}

export function useCheckoutDeliveries(needsOperator: boolean) {
  return useQuery({
    queryKey: [...checkoutDeliveriesQueryKey, needsOperator],
    queryFn: () => getCheckoutDeliveries(needsOperator),
  });
}

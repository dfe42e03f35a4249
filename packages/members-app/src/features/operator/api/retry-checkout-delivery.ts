import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import { withSuccessEffect, type MutationConfig } from '../../../lib/react-query.js';
import { checkoutDeliveriesQueryKey } from './get-checkout-deliveries.js';

/** POST /operator/checkout/deliveries/{orderId}/retry. */
export async function retryCheckoutDelivery(orderId: string) {
  const answer = await apiClient().retryCheckoutDelivery({ params: { orderId } });
  return answer.request_details.delivery;
}

/** A retry changes the queue, so it is asked again. */
export function useRetryCheckoutDelivery({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof retryCheckoutDelivery> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...withSuccessEffect(mutationConfig, () => queryClient.invalidateQueries({ queryKey: checkoutDeliveriesQueryKey })),
    mutationFn: retryCheckoutDelivery,
  });
}

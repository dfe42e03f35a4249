import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueuedWebhookEvent } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { webhookDeliveriesQueryKey } from './get-webhook-deliveries.js';

/** Same body and webhook-id, fresh signature and schedule. */
export async function redeliverWebhookEvent(eventId: string): Promise<QueuedWebhookEvent> {
  const answer = await apiClient().redeliverWebhookEvent({ params: { id: eventId }, body: {} });
  return answer.request_details;
}

/** POST /users/webhook/events/{id}/redeliver; the delivery log is asked again. */
export function useRedeliverWebhookEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverWebhookEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey }),
  });
}

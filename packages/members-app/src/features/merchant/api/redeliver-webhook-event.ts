import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookDeliveriesQueryKey } from './get-webhook-deliveries.js';
import { merchantAreaCall } from './merchant-area-call.js';
import { queuedWebhookEventSchema, type QueuedWebhookEvent } from './send-webhook-test-event.js';

/** Same body and webhook-id, fresh signature and schedule. */
export function redeliverWebhookEvent(eventId: string): Promise<QueuedWebhookEvent> {
  return merchantAreaCall({
    method: 'POST',
    path: '/users/webhook/events/{id}/redeliver',
    params: { id: eventId },
    body: {},
    details: queuedWebhookEventSchema,
  });
}

/** POST /users/webhook/events/{id}/redeliver; the delivery log is asked again. */
export function useRedeliverWebhookEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverWebhookEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { webhookDeliveriesQueryKey } from './get-webhook-deliveries.js';
import { merchantAreaCall } from './merchant-area-call.js';

/** The event and its delivery that a send or redelivery queued. */
export const queuedWebhookEventSchema = z.looseObject({
  event_id: z.string().min(1).max(200),
  delivery_id: z.string().min(1).max(200),
});
export type QueuedWebhookEvent = z.infer<typeof queuedWebhookEventSchema>;

export function sendWebhookTestEvent(): Promise<QueuedWebhookEvent> {
  return merchantAreaCall({ method: 'POST', path: '/users/webhook/test', body: {}, details: queuedWebhookEventSchema });
}

/** POST /users/webhook/test: a webhook.test event; the delivery log is asked again. */
export function useSendWebhookTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWebhookTestEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey }),
  });
}

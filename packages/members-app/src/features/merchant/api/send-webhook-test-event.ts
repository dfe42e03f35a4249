import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueuedWebhookEvent } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { webhookDeliveriesQueryKey } from './get-webhook-deliveries.js';

/** The event and its delivery that a send or redelivery queued. */
export type { QueuedWebhookEvent };

export async function sendWebhookTestEvent(): Promise<QueuedWebhookEvent> {
  const answer = await apiClient().sendTestWebhook({ body: {} });
  return answer.request_details;
}

/** POST /users/webhook/test: a webhook.test event; the delivery log is asked again. */
export function useSendWebhookTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWebhookTestEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey }),
  });
}

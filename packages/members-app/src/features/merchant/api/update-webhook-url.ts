import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookUrlChange } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { webhookQueryKey } from './get-webhook.js';

/** The first URL creates the endpoint and answers its signing secret once; later ones keep the secret. */
export type { WebhookUrlChange };

export async function updateWebhookUrl(webhookUrl: string): Promise<WebhookUrlChange> {
  const answer = await apiClient().updateWebhook({ body: { webhook_url: webhookUrl } });
  return answer.request_details;
}

/** PATCH /users/updateWebhook (spec §7). */
export function useUpdateWebhookUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhookUrl,
    onSuccess: (change) => queryClient.setQueryData(webhookQueryKey, change.webhook),
  });
}

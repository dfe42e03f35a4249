import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Webhook } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { webhookQueryKey } from './get-webhook.js';

export async function enableWebhook(): Promise<Webhook> {
  const answer = await apiClient().enableWebhook({ body: {} });
  return answer.request_details.webhook;
}

/** POST /users/webhook/enable: a webhook disabled by a 410 Gone answer takes events again. */
export function useEnableWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableWebhook,
    onSuccess: (webhook) => queryClient.setQueryData(webhookQueryKey, webhook),
  });
}

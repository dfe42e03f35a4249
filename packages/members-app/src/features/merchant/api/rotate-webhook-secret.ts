import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RotatedWebhookSecret } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { webhookQueryKey } from './get-webhook.js';

/** The new secret, shown once; the previous one keeps signing for 24 h. */
export async function rotateWebhookSecret(): Promise<RotatedWebhookSecret> {
  const answer = await apiClient().rotateWebhookSecret({ body: {} });
  return answer.request_details;
}

/** POST /users/webhook/rotateSecret. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: (rotated) => queryClient.setQueryData(webhookQueryKey, rotated.webhook),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { webhookQueryKey, webhookSchema } from './get-webhook.js';
import { merchantAreaCall } from './merchant-area-call.js';

/** The new secret, shown once; the previous one keeps signing for 24 h. */
export const rotatedWebhookSecretSchema = z.looseObject({ webhook: webhookSchema, secret: z.string().min(1).max(200) });

export function rotateWebhookSecret() {
  return merchantAreaCall({
    method: 'POST',
    path: '/users/webhook/rotateSecret',
    body: {},
    details: rotatedWebhookSecretSchema,
  });
}

/** POST /users/webhook/rotateSecret. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: (rotated) => queryClient.setQueryData(webhookQueryKey, rotated.webhook),
  });
}

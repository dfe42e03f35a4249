import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { webhookQueryKey, webhookSchema } from './get-webhook.js';
import { merchantAreaCall } from './merchant-area-call.js';

export function enableWebhook() {
  return merchantAreaCall({
    method: 'POST',
    path: '/users/webhook/enable',
    body: {},
    details: z.looseObject({ webhook: webhookSchema }),
  }).then((details) => details.webhook);
}

/** POST /users/webhook/enable: a webhook disabled by a 410 Gone answer takes events again. */
export function useEnableWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableWebhook,
    onSuccess: (webhook) => queryClient.setQueryData(webhookQueryKey, webhook),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.js';
import { webhookQueryKey, webhookSchema } from './get-webhook.js';
import { parseDetails } from './merchant-area-call.js';

/** The first URL creates the endpoint and answers its signing secret once; later ones keep the secret. */
export const webhookUrlChangeSchema = z.looseObject({
  webhook: webhookSchema,
  created: z.boolean(),
  secret: z.string().max(200).nullable(),
});
export type WebhookUrlChange = z.infer<typeof webhookUrlChangeSchema>;

export async function updateWebhookUrl(webhookUrl: string): Promise<WebhookUrlChange> {
  const answer = await apiClient().updateWebhook({ body: { webhook_url: webhookUrl } });
  return parseDetails(webhookUrlChangeSchema, answer, 'PATCH /users/updateWebhook');
}

/** PATCH /users/updateWebhook (spec §7). */
export function useUpdateWebhookUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhookUrl,
    onSuccess: (change) => queryClient.setQueryData(webhookQueryKey, change.webhook),
  });
}

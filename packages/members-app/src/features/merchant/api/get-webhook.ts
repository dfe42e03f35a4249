import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { merchantAreaCall } from './merchant-area-call.js';

/** The merchant's webhook endpoint as the server describes it (webhooks/routes/webhook-wire.ts). */
export const webhookSchema = z.looseObject({
  webhook_url: z.string().max(4096),
  status: z.enum(['enabled', 'disabled']),
  disabled_reason: z.string().max(1000).nullable(),
  disabled_at: z.string().max(64).nullable(),
  /** The first characters of the current secret (the secret itself is shown once). */
  secret_prefix: z.string().max(40),
  secret_created_at: z.string().max(64),
  previous_secret_expires_at: z.string().max(64).nullable(),
  created_at: z.string().max(64),
  updated_at: z.string().max(64),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookQueryKey = ['merchant', 'webhook'] as const;

/** GET /users/webhook: the endpoint, or null before a URL was ever set. */
export function getWebhook(): Promise<Webhook | null> {
  return merchantAreaCall({
    method: 'GET',
    path: '/users/webhook',
    details: z.looseObject({ webhook: webhookSchema.nullable() }),
  }).then((details) => details.webhook);
}

export function useWebhook() {
  return useQuery({ queryKey: webhookQueryKey, queryFn: getWebhook, retry: false });
}

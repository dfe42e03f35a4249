import { useQuery } from '@tanstack/react-query';
import type { Webhook } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';

/** The merchant's webhook endpoint as the server describes it. */
export type { Webhook };

export const webhookQueryKey = ['merchant', 'webhook'] as const;

/** GET /users/webhook: the endpoint, or null before a URL was ever set. */
export async function getWebhook(): Promise<Webhook | null> {
  const answer = await apiClient().getWebhook();
  return answer.request_details.webhook;
}

export function useWebhook() {
  return useQuery({ queryKey: webhookQueryKey, queryFn: getWebhook, retry: false });
}

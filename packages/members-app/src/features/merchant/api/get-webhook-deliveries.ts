import { useInfiniteQuery } from '@tanstack/react-query';
import type { WebhookDeliveriesPage, WebhookDelivery } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';

/** One delivery of an event to the endpoint, with its attempts. */
export type { WebhookDeliveriesPage, WebhookDelivery };

/** Rows per page (the server allows up to its own maximum, default 20). */
export const webhookDeliveriesPageSize = 20;
export const webhookDeliveriesQueryKey = ['merchant', 'webhook', 'deliveries'] as const;

export async function getWebhookDeliveriesPage(cursor: string | null): Promise<WebhookDeliveriesPage> {
  const answer = await apiClient().listWebhookDeliveries({
    query: { limit: webhookDeliveriesPageSize, cursor: cursor ?? undefined },
  });
  return answer.request_details;
}

/** GET /users/webhook/deliveries: the delivery log, newest first, one page at a time. */
export function useWebhookDeliveries(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: webhookDeliveriesQueryKey,
    queryFn: ({ pageParam }) => getWebhookDeliveriesPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled,
  });
}

/** The last attempt of a delivery (its response code and duration), if it was tried. */
export function lastAttempt(delivery: WebhookDelivery): WebhookDelivery['attempts'][number] | undefined {
  return delivery.attempts.reduce<WebhookDelivery['attempts'][number] | undefined>(
    (latest, attempt) => (latest === undefined || attempt.attempt > latest.attempt ? attempt : latest),
    undefined,
  );
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { merchantAreaCall } from './merchant-area-call.js';

const attemptSchema = z.looseObject({
  attempt: z.number().int(),
  outcome: z.string().max(20),
  response_status: z.number().int().nullable(),
  duration_ms: z.number().int(),
  error: z.string().max(2000).nullable(),
  attempted_at: z.string().max(64),
});

/** One delivery of an event to the endpoint, with its attempts (webhooks/routes/webhook-wire.ts). */
export const webhookDeliverySchema = z.looseObject({
  delivery_id: z.string().max(200),
  event_id: z.string().max(200),
  event_type: z.string().max(100),
  kind: z.string().max(20),
  status: z.enum(['pending', 'delivered', 'failed', 'canceled']),
  attempt_count: z.number().int(),
  next_attempt_at: z.string().max(64).nullable(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().max(2000).nullable(),
  created_at: z.string().max(64),
  finished_at: z.string().max(64).nullable(),
  attempts: z.array(attemptSchema).max(100),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesPageSchema = z.looseObject({
  deliveries: z.array(webhookDeliverySchema).max(100),
  next_cursor: z.string().max(200).nullable(),
});
export type WebhookDeliveriesPage = z.infer<typeof webhookDeliveriesPageSchema>;

/** Rows per page (the server allows up to its own maximum, default 20). */
export const webhookDeliveriesPageSize = 20;
export const webhookDeliveriesQueryKey = ['merchant', 'webhook', 'deliveries'] as const;

export function getWebhookDeliveriesPage(cursor: string | null): Promise<WebhookDeliveriesPage> {
  return merchantAreaCall({
    method: 'GET',
    path: '/users/webhook/deliveries',
    query: { limit: webhookDeliveriesPageSize, cursor: cursor ?? undefined },
    details: webhookDeliveriesPageSchema,
  });
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

import { z } from 'zod';
import type { DeliveryLogCursor, DeliveryLogEntry } from '../delivery/delivery-log.js';
import type { WebhookEndpointView } from '../endpoints/endpoint-service.js';

export const webhookWireSchema = z.object({
  webhook_url: z.string(),
  status: z.enum(['enabled', 'disabled']),
  disabled_reason: z.string().nullable(),
  disabled_at: z.string().nullable(),
  secret_prefix: z.string().describe('the first characters of the current secret, to tell secrets apart'),
  secret_created_at: z.string().describe('when the current secret was created (the last rotation)'),
  previous_secret_expires_at: z
    .string()
    .nullable()
    .describe('until when the previous secret still signs after a rotation; null when only the current one signs'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookWire = z.infer<typeof webhookWireSchema>;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function toWebhookWire(view: WebhookEndpointView): WebhookWire {
  return {
    webhook_url: view.endpoint.url,
    status: view.endpoint.status,
    disabled_reason: view.endpoint.disabledReason,
    disabled_at: iso(view.endpoint.disabledAt),
    secret_prefix: `${view.secretPrefix}…`,
    secret_created_at: view.secretCreatedAt.toISOString(),
    previous_secret_expires_at: iso(view.previousSecretExpiresAt),
    created_at: view.endpoint.createdAt.toISOString(),
    updated_at: view.endpoint.updatedAt.toISOString(),
  };
}

const attemptWireSchema = z.object({
  attempt: z.number().int(),
  url: z.string(),
  webhook_timestamp: z.number().int(),
  webhook_signature: z.string().describe('the signature header sent (HMACs only, no secret)'),
  outcome: z.enum(['delivered', 'retry', 'failed', 'gone']),
  response_status: z.number().int().nullable(),
  response_excerpt: z.string().nullable().describe('at most 1 KiB of the response body'),
  duration_ms: z.number().int(),
  error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  attempted_at: z.string(),
});

export const deliveryWireSchema = z.object({
  delivery_id: z.string(),
  event_id: z.string().describe('the webhook-id header'),
  event_type: z.string(),
  kind: z.enum(['event', 'redelivery']),
  status: z.enum(['pending', 'delivered', 'failed', 'canceled']),
  attempt_count: z.number().int(),
  next_attempt_at: z.string().nullable(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  attempts: z.array(attemptWireSchema),
});

export function toDeliveryWire(entry: DeliveryLogEntry): z.infer<typeof deliveryWireSchema> {
  return {
    delivery_id: entry.deliveryId,
    event_id: entry.eventId,
    event_type: entry.eventType,
    kind: entry.kind,
    status: entry.status,
    attempt_count: entry.attempts,
    next_attempt_at: iso(entry.nextAttemptAt),
    last_status_code: entry.lastStatusCode,
    last_error: entry.lastError,
    created_at: entry.createdAt.toISOString(),
    finished_at: iso(entry.finishedAt),
    attempts: entry.attemptLog.map((attempt) => ({
      attempt: attempt.attemptNumber,
      url: attempt.url,
      webhook_timestamp: attempt.webhookTimestamp,
      webhook_signature: attempt.webhookSignature,
      outcome: attempt.outcome,
      response_status: attempt.responseStatus,
      response_excerpt: attempt.responseExcerpt,
      duration_ms: attempt.durationMs,
      error: attempt.error,
      next_attempt_at: iso(attempt.nextAttemptAt),
      attempted_at: attempt.attemptedAt.toISOString(),
    })),
  };
}

/** Opaque to clients: base64url of the last delivery's time and id. */
export function encodeCursor(cursor: DeliveryLogCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.deliveryId}`, 'utf8').toString('base64url');
}

export function decodeCursor(text: string): DeliveryLogCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return undefined;
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(whdl_[a-z0-9]{1,60})$/.exec(
    Buffer.from(text, 'base64url').toString('utf8'),
  );
  if (match?.[1] === undefined || match[2] === undefined) return undefined;
  const createdAt = new Date(match[1]);
  return Number.isNaN(createdAt.getTime()) ? undefined : { createdAt, deliveryId: match[2] };
}

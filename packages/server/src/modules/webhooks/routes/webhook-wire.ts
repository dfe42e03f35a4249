import type { Webhook, WebhookDelivery } from '@platform/core';
import type { DeliveryLogCursor, DeliveryLogEntry } from '../delivery/delivery-log.js';
import type { WebhookEndpointView } from '../endpoints/endpoint-service.js';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** The endpoint as the merchant area reads it (core's webhookSchema). */
export function toWebhookWire(view: WebhookEndpointView): Webhook {
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

/** One delivery with its attempts as the delivery log answers it (core's webhookDeliverySchema). */
export function toDeliveryWire(entry: DeliveryLogEntry): WebhookDelivery {
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

import { maxDeliveryLogPage } from '@platform/core';
import type { Queryable } from '../../../db/database.js';
import type { DeliveryKind, DeliveryStatus, NewAttempt } from './delivery-repository.js';

/** One attempt of a delivery, as the delivery log shows it. */
export type AttemptRecord = Omit<NewAttempt, 'id' | 'deliveryId'>;

export interface DeliveryLogEntry {
  deliveryId: string;
  eventId: string;
  eventType: string;
  kind: DeliveryKind;
  status: DeliveryStatus;
  attempts: number;
  /** When the next attempt is due (pending deliveries only). */
  nextAttemptAt: Date | null;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  attemptLog: AttemptRecord[];
}

/** Where a page ends: the next page starts after this delivery (newest first). */
export interface DeliveryLogCursor {
  createdAt: Date;
  deliveryId: string;
}

interface DeliveryRow {
  id: string;
  event_id: string;
  type: string;
  kind: DeliveryKind;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: Date | string;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

interface AttemptRow {
  delivery_id: string;
  attempt_number: number;
  url: string;
  webhook_timestamp: string | number;
  webhook_signature: string;
  outcome: AttemptRecord['outcome'];
  response_status: number | null;
  response_excerpt: string | null;
  duration_ms: number;
  error: string | null;
  next_attempt_at: Date | string | null;
  attempted_at: Date | string;
}

/** A page of an endpoint's deliveries, newest first, each with its attempts in order. */
export async function listDeliveryLog(
  queryable: Queryable,
  options: { endpointId: string; after: DeliveryLogCursor | undefined; limit: number },
): Promise<{ entries: DeliveryLogEntry[]; next: DeliveryLogCursor | undefined }> {
  if (!Number.isInteger(options.limit) || options.limit < 1 || options.limit > maxDeliveryLogPage) {
    throw new RangeError(`limit must be an integer from 1 to ${maxDeliveryLogPage}, got ${options.limit}`);
  }
  const result = await queryable.query<DeliveryRow>(
    `select d.id, d.event_id, ev.type, d.kind, d.status, d.attempts, d.next_attempt_at, d.last_status_code,
            d.last_error, d.created_at, d.finished_at
     from webhook_deliveries d join webhook_events ev on ev.id = d.event_id
     where d.endpoint_id = $1 and ($2::timestamptz is null or (d.created_at, d.id) < ($2::timestamptz, $3::text))
     order by d.created_at desc, d.id desc
     limit $4`,
    [options.endpointId, options.after?.createdAt ?? null, options.after?.deliveryId ?? '', options.limit + 1],
  );
  const rows = result.rows.slice(0, options.limit);
  const attempts = await listAttempts(
    queryable,
    rows.map((row) => row.id),
  );
  const entries = rows.map((row) => ({
    deliveryId: row.id,
    eventId: row.event_id,
    eventType: row.type,
    kind: row.kind,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: row.status === 'pending' ? new Date(row.next_attempt_at) : null,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    createdAt: new Date(row.created_at),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
    attemptLog: attempts.get(row.id) ?? [],
  }));
  const last = entries.at(-1);
  const next =
    result.rows.length > options.limit && last !== undefined
      ? { createdAt: last.createdAt, deliveryId: last.deliveryId }
      : undefined;
  return { entries, next };
}

async function listAttempts(queryable: Queryable, deliveryIds: string[]): Promise<Map<string, AttemptRecord[]>> {
  const byDelivery = new Map<string, AttemptRecord[]>();
  if (deliveryIds.length === 0) return byDelivery;
  const result = await queryable.query<AttemptRow>(
    `select delivery_id, attempt_number, url, webhook_timestamp, webhook_signature, outcome, response_status,
            response_excerpt, duration_ms, error, next_attempt_at, attempted_at
     from webhook_attempts where delivery_id = any($1::text[]) order by delivery_id, attempt_number`,
    [deliveryIds],
  );
  for (const row of result.rows) {
    const list = byDelivery.get(row.delivery_id) ?? [];
    list.push({
      attemptNumber: Number(row.attempt_number),
      url: row.url,
      webhookTimestamp: Number(row.webhook_timestamp),
      webhookSignature: row.webhook_signature,
      outcome: row.outcome,
      responseStatus: row.response_status,
      responseExcerpt: row.response_excerpt,
      durationMs: Number(row.duration_ms),
      error: row.error,
      nextAttemptAt: row.next_attempt_at === null ? null : new Date(row.next_attempt_at),
      attemptedAt: new Date(row.attempted_at),
    });
    byDelivery.set(row.delivery_id, list);
  }
  return byDelivery;
}

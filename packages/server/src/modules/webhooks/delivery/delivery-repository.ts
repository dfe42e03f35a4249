import type { Queryable, Transaction } from '../../../db/database.js';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'canceled';
export type DeliveryKind = 'event' | 'redelivery';

export async function insertDelivery(
  transaction: Transaction,
  delivery: { id: string; eventId: string; endpointId: string; kind: DeliveryKind; now: Date },
): Promise<void> {
  await transaction.query(
    `insert into webhook_deliveries (id, event_id, endpoint_id, kind, next_attempt_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5, $5)`,
    [delivery.id, delivery.eventId, delivery.endpointId, delivery.kind, delivery.now],
  );
}

/** A delivery a worker holds the lease of, with what it needs to send it. */
export interface ClaimedDelivery {
  deliveryId: string;
  eventId: string;
  endpointId: string;
  merchantId: string;
  /** Counts this attempt (the claim incremented it). */
  attempts: number;
  url: string;
  body: string;
}

interface ClaimedRow {
  id: string;
  event_id: string;
  endpoint_id: string;
  merchant_id: string;
  attempts: number;
  url: string;
  body: string;
}

/**
 * Claims up to `limit` due deliveries of enabled endpoints. SKIP LOCKED lets several workers (and
 * server instances) claim side by side without waiting on or double-claiming a row; the lease
 * (next_attempt_at moved to `leaseUntil`) keeps a claimed row away from other workers while it is
 * sent, and hands it back if this worker dies mid-send.
 */
export async function claimDueDeliveries(
  queryable: Queryable,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedDelivery[]> {
  const result = await queryable.query<ClaimedRow>(
    `with due as (
       select d.id from webhook_deliveries d
       join webhook_endpoints e on e.id = d.endpoint_id
       where d.status = 'pending' and d.next_attempt_at <= $1 and e.status = 'enabled'
       order by d.next_attempt_at, d.id
       limit $3
       for update of d skip locked
     )
     update webhook_deliveries d
       set attempts = d.attempts + 1, next_attempt_at = $2, updated_at = $1
       from due, webhook_events ev, webhook_endpoints ep
       where d.id = due.id and ev.id = d.event_id and ep.id = d.endpoint_id
     returning d.id, d.event_id, d.endpoint_id, ev.merchant_id, d.attempts, ep.url, ev.body`,
    [options.now, options.leaseUntil, options.limit],
  );
  return result.rows.map((row) => ({
    deliveryId: row.id,
    eventId: row.event_id,
    endpointId: row.endpoint_id,
    merchantId: row.merchant_id,
    attempts: Number(row.attempts),
    url: row.url,
    body: row.body,
  }));
}

/**
 * The outcome updates match on `attempts` and `pending` too: only the worker holding the current
 * claim records an outcome, so a worker whose lease ran out cannot overwrite a newer claim's result,
 * and a delivery canceled meanwhile (endpoint disabled) stays canceled. Each returns whether it applied.
 */
interface ClaimedAttempt {
  deliveryId: string;
  attempts: number;
  now: Date;
  statusCode: number | null;
}

export async function markDelivered(transaction: Transaction, attempt: ClaimedAttempt): Promise<boolean> {
  const result = await transaction.query(
    `update webhook_deliveries
       set status = 'delivered', last_status_code = $3, last_error = null, updated_at = $4, finished_at = $4
     where id = $1 and attempts = $2 and status = 'pending' returning id`,
    [attempt.deliveryId, attempt.attempts, attempt.statusCode, attempt.now],
  );
  return result.rows.length === 1;
}

export async function scheduleRetry(
  transaction: Transaction,
  attempt: ClaimedAttempt & { error: string; nextAttemptAt: Date },
): Promise<boolean> {
  const result = await transaction.query(
    `update webhook_deliveries set last_status_code = $3, last_error = $4, next_attempt_at = $5, updated_at = $6
     where id = $1 and attempts = $2 and status = 'pending' returning id`,
    [attempt.deliveryId, attempt.attempts, attempt.statusCode, attempt.error, attempt.nextAttemptAt, attempt.now],
  );
  return result.rows.length === 1;
}

export async function markFailed(
  transaction: Transaction,
  attempt: ClaimedAttempt & { error: string },
): Promise<boolean> {
  const result = await transaction.query(
    `update webhook_deliveries
       set status = 'failed', last_status_code = $3, last_error = $4, updated_at = $5, finished_at = $5
     where id = $1 and attempts = $2 and status = 'pending' returning id`,
    [attempt.deliveryId, attempt.attempts, attempt.statusCode, attempt.error, attempt.now],
  );
  return result.rows.length === 1;
}

/** Stops every pending delivery of a disabled endpoint (leased ones too: their outcome will not apply). */
export async function cancelPendingDeliveries(
  transaction: Transaction,
  change: { endpointId: string; reason: string; now: Date },
): Promise<number> {
  const result = await transaction.query(
    `update webhook_deliveries set status = 'canceled', last_error = $2, updated_at = $3, finished_at = $3
     where endpoint_id = $1 and status = 'pending' returning id`,
    [change.endpointId, change.reason.slice(0, 1000), change.now],
  );
  return result.rows.length;
}

export interface NewAttempt {
  id: string;
  deliveryId: string;
  attemptNumber: number;
  url: string;
  webhookTimestamp: number;
  webhookSignature: string;
  outcome: 'delivered' | 'retry' | 'failed' | 'gone';
  responseStatus: number | null;
  responseExcerpt: string | null;
  durationMs: number;
  error: string | null;
  nextAttemptAt: Date | null;
  attemptedAt: Date;
}

export async function insertAttempt(transaction: Transaction, attempt: NewAttempt): Promise<void> {
  await transaction.query(
    `insert into webhook_attempts (id, delivery_id, attempt_number, url, webhook_timestamp, webhook_signature, outcome,
       response_status, response_excerpt, duration_ms, error, next_attempt_at, attempted_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     on conflict (delivery_id, attempt_number) do nothing`,
    [
      attempt.id,
      attempt.deliveryId,
      attempt.attemptNumber,
      attempt.url,
      attempt.webhookTimestamp,
      attempt.webhookSignature,
      attempt.outcome,
      attempt.responseStatus,
      attempt.responseExcerpt,
      attempt.durationMs,
      attempt.error,
      attempt.nextAttemptAt,
      attempt.attemptedAt,
    ],
  );
}

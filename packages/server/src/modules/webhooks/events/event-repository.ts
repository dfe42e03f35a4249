import type { Queryable, Transaction } from '../../../db/database.js';

export interface WebhookEventRecord {
  id: string;
  merchantId: string;
  type: string;
  eventKey: string;
  body: string;
  createdAt: Date;
}

interface EventRow {
  id: string;
  merchant_id: string;
  type: string;
  event_key: string;
  body: string;
  created_at: Date | string;
}

const eventColumns = 'id, merchant_id, type, event_key, body, created_at';

function toEvent(row: EventRow): WebhookEventRecord {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    type: row.type,
    eventKey: row.event_key,
    body: row.body,
    createdAt: new Date(row.created_at),
  };
}

/**
 * Inserts the event unless the merchant already has one with this key; `on conflict do nothing`
 * keeps the caller's transaction usable and waits for a concurrent insert of the same key to end.
 */
export async function insertEventOnce(
  transaction: Transaction,
  event: Omit<WebhookEventRecord, 'createdAt'> & { now: Date },
): Promise<{ event: WebhookEventRecord; created: boolean }> {
  const inserted = await transaction.query<EventRow>(
    `insert into webhook_events (id, merchant_id, type, event_key, body, created_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (merchant_id, event_key) do nothing
     returning ${eventColumns}`,
    [event.id, event.merchantId, event.type, event.eventKey, event.body, event.now],
  );
  const row = inserted.rows[0];
  if (row !== undefined) return { event: toEvent(row), created: true };
  const existing = await transaction.query<EventRow>(
    `select ${eventColumns} from webhook_events where merchant_id = $1 and event_key = $2`,
    [event.merchantId, event.eventKey],
  );
  const existingRow = existing.rows[0];
  if (existingRow === undefined) throw new Error('webhook event insert conflicted but no row holds the key');
  return { event: toEvent(existingRow), created: false };
}

export async function findEventOfMerchant(
  queryable: Queryable,
  options: { eventId: string; merchantId: string },
): Promise<WebhookEventRecord | undefined> {
  const result = await queryable.query<EventRow>(
    `select ${eventColumns} from webhook_events where id = $1 and merchant_id = $2`,
    [options.eventId, options.merchantId],
  );
  const row = result.rows[0];
  return row === undefined ? undefined : toEvent(row);
}

import type { Queryable } from '../../db/database.js';
import { big, date, text, type Row } from './row-values.js';

/** One entry of an order's history (checkout_order_events): every transition, replay and re-quote. */
export interface OrderEventRecord {
  id: string;
  orderId: string;
  idempotencyKey: string;
  event: string;
  fromStatus: string;
  toStatus: string;
  rail: string | null;
  railReference: string | null;
  amount: bigint | null;
  currency: string | null;
  reason: string | null;
  createdAt: Date;
}

export async function insertOrderEvent(queryable: Queryable, event: OrderEventRecord): Promise<void> {
  await queryable.query(
    `insert into checkout_order_events (id, order_id, idempotency_key, event, from_status, to_status, rail,
       rail_reference, amount, currency, reason, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      event.id,
      event.orderId,
      event.idempotencyKey,
      event.event,
      event.fromStatus,
      event.toStatus,
      event.rail,
      event.railReference,
      event.amount === null ? null : event.amount.toString(),
      event.currency,
      event.reason,
      event.createdAt,
    ],
  );
}

function toEvent(row: Row): OrderEventRecord {
  return {
    id: text(row['id']),
    orderId: text(row['order_id']),
    idempotencyKey: text(row['idempotency_key']),
    event: text(row['event']),
    fromStatus: text(row['from_status']),
    toStatus: text(row['to_status']),
    rail: (row['rail'] as string | null) ?? null,
    railReference: (row['rail_reference'] as string | null) ?? null,
    amount: row['amount'] == null ? null : big(row['amount']),
    currency: (row['currency'] as string | null) ?? null,
    reason: (row['reason'] as string | null) ?? null,
    createdAt: date(row['created_at']),
  };
}

const eventColumns = `id, order_id, idempotency_key, event, from_status, to_status, rail, rail_reference,
  amount::text, currency, reason, created_at`;

export async function findOrderEvent(
  queryable: Queryable,
  orderId: string,
  idempotencyKey: string,
): Promise<OrderEventRecord | null> {
  const result = await queryable.query<Row>(
    `select ${eventColumns} from checkout_order_events where order_id = $1 and idempotency_key = $2`,
    [orderId, idempotencyKey],
  );
  return result.rows[0] === undefined ? null : toEvent(result.rows[0]);
}

/** An order's history, oldest first, at most `limit` entries. */
export async function listOrderEvents(queryable: Queryable, orderId: string, limit = 50): Promise<OrderEventRecord[]> {
  const result = await queryable.query<Row>(
    `select ${eventColumns} from checkout_order_events where order_id = $1 order by created_at, id limit $2`,
    [orderId, limit],
  );
  return result.rows.map(toEvent);
}

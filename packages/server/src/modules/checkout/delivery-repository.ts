import type { Queryable } from '../../db/database.js';
import { date, type Row } from './row-values.js';

/** A paid order's delivery (`checkout_deliveries`): the send of its coins and the job's attempts. */
export interface DeliveryRecord {
  orderId: string;
  sendId: string | null;
  txid: string | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  /** Retries ran out, or the send failed: the job leaves it to an operator. */
  needsOperator: boolean;
  /** An operator started a refund: no send starts after it. */
  refundStartedAt: Date | null;
  /** The hold the send pays from; null: the order's own (`ckh_<quote id>`). */
  holdTransferId: string | null;
  updatedAt: Date;
}

export const deliveryColumns = `order_id, send_id, txid, attempts, last_error, next_attempt_at, needs_operator,
  refund_started_at, hold_transfer_id, updated_at`;

export function toDelivery(row: Row): DeliveryRecord {
  return {
    orderId: row['order_id'] as string,
    sendId: (row['send_id'] as string | null) ?? null,
    txid: (row['txid'] as string | null) ?? null,
    attempts: Number(row['attempts']),
    lastError: (row['last_error'] as string | null) ?? null,
    nextAttemptAt: date(row['next_attempt_at']),
    needsOperator: row['needs_operator'] as boolean,
    refundStartedAt: row['refund_started_at'] == null ? null : date(row['refund_started_at']),
    holdTransferId: (row['hold_transfer_id'] as string | null) ?? null,
    updatedAt: date(row['updated_at']),
  };
}

export async function findDelivery(
  queryable: Queryable,
  orderId: string,
  options: { forUpdate?: boolean } = {},
): Promise<DeliveryRecord | null> {
  const result = await queryable.query<Row>(
    `select ${deliveryColumns} from checkout_deliveries where order_id = $1${options.forUpdate === true ? ' for update' : ''}`,
    [orderId],
  );
  return result.rows[0] === undefined ? null : toDelivery(result.rows[0]);
}

/** Columns a delivery's changes may set (the job, a retry, a refund). */
export interface DeliveryChanges {
  send_id?: string | null;
  txid?: string | null;
  attempts?: number;
  last_error?: string | null;
  next_attempt_at?: Date;
  needs_operator?: boolean;
  refund_started_at?: Date | null;
  hold_transfer_id?: string;
}

export async function setDelivery(queryable: Queryable, orderId: string, changes: DeliveryChanges): Promise<void> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`);
  await queryable.query(`update checkout_deliveries set updated_at = now(), ${sets.join(', ')} where order_id = $1`, [
    orderId,
    ...entries.map(([, value]) => value),
  ]);
}

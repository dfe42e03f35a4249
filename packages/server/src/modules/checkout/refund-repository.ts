import type { Queryable } from '../../db/database.js';
import { big, date, type Row } from './row-values.js';

/** One refund of an order (`checkout_refunds`): reserved when started, completed once the ledger moved. */
export interface RefundRecord {
  orderId: string;
  refundId: string;
  amount: bigint;
  status: 'started' | 'completed';
  reason: string | null;
  requestedBy: string;
  createdAt: Date;
  completedAt: Date | null;
}

const refundColumns = `order_id, refund_id, amount::text as amount, status, reason, requested_by, created_at, completed_at`;

function toRefund(row: Row): RefundRecord {
  return {
    orderId: row['order_id'] as string,
    refundId: row['refund_id'] as string,
    amount: big(row['amount']),
    status: row['status'] as RefundRecord['status'],
    reason: (row['reason'] as string | null) ?? null,
    requestedBy: row['requested_by'] as string,
    createdAt: date(row['created_at']),
    completedAt: row['completed_at'] == null ? null : date(row['completed_at']),
  };
}

export async function findRefund(
  queryable: Queryable,
  orderId: string,
  refundId: string,
  options: { forUpdate?: boolean } = {},
): Promise<RefundRecord | null> {
  const result = await queryable.query<Row>(
    `select ${refundColumns} from checkout_refunds where order_id = $1 and refund_id = $2${options.forUpdate === true ? ' for update' : ''}`,
    [orderId, refundId],
  );
  return result.rows[0] === undefined ? null : toRefund(result.rows[0]);
}

/** The order's refunds, oldest first (an order has few: each takes at least one minor unit). */
export async function listRefunds(queryable: Queryable, orderId: string, limit = 100): Promise<RefundRecord[]> {
  const result = await queryable.query<Row>(
    `select ${refundColumns} from checkout_refunds where order_id = $1 order by created_at, refund_id limit $2`,
    [orderId, limit],
  );
  return result.rows.map(toRefund);
}

/** Every recorded refund of the order (started or completed): what is reserved of the paid amount. */
export async function reservedRefundAmount(queryable: Queryable, orderId: string): Promise<bigint> {
  const result = await queryable.query<{ total: string }>(
    `select coalesce(sum(amount), 0)::text as total from checkout_refunds where order_id = $1`,
    [orderId],
  );
  return BigInt(result.rows[0]?.total ?? '0');
}

export async function countRefunds(
  queryable: Queryable,
  orderId: string,
  status: RefundRecord['status'],
): Promise<number> {
  const result = await queryable.query<{ count: string }>(
    `select count(*)::text as count from checkout_refunds where order_id = $1 and status = $2`,
    [orderId, status],
  );
  return Number(result.rows[0]?.count ?? '0');
}

export async function insertRefund(
  queryable: Queryable,
  refund: Omit<RefundRecord, 'status' | 'completedAt'>,
): Promise<void> {
  await queryable.query(
    `insert into checkout_refunds (order_id, refund_id, amount, status, reason, requested_by, created_at)
     values ($1, $2, $3, 'started', $4, $5, $6)`,
    [refund.orderId, refund.refundId, refund.amount.toString(), refund.reason, refund.requestedBy, refund.createdAt],
  );
}

export async function completeRefundRecord(
  queryable: Queryable,
  input: { orderId: string; refundId: string; now: Date },
): Promise<void> {
  await queryable.query(
    `update checkout_refunds set status = 'completed', completed_at = $3 where order_id = $1 and refund_id = $2`,
    [input.orderId, input.refundId, input.now],
  );
}

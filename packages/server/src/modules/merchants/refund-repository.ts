import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import { toDate } from './payment-repository.js';

export type RefundStatus = 'requested' | 'broadcast' | 'sent' | 'failed';

/** A merchant_refunds row (084_merchant_refunds.sql); the amount in the coin's base units as text. */
export interface RefundRow {
  id: string;
  payment_id: string;
  merchant_id: string;
  reason: 'paid_late' | 'paid_over' | 'paid_partial';
  coin: string;
  amount: string;
  address: string;
  chain: 'BTC' | 'LTC' | 'BCH' | 'ETH';
  network: 'mainnet' | 'testnet' | 'regtest' | 'simulated';
  hold_transfer_id: string;
  send_id: string | null;
  status: RefundStatus;
  txid: string | null;
  created_at: Date;
}

const columns = `id, payment_id, merchant_id, reason, coin, amount::text, address, chain, network, hold_transfer_id,
  send_id, status, txid, created_at`;

export const newRefundId = () => `mrf_${randomBytes(12).toString('hex')}`;
/** The ledger hold of a refund: merchant_payable → chain_clearing, paid by the chains module's send. */
export const refundHoldId = (refundId: string) => `prf_${refundId}`;

const normalize = (row: RefundRow): RefundRow => ({ ...row, created_at: toDate(row.created_at) ?? new Date(0) });

/** The refund a payment shows: the one that is not failed, else the newest failed one. */
export async function findPaymentRefund(queryable: Queryable, paymentId: string): Promise<RefundRow | undefined> {
  const result = await queryable.query<RefundRow>(
    `select ${columns} from merchant_refunds where payment_id = $1
     order by (status = 'failed'), created_at desc, id desc limit 1`,
    [paymentId],
  );
  return result.rows[0] === undefined ? undefined : normalize(result.rows[0]);
}

export async function findRefund(queryable: Queryable, refundId: string): Promise<RefundRow | undefined> {
  const result = await queryable.query<RefundRow>(`select ${columns} from merchant_refunds where id = $1`, [refundId]);
  return result.rows[0] === undefined ? undefined : normalize(result.rows[0]);
}

/** Refunds whose send has not reached its end yet, oldest first, bounded. */
/** A refund whose send has not ended, by (created_at, id): where a pass over them stopped. */
export interface OpenRefundsCursor {
  createdAt: Date;
  id: string;
}

/** Refunds whose send has not ended, oldest first, after `after`, at most `limit`. */
export async function openRefunds(
  queryable: Queryable,
  limit: number,
  after?: OpenRefundsCursor,
): Promise<OpenRefundsCursor[]> {
  const result = await queryable.query<{ id: string; created_at: Date }>(
    `select id, created_at from merchant_refunds
     where status in ('requested', 'broadcast')
       and ($2::timestamptz is null or (created_at, id) > ($2::timestamptz, $3::text))
     order by created_at, id limit $1`,
    [limit, after?.createdAt ?? null, after?.id ?? ''],
  );
  return result.rows.map((row) => ({ id: row.id, createdAt: toDate(row.created_at) ?? new Date(0) }));
}

export async function insertRefund(
  queryable: Queryable,
  refund: Omit<RefundRow, 'send_id' | 'status' | 'txid' | 'created_at'> & { created_at: Date },
): Promise<void> {
  await queryable.query(
    `insert into merchant_refunds (id, payment_id, merchant_id, reason, coin, amount, address, chain, network,
       hold_transfer_id, status, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6::numeric, $7, $8, $9, $10, 'requested', $11, $11)`,
    [
      refund.id,
      refund.payment_id,
      refund.merchant_id,
      refund.reason,
      refund.coin,
      refund.amount,
      refund.address,
      refund.chain,
      refund.network,
      refund.hold_transfer_id,
      refund.created_at,
    ],
  );
}

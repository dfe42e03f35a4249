import type { Queryable } from '../../db/database.js';
import type { RecordNetwork } from './chain-source.js';
import type { DepositStatus } from './deposit-watcher.js';

/** An on-chain deposit to a merchant payment's address, as the merchants module shows and refunds it. */
export interface PaymentDeposit {
  txid: string;
  /** The network the watcher recorded it on ('simulated' in test mode): refunds are sent there. */
  network: RecordNetwork;
  /** Base units (integer string). */
  amount: string;
  status: DepositStatus;
  confirmations: number;
  required_confirmations: number;
  created_at: Date;
}

/** The deposits to a payment's address, oldest first (at most 100). */
export async function listPaymentDeposits(queryable: Queryable, paymentId: string): Promise<PaymentDeposit[]> {
  const result = await queryable.query<Omit<PaymentDeposit, 'created_at'> & { created_at: unknown }>(
    `select txid, network, amount::text, status, confirmations, required_confirmations, created_at
     from chain_deposits where payment_id = $1 order by created_at, id limit 100`,
    [paymentId],
  );
  return result.rows.map((row) => ({ ...row, created_at: toDate(row.created_at) }));
}

/** PGlite and node-postgres both give Date for timestamptz; this keeps a string from a driver honest. */
function toDate(value: unknown): Date {
  if (value === null || value === undefined) return new Date(0);
  return value instanceof Date ? value : new Date(String(value));
}

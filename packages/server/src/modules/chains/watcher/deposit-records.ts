import { randomBytes } from 'node:crypto';
import type { DepositCoin } from '@platform/core/addresses';

/** PostgreSQL NOTIFY channel of deposit events (payload: deposit_id, type, chain, network, asset, confirmations). */
export const depositEventChannel = 'chain_deposit_events';

export const newDepositId = () => `dep_${randomBytes(12).toString('hex')}`;
/** The ledger transfer that takes a credited deposit back when its transaction left the chain. */
export const reversalTransferId = (depositId: string) => `rev_${depositId}`;

export type DepositStatus = 'detected' | 'confirming' | 'credited' | 'dust' | 'replaced' | 'reversed';

export interface DepositEvent {
  depositId: string;
  type: string;
  chain: string;
  network: string;
  asset: DepositCoin;
  txid: string;
  /** The merchant payment the deposit pays, when its address is a payment address. */
  paymentId: string | null;
  confirmations: number;
  at: Date;
}

/** What a credit hands to `onCredited`, inside the credit's transaction. */
export interface CreditedDeposit {
  depositId: string;
  userId: string;
  brandId: string;
  asset: DepositCoin;
  amountBaseUnits: bigint;
  txid: string;
  confirmations: number;
  /** The user's transactions-list row (wallets module). */
  transactionId: string;
}

/** A chain_deposits row as the watcher's stages read it. */
export interface DepositRow {
  id: string;
  asset: DepositCoin;
  txid: string;
  kind: string;
  output_index: number;
  user_id: string;
  brand_id: string;
  /** Set when the address belongs to a merchant payment: credited to merchant_payable, no wallet row. */
  payment_id: string | null;
  amount: string;
  status: DepositStatus;
  block_height: string | null;
  confirmations: number;
  required_confirmations: number;
  missing_checks: number;
  orphaned_at: unknown;
}

/** The columns of a DepositRow. */
export const depositColumns = `id, asset, txid, kind, output_index, user_id, brand_id, payment_id, amount::text, status, block_height::text,
  confirmations, required_confirmations, missing_checks, orphaned_at`;

/** What an event names of its deposit. */
export type DepositRef = Pick<DepositRow, 'id' | 'asset' | 'txid' | 'payment_id'>;

import { randomBytes } from 'node:crypto';
import type { DepositCoin } from '@platform/core/addresses';
import type { Database, Queryable } from '../../../db/database.js';
import { accountIdOf, createTransfers, isPendingOpen, lookupTransfer, platformOwner } from '../../ledger/index.js';
import type { RecordNetwork, WatchedChain } from '../chain-source.js';

export type SendStatus = 'queued' | 'broadcast' | 'confirmed' | 'failed';

export interface SendRecord {
  id: string;
  chain: WatchedChain;
  network: RecordNetwork;
  asset: DepositCoin;
  toAddress: string;
  amount: bigint;
  holdTransferId: string;
  status: SendStatus;
  nonce: bigint | null;
  rawTransaction: string | null;
  txid: string | null;
  attempts: number;
  lastError: string | null;
}

export class SendError extends Error {
  constructor(
    readonly type: 'hold_not_found' | 'hold_mismatch' | 'hold_not_pending' | 'conflict' | 'not_found',
    message: string,
  ) {
    super(message);
    this.name = 'SendError';
  }
}

/** The node refused the payment: it was certainly not sent, so the send fails and its hold is released. */
export class SendRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SendRefused';
  }
}

/** How one chain family pays out; implementations must make a repeated call pay at most once. */
export interface ChainSender {
  readonly chain: WatchedChain;
  readonly network: RecordNetwork;
  /**
   * Pays the send, or finds the payment an earlier attempt made, and returns its txid. Throws
   * SendRefused when the node certainly did not send; any other error leaves the outcome unknown
   * and the next attempt looks before it pays.
   */
  send(database: Database, send: SendRecord): Promise<string>;
  /** The payment's confirmations (0 when waiting), or reverted for an EVM transaction that failed on chain. */
  confirmations(send: SendRecord): Promise<number | 'reverted'>;
  /**
   * Called when the payment reached its end on chain (enough confirmations, or reverted), before
   * the hold is settled; may run again after a crash. The EVM sender books its gas in the ledger.
   */
  settled?(database: Database, send: SendRecord): Promise<void>;
}

export const newSendId = () => `snd_${randomBytes(12).toString('hex')}`;
export const postTransferId = (sendId: string) => `post_${sendId}`;
export const voidTransferId = (sendId: string) => `void_${sendId}`;

const columns = `id, chain, network, asset, to_address, amount::text, hold_transfer_id, status, nonce::text, raw_transaction,
  txid, attempts, last_error`;

interface SendRow {
  id: string;
  chain: WatchedChain;
  network: RecordNetwork;
  asset: DepositCoin;
  to_address: string;
  amount: string;
  hold_transfer_id: string;
  status: SendStatus;
  nonce: string | null;
  raw_transaction: string | null;
  txid: string | null;
  attempts: number;
  last_error: string | null;
}

const toRecord = (row: SendRow): SendRecord => ({
  id: row.id,
  chain: row.chain,
  network: row.network,
  asset: row.asset,
  toAddress: row.to_address,
  amount: BigInt(row.amount),
  holdTransferId: row.hold_transfer_id,
  status: row.status,
  nonce: row.nonce === null ? null : BigInt(row.nonce),
  rawTransaction: row.raw_transaction,
  txid: row.txid,
  attempts: row.attempts,
  lastError: row.last_error,
});

export async function findSend(database: Queryable, id: string): Promise<SendRecord | undefined> {
  const result = await database.query<SendRow>(`select ${columns} from chain_sends where id = $1`, [id]);
  return result.rows[0] === undefined ? undefined : toRecord(result.rows[0]);
}

export interface NewSend {
  chain: WatchedChain;
  network: RecordNetwork;
  asset: DepositCoin;
  toAddress: string;
  amount: bigint;
  /** A pending ledger transfer (the hold) from the payer's account to the asset's chain clearing account. */
  holdTransferId: string;
}

/**
 * Records a send request, only against an existing ledger hold: a pending transfer of exactly
 * this amount and asset into the chain clearing account that is neither posted nor voided. One
 * send per hold, so a repeated request returns the first send (a different one is a conflict).
 */
export async function createSendRequest(database: Queryable, input: NewSend): Promise<SendRecord> {
  if (input.amount <= 0n) throw new SendError('hold_mismatch', 'A send amount is positive');
  const hold = await lookupTransfer(database, input.holdTransferId);
  if (hold.status !== 'recorded' || hold.transfer.type !== 'pending') {
    throw new SendError('hold_not_found', 'No pending ledger transfer with this id');
  }
  const clearing = accountIdOf({ owner: platformOwner, asset: input.asset, kind: 'chain_clearing' });
  if (
    hold.transfer.asset !== input.asset ||
    hold.transfer.amountBaseUnits !== input.amount ||
    hold.transfer.creditAccountId !== clearing
  ) {
    throw new SendError('hold_mismatch', 'The hold is not this amount of this asset to the chain clearing account');
  }
  if (!(await isPendingOpen(database, input.holdTransferId)))
    throw new SendError('hold_not_pending', 'The hold was already posted or voided');
  const inserted = await database.query<SendRow>(
    `insert into chain_sends (id, chain, network, asset, to_address, amount, hold_transfer_id, status)
     values ($1, $2, $3, $4, $5, $6::numeric, $7, 'queued')
     on conflict (hold_transfer_id) do nothing
     returning ${columns}`,
    [
      newSendId(),
      input.chain,
      input.network,
      input.asset,
      input.toAddress,
      input.amount.toString(),
      input.holdTransferId,
    ],
  );
  if (inserted.rows[0] !== undefined) return toRecord(inserted.rows[0]);
  const existing = await database.query<SendRow>(`select ${columns} from chain_sends where hold_transfer_id = $1`, [
    input.holdTransferId,
  ]);
  const row = existing.rows[0];
  if (row === undefined) throw new Error('A send conflicted on its hold but none is stored');
  const same =
    row.chain === input.chain &&
    row.asset === input.asset &&
    row.to_address === input.toAddress &&
    row.amount === input.amount.toString();
  if (!same) throw new SendError('conflict', 'This hold already pays a different send');
  return toRecord(row);
}

/**
 * Moves one send forward, safe to call any number of times and from a retry after a crash:
 * queued → broadcast (the sender pays or finds its earlier payment), broadcast → confirmed once
 * the payment has `requiredConfirmations` (the hold is posted: the money left), and → failed when
 * the node refused it or the EVM transaction reverted (the hold is voided: the money is back).
 * Before settling a mined payment the sender's `settled` runs (EVM: the gas is booked).
 */
export async function processSend(
  database: Database,
  sender: ChainSender,
  sendId: string,
  requiredConfirmations: number,
): Promise<SendRecord> {
  let send = await findSend(database, sendId);
  if (send === undefined) throw new SendError('not_found', 'No such send');
  if (send.status === 'queued') {
    // Claim the send: a concurrent attempt (another worker, an overlapping retry) backs off.
    const claimed = await database.query(
      `update chain_sends set attempts = attempts + 1, locked_until = now() + interval '2 minutes', updated_at = now()
       where id = $1 and status = 'queued' and (locked_until is null or locked_until < now()) returning id`,
      [send.id],
    );
    if (claimed.rows.length === 0) return (await findSend(database, sendId))!;
    try {
      const txid = await sender.send(database, { ...send, attempts: send.attempts + 1 });
      await database.query(
        `update chain_sends set status = 'broadcast', txid = $2, last_error = null, locked_until = null, updated_at = now()
         where id = $1 and status = 'queued'`,
        [send.id, txid],
      );
    } catch (error) {
      const message = (error as Error).message.slice(0, 1000);
      if (!(error instanceof SendRefused)) {
        await database.query(
          'update chain_sends set last_error = $2, locked_until = null, updated_at = now() where id = $1',
          [send.id, message],
        );
        throw error;
      }
      await settle(database, send, 'failed', message);
    }
    send = (await findSend(database, sendId))!;
  }
  if (send.status === 'broadcast') {
    const confirmations = await sender.confirmations(send);
    if (confirmations === 'reverted' || confirmations >= requiredConfirmations) await sender.settled?.(database, send);
    if (confirmations === 'reverted') await settle(database, send, 'failed', 'The transaction reverted on chain');
    else if (confirmations >= requiredConfirmations) await settle(database, send, 'confirmed', null);
    send = (await findSend(database, sendId))!;
  }
  return send;
}

async function settle(
  database: Database,
  send: SendRecord,
  status: 'confirmed' | 'failed',
  error: string | null,
): Promise<void> {
  const transferId = status === 'confirmed' ? postTransferId(send.id) : voidTransferId(send.id);
  const [outcome] = await createTransfers(database, [
    status === 'confirmed'
      ? { type: 'post_pending', id: transferId, pendingId: send.holdTransferId }
      : { type: 'void_pending', id: transferId, pendingId: send.holdTransferId },
  ]);
  if (outcome === undefined || (outcome.result !== 'ok' && outcome.result !== 'exists')) {
    throw new Error(`Settling send ${send.id} failed in the ledger: ${outcome?.result ?? 'no result'}`);
  }
  await database.query(
    `update chain_sends set status = $2, last_error = coalesce($3, last_error), updated_at = now() where id = $1 and status in ('queued', 'broadcast')`,
    [send.id, status, error],
  );
}

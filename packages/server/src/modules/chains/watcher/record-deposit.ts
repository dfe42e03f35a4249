import type { Transaction } from '../../../db/database.js';
import { recordTransaction, updateTransactionStatus } from '../../wallets/index.js';
import type { ChainPayment } from '../chain-source.js';
import { emitDepositEvent } from './deposit-events.js';
import { depositColumns, newDepositId, type DepositRow, type DepositStatus } from './deposit-records.js';
import type { WatcherContext } from './watcher-context.js';

/** Who a deposit address belongs to: a user's wallet, or a merchant payment (payment_id set). */
export interface DepositOwner {
  user_id: string;
  brand_id: string;
  payment_id: string | null;
}

/** A block a payment was seen in; null for the mempool. */
export type SeenIn = { hash: string; height: number } | null;

/**
 * Records a payment seen in a block or in the mempool, once per (txid, kind, output index): a new
 * deposit is detected (or dust), one seen before is linked to its block, or back from the dead.
 */
export async function recordDeposit(
  context: WatcherContext,
  transaction: Transaction,
  input: { payment: ChainPayment; owner: DepositOwner; block: SeenIn },
): Promise<void> {
  const { payment } = input;
  const existing = await transaction.query<DepositRow>(
    `select ${depositColumns} from chain_deposits
     where chain = $1 and network = $2 and txid = $3 and kind = $4 and output_index = $5 for update`,
    [context.chain, context.network, payment.txid, payment.kind, payment.outputIndex],
  );
  const row = existing.rows[0];
  if (row === undefined) await insertDeposit(context, transaction, input);
  else await updateSeenDeposit(context, transaction, row, input.block);
}

async function insertDeposit(
  context: WatcherContext,
  transaction: Transaction,
  { payment, owner, block }: { payment: ChainPayment; owner: DepositOwner; block: SeenIn },
): Promise<void> {
  const dust = payment.amount < context.settings.dustBaseUnits[payment.asset];
  const status: DepositStatus = dust ? 'dust' : block === null ? 'detected' : 'confirming';
  const required = context.settings.confirmations[payment.asset];
  const id = newDepositId();
  await transaction.query(
    `insert into chain_deposits (id, chain, network, asset, txid, kind, output_index, address, brand_id, user_id, amount,
       status, block_hash, block_height, required_confirmations, payment_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::numeric, $12, $13, $14, $15, $16)`,
    [
      id,
      context.chain,
      context.network,
      payment.asset,
      payment.txid,
      payment.kind,
      payment.outputIndex,
      payment.address,
      owner.brand_id,
      owner.user_id,
      payment.amount.toString(),
      status,
      block?.hash ?? null,
      block?.height ?? null,
      required,
      owner.payment_id,
    ],
  );
  const deposit = { id, asset: payment.asset, txid: payment.txid, payment_id: owner.payment_id };
  await emitDepositEvent(context, transaction, deposit, dust ? 'dust' : 'detected');
  // The user sees the deposit from its first sighting: a pending row keyed by the id its credit
  // will carry, so crediting completes this very row. Dust is never credited and never listed.
  // A merchant payment's deposit is shown on the payment (merchants module), not in a wallet.
  if (dust || owner.payment_id !== null) return;
  await recordTransaction(transaction, {
    brandId: owner.brand_id,
    userId: owner.user_id,
    type: 'deposit',
    status: 'pending',
    currency: payment.asset,
    direction: 'credit',
    amountBaseUnits: payment.amount,
    ledgerTransferId: id,
    txid: payment.txid,
    confirmations: 0,
    requiredConfirmations: required,
  });
}

async function updateSeenDeposit(
  context: WatcherContext,
  transaction: Transaction,
  row: DepositRow,
  block: SeenIn,
): Promise<void> {
  if (row.status === 'replaced') {
    // Back from the dead (seen in the mempool or mined again): the user's row is pending again.
    await updateTransactionStatus(transaction, { ledgerTransferId: row.id, status: 'pending', confirmations: 0 });
  }
  if (block === null) {
    // Seen again in the mempool: it is not gone.
    if (row.status === 'replaced') {
      await transaction.query(
        `update chain_deposits set status = 'detected', missing_checks = 0, updated_at = now() where id = $1`,
        [row.id],
      );
      await emitDepositEvent(context, transaction, row, 'detected');
    } else if (row.missing_checks > 0) {
      await transaction.query('update chain_deposits set missing_checks = 0 where id = $1', [row.id]);
    }
    return;
  }
  await transaction.query(
    `update chain_deposits set block_hash = $2, block_height = $3, missing_checks = 0, orphaned_at = null,
       status = case when status in ('detected', 'replaced') then 'confirming' else status end, updated_at = now()
     where id = $1`,
    [row.id, block.hash, block.height],
  );
  // Confirmations (and their 'confirming' events) are counted after the scan.
  if (row.orphaned_at !== null) await emitDepositEvent(context, transaction, row, 'restored');
}

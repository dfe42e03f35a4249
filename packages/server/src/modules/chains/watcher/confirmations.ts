import { updateTransactionStatus } from '../../wallets/index.js';
import { creditDeposit } from './credit.js';
import { emitDepositEvent, raiseAlertOnce } from './deposit-events.js';
import { depositColumns, type DepositRow } from './deposit-records.js';
import type { WatcherContext } from './watcher-context.js';

/** Open deposits looked at per cycle at most (the oldest blocks first). */
export const maxOpenDepositsPerCycle = 1000;

/** Confirmations of a deposit mined at `blockHeight` when the last scanned block is `scannedHeight`. */
export function confirmationsAt(scannedHeight: number, blockHeight: number): number {
  return Math.max(0, scannedHeight - blockHeight + 1);
}

/**
 * Counts the confirmations of every open deposit in a block from the last scanned block: those
 * with enough are credited, the others move to confirming with n of N (the user's row follows).
 * Returns how many deposits this call credited.
 */
export async function countConfirmations(context: WatcherContext, scannedHeight: number): Promise<number> {
  const open = await context.database.query<DepositRow>(
    `select ${depositColumns} from chain_deposits
     where chain = $1 and network = $2 and status in ('detected', 'confirming') and block_height is not null
     order by block_height limit ${maxOpenDepositsPerCycle}`,
    [context.chain, context.network],
  );
  let credited = 0;
  for (const deposit of open.rows) {
    const confirmations = confirmationsAt(scannedHeight, Number(deposit.block_height));
    if (confirmations >= deposit.required_confirmations) {
      if (await creditOrAlert(context, deposit, confirmations)) credited += 1;
    } else if (confirmations !== deposit.confirmations) {
      await recordConfirmations(context, deposit, confirmations);
    }
  }
  return credited;
}

/**
 * Credits one deposit. A throw rolls it back whole (ledger, row, email): its events never happened.
 * One deposit that cannot be credited (a bug, a missing user) must not hold back the others; it is
 * tried again next cycle, with one open alert for the operator.
 */
async function creditOrAlert(context: WatcherContext, deposit: DepositRow, confirmations: number): Promise<boolean> {
  const eventsBefore = context.events.mark();
  let credited = false;
  try {
    credited = await creditDeposit(context, deposit, confirmations);
  } catch (error) {
    context.events.discardFrom(eventsBefore);
    const message = error instanceof Error ? error.message : String(error);
    context.logger?.error(
      { chain: context.chain, network: context.network, depositId: deposit.id, err: error },
      'crediting a deposit failed',
    );
    await raiseAlertOnce(context, {
      type: 'credit_failed',
      depositId: deposit.id,
      detail: `Crediting failed and will be retried: ${message}`,
    });
  }
  context.events.flush();
  return credited;
}

async function recordConfirmations(context: WatcherContext, deposit: DepositRow, confirmations: number): Promise<void> {
  await context.database.transaction(async (transaction) => {
    await transaction.query(
      `update chain_deposits set confirmations = $2, status = 'confirming', updated_at = now() where id = $1`,
      [deposit.id, confirmations],
    );
    await updateTransactionStatus(transaction, { ledgerTransferId: deposit.id, confirmations });
    await emitDepositEvent(context, transaction, deposit, 'confirming', confirmations);
  });
  context.events.flush();
}

import { updateTransactionStatus } from '../../wallets/index.js';
import { emitDepositEvent } from './deposit-events.js';
import { depositColumns, type DepositRow } from './deposit-records.js';
import { reverseCredit } from './reversal.js';
import type { WatcherContext } from './watcher-context.js';

/** Deposits in no block looked up per cycle at most. */
export const maxLooseDepositsPerCycle = 200;

/**
 * Asks the node about deposits in no block (detected, or credited and orphaned by a
 * reorganisation). Found nowhere missingChecksBeforeGone times in a row, a pre-credit deposit
 * becomes `replaced` (its user's row canceled) and a credited one is reversed; found anywhere, the
 * count starts again. A txid the node listed in its mempool this cycle (`inMempool`, from the mempool
 * scan a moment before) is present without a call per deposit: with many deposits waiting for their
 * block, those calls made every cycle long, and a push wake-up waited behind them.
 */
export async function checkMissingDeposits(
  context: WatcherContext,
  inMempool: ReadonlySet<string> = new Set(),
): Promise<void> {
  const loose = await context.database.query<DepositRow>(
    `select ${depositColumns} from chain_deposits
     where chain = $1 and network = $2 and block_height is null
       and (status = 'detected' or (status = 'credited' and orphaned_at is not null))
     order by created_at limit ${maxLooseDepositsPerCycle}`,
    [context.chain, context.network],
  );
  for (const deposit of loose.rows) await checkOne(context, deposit, inMempool);
}

async function checkOne(context: WatcherContext, deposit: DepositRow, inMempool: ReadonlySet<string>): Promise<void> {
  const { database } = context;
  const presence = inMempool.has(deposit.txid) ? 'mempool' : await context.source.transactionPresence(deposit.txid);
  if (presence !== 'unknown') {
    if (deposit.missing_checks > 0)
      await database.query('update chain_deposits set missing_checks = 0 where id = $1', [deposit.id]);
    return;
  }
  const checks = deposit.missing_checks + 1;
  if (checks < context.settings.missingChecksBeforeGone) {
    await database.query('update chain_deposits set missing_checks = $2 where id = $1', [deposit.id, checks]);
  } else if (deposit.status === 'credited') {
    await database.query('update chain_deposits set missing_checks = $2 where id = $1', [deposit.id, checks]);
    await reverseCredit(context, deposit);
  } else {
    await markReplaced(context, deposit, checks);
  }
}

/**
 * Gone before it was credited (replaced, double-spent, evicted, reorganised away): nothing moved,
 * so the user's row is canceled — the sender's transaction was, not the platform.
 */
async function markReplaced(context: WatcherContext, deposit: DepositRow, checks: number): Promise<void> {
  await context.database.transaction(async (transaction) => {
    const replaced = await transaction.query(
      `update chain_deposits set status = 'replaced', missing_checks = $2, updated_at = now()
       where id = $1 and status = 'detected' returning id`,
      [deposit.id, checks],
    );
    if (replaced.rows.length === 0) return;
    await updateTransactionStatus(transaction, { ledgerTransferId: deposit.id, status: 'canceled' });
    await emitDepositEvent(context, transaction, deposit, 'replaced');
  });
  context.events.flush();
}

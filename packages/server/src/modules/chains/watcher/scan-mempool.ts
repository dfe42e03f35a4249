import { recordDeposit } from './record-deposit.js';
import { ownedPayments } from './scan-blocks.js';
import type { WatcherContext } from './watcher-context.js';

/**
 * Records this chain's unconfirmed payments to deposit addresses (at most maxMempoolTransactions new
 * ones). Returns the txids the node listed in its mempool this cycle: the missing-deposit check
 * takes them as present without asking the node about each one again.
 */
export async function scanMempool(context: WatcherContext): Promise<ReadonlySet<string>> {
  const limit = context.settings.maxMempoolTransactions;
  if (limit <= 0) return new Set();
  const payments = await context.source.mempoolPayments(limit);
  const inMempool = new Set(payments.map((payment) => payment.txid));
  const matches = await ownedPayments(context, context.database, payments);
  if (matches.length === 0) return inMempool;
  await context.database.transaction(async (transaction) => {
    for (const { payment, owner } of matches)
      await recordDeposit(context, transaction, { payment, owner, block: null });
  });
  context.events.flush();
  return inMempool;
}

import { recordDeposit } from './record-deposit.js';
import { ownedPayments } from './scan-blocks.js';
import type { WatcherContext } from './watcher-context.js';

/** Records this chain's unconfirmed payments to deposit addresses (at most maxMempoolTransactions new ones). */
export async function scanMempool(context: WatcherContext): Promise<void> {
  const limit = context.settings.maxMempoolTransactions;
  if (limit <= 0) return;
  const matches = await ownedPayments(context, context.database, await context.source.mempoolPayments(limit));
  if (matches.length === 0) return;
  await context.database.transaction(async (transaction) => {
    for (const { payment, owner } of matches)
      await recordDeposit(context, transaction, { payment, owner, block: null });
  });
  context.events.flush();
}

import type { Queryable } from '../../../db/database.js';
import { findDepositAddressOwners } from '../../wallets/index.js';
import type { ChainBlock, ChainPayment } from '../chain-source.js';
import { moveCursor, storeBlockHash, type Cursor } from './cursor.js';
import { recordDeposit, type DepositOwner } from './record-deposit.js';
import type { WatcherContext } from './watcher-context.js';

export interface OwnedPayment {
  payment: ChainPayment;
  owner: DepositOwner;
}

/**
 * The payments of a batch whose address is a deposit address of this chain, with its owner (one
 * lookup through the wallets module per batch); the platform's own payments (ignoredSenders) are
 * left out.
 */
export async function ownedPayments(
  context: WatcherContext,
  queryable: Queryable,
  all: readonly ChainPayment[],
): Promise<OwnedPayment[]> {
  const ignored = context.settings.ignoredSenders;
  const payments =
    ignored.size === 0
      ? all
      : all.filter((payment) => payment.from === undefined || !ignored.has(payment.from.toLowerCase()));
  if (payments.length === 0) return [];
  const owners = await findDepositAddressOwners(queryable, {
    chain: context.chain,
    network: context.source.addressNetwork,
    addresses: payments.map((payment) => payment.address),
  });
  const byAddress = new Map(
    owners.map((owner) => [
      owner.address.toLowerCase(),
      { user_id: owner.userId, brand_id: owner.brandId, payment_id: owner.paymentId },
    ]),
  );
  return payments.flatMap((payment) => {
    const owner = byAddress.get(payment.address.toLowerCase());
    return owner === undefined ? [] : [{ payment, owner }];
  });
}

/**
 * One block in one transaction: its deposits, its hash in the window (older hashes pruned) and the
 * cursor, so a restarted watcher resumes at the first block not committed and misses nothing.
 */
export async function processBlock(context: WatcherContext, block: ChainBlock, matches: OwnedPayment[]): Promise<void> {
  await context.database.transaction(async (transaction) => {
    for (const { payment, owner } of matches) await recordDeposit(context, transaction, { payment, owner, block });
    await storeBlockHash(context, transaction, block);
    await transaction.query('delete from chain_blocks where chain = $1 and network = $2 and height <= $3', [
      context.chain,
      context.network,
      block.height - context.settings.reorgWindow,
    ]);
    await moveCursor(context, transaction, block);
  });
  context.events.flush();
}

/**
 * Scans at most maxBlocksPerCycle blocks after the cursor (fewer when the signal aborts: shutdown);
 * stops where the chain moved under the scan (the next cycle's hash check finds the fork).
 */
export async function scanBlocks(
  context: WatcherContext,
  from: Cursor,
  signal?: AbortSignal,
): Promise<{ cursor: Cursor; blocksScanned: number }> {
  const tip = await context.source.tipHeight();
  const last = Math.min(tip, from.height + context.settings.maxBlocksPerCycle);
  let cursor = from;
  let blocksScanned = 0;
  for (let height = cursor.height + 1; height <= last && signal?.aborted !== true; height += 1) {
    const block = await context.source.block(height);
    if (cursor.height >= 0 && block.previousHash !== cursor.hash) break;
    await processBlock(context, block, await ownedPayments(context, context.database, block.payments));
    cursor = { height: block.height, hash: block.hash };
    blocksScanned += 1;
  }
  return { cursor, blocksScanned };
}

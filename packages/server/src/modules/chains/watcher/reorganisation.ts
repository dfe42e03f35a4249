import type { Transaction } from '../../../db/database.js';
import { updateTransactionStatus } from '../../wallets/index.js';
import { moveCursor, storeBlockHash, type Cursor } from './cursor.js';
import { emitDepositEvent, raiseAlert } from './deposit-events.js';
import { depositColumns, type DepositRow } from './deposit-records.js';
import type { WatcherContext } from './watcher-context.js';

/** Deposit blocks below the hash window checked after a fork deeper than the window. */
export const deepReorgDepositChecks = 1000;

/** Whether the cursor's block left the node's best chain (the hash at its height changed). */
export async function cursorLeftChain(context: WatcherContext, cursor: Cursor): Promise<boolean> {
  return cursor.height >= 0 && (await context.source.blockHash(cursor.height)) !== cursor.hash;
}

/**
 * The cursor's block left the best chain: finds the fork point and, in one transaction, unlinks
 * every deposit above it (pre-credit deposits go back to detected; credited ones are flagged
 * orphaned with an operator alert), drops the stored hashes above it and moves the cursor back to
 * it. A fork below the stored window also raises a `deep_reorg` alert. Returns the new cursor.
 */
export async function handleReorganisation(context: WatcherContext, cursor: Cursor): Promise<Cursor> {
  const withinWindow = await forkInWindow(context);
  const deep = withinWindow === undefined;
  const fork = withinWindow ?? (await forkBelowWindow(context, cursor));
  await context.database.transaction(async (transaction) => {
    if (deep) {
      await raiseAlert(context, transaction, {
        type: 'deep_reorg',
        depositId: null,
        detail: `No stored block hash is on the best chain; rescanning from ${fork.height + 1}`,
      });
    }
    await unlinkDepositsAbove(context, transaction, fork.height);
    await transaction.query('delete from chain_blocks where chain = $1 and network = $2 and height > $3', [
      context.chain,
      context.network,
      fork.height,
    ]);
    if (fork.height >= 0) await storeBlockHash(context, transaction, fork);
    await moveCursor(context, transaction, fork);
  });
  context.events.flush();
  context.logger?.info(
    { chain: context.chain, network: context.network, from: cursor.height, to: fork.height },
    'chain reorganisation',
  );
  return fork;
}

/** The highest stored block whose hash the node still has at its height; undefined when none is. */
export async function forkInWindow(context: WatcherContext): Promise<Cursor | undefined> {
  const stored = await context.database.query<{ height: string; hash: string }>(
    'select height::text, hash from chain_blocks where chain = $1 and network = $2 order by chain_blocks.height desc',
    [context.chain, context.network],
  );
  for (const row of stored.rows) {
    const height = Number(row.height);
    if ((await context.source.blockHash(height)) === row.hash) return { height, hash: row.hash };
  }
  return undefined;
}

/**
 * A fork deeper than the window: below it only deposits' own blocks are known, so the rescan
 * starts below the lowest of them the fork removed (at most deepReorgDepositChecks looked at) and
 * a payment mined again on the new branch is found again.
 */
async function forkBelowWindow(context: WatcherContext, cursor: Cursor): Promise<Cursor> {
  const { database, source } = context;
  const lowest = await database.query<{ height: string }>(
    'select min(height)::text as height from chain_blocks where chain = $1 and network = $2',
    [context.chain, context.network],
  );
  const lowestStored = lowest.rows[0]?.height;
  let height = lowestStored === undefined || lowestStored === null ? cursor.height - 1 : Number(lowestStored) - 1;
  const linked = await database.query<{ height: string; hash: string }>(
    `select distinct block_height::text as height, block_hash as hash from chain_deposits
     where chain = $1 and network = $2 and block_height is not null and block_height <= $3
     order by 1 desc limit $4`,
    [context.chain, context.network, height, deepReorgDepositChecks],
  );
  for (const row of linked.rows) {
    if ((await source.blockHash(Number(row.height))) !== row.hash) height = Math.min(height, Number(row.height) - 1);
  }
  const hash = height >= 0 ? await source.blockHash(height) : '-';
  return { height, hash: hash ?? '-' };
}

async function unlinkDepositsAbove(context: WatcherContext, transaction: Transaction, forkHeight: number) {
  const affected = await transaction.query<DepositRow>(
    `select ${depositColumns} from chain_deposits where chain = $1 and network = $2 and block_height > $3 for update`,
    [context.chain, context.network, forkHeight],
  );
  for (const deposit of affected.rows) {
    if (deposit.status === 'credited') await orphanCreditedDeposit(context, transaction, deposit);
    else await unlinkOpenDeposit(context, transaction, deposit);
  }
}

/** A credited deposit keeps its credit, flagged orphaned with an alert, until it is mined again or found gone. */
async function orphanCreditedDeposit(context: WatcherContext, transaction: Transaction, deposit: DepositRow) {
  await transaction.query(
    `update chain_deposits set block_hash = null, block_height = null, orphaned_at = now(), updated_at = now()
     where id = $1`,
    [deposit.id],
  );
  await raiseAlert(context, transaction, {
    type: 'credited_deposit_reorganised',
    depositId: deposit.id,
    detail: `Block ${deposit.block_height} holding credited ${deposit.asset} deposit ${deposit.txid}:${deposit.output_index} was reorganised away`,
  });
  await emitDepositEvent(context, transaction, deposit, 'orphaned');
}

/** A deposit not credited yet goes back to detected with 0 confirmations (the user's row too). */
async function unlinkOpenDeposit(context: WatcherContext, transaction: Transaction, deposit: DepositRow) {
  await transaction.query(
    `update chain_deposits set block_hash = null, block_height = null, confirmations = 0,
       status = case when status = 'confirming' then 'detected' else status end, updated_at = now()
     where id = $1`,
    [deposit.id],
  );
  if (deposit.status === 'detected' || deposit.status === 'confirming') {
    await updateTransactionStatus(transaction, { ledgerTransferId: deposit.id, confirmations: 0 });
  }
  await emitDepositEvent(context, transaction, deposit, 'reorganised');
}

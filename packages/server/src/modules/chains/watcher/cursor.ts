import type { Queryable } from '../../../db/database.js';
import type { WatcherContext } from './watcher-context.js';

/** The last block a watcher fully processed (height -1 and hash '-' before the first block). */
export interface Cursor {
  height: number;
  hash: string;
}

async function readCursor(context: WatcherContext): Promise<Cursor | undefined> {
  const existing = await context.database.query<{ height: string; hash: string }>(
    'select height::text, hash from chain_cursors where chain = $1 and network = $2',
    [context.chain, context.network],
  );
  const row = existing.rows[0];
  return row === undefined ? undefined : { height: Number(row.height), hash: row.hash };
}

/** The stored cursor; a new watcher's starts at its start height (the node's tip by default). */
export async function loadCursor(context: WatcherContext): Promise<Cursor> {
  const stored = await readCursor(context);
  if (stored !== undefined) return stored;
  const { source, settings } = context;
  const height = settings.startHeight === 'tip' ? await source.tipHeight() : settings.startHeight;
  const hash = height >= 0 ? await source.blockHash(height) : '-';
  if (hash === null) throw new Error(`The node has no block at the start height ${height}`);
  await context.database.transaction(async (transaction) => {
    await transaction.query(
      `insert into chain_cursors (chain, network, height, hash) values ($1, $2, $3, $4) on conflict do nothing`,
      [context.chain, context.network, height, hash],
    );
    if (height >= 0) await storeBlockHash(context, transaction, { height, hash });
  });
  // Another worker may have created it first: the stored one wins.
  const created = await readCursor(context);
  if (created === undefined) throw new Error('The chain cursor was not stored');
  return created;
}

/** Keeps a block's hash for finding a later fork point (the window of the last reorgWindow blocks). */
export async function storeBlockHash(context: WatcherContext, queryable: Queryable, block: Cursor): Promise<void> {
  await queryable.query(
    `insert into chain_blocks (chain, network, height, hash) values ($1, $2, $3, $4)
     on conflict (chain, network, height) do update set hash = excluded.hash`,
    [context.chain, context.network, block.height, block.hash],
  );
}

export async function moveCursor(context: WatcherContext, queryable: Queryable, to: Cursor): Promise<void> {
  await queryable.query(
    'update chain_cursors set height = $3, hash = $4, updated_at = now() where chain = $1 and network = $2',
    [context.chain, context.network, to.height, to.hash],
  );
}

/** Claims this chain's lease for leaseMs; false while another worker holds it. */
export async function claimLease(context: WatcherContext): Promise<boolean> {
  const claimed = await context.database.query(
    `update chain_cursors set lease_owner = $3, lease_until = now() + ($4::text || ' milliseconds')::interval
     where chain = $1 and network = $2 and (lease_owner is null or lease_owner = $3 or lease_until < now())
     returning chain`,
    [context.chain, context.network, context.settings.workerId, String(context.settings.leaseMs)],
  );
  return claimed.rows.length > 0;
}

export async function releaseLease(context: WatcherContext): Promise<void> {
  await context.database.query(
    'update chain_cursors set lease_owner = null, lease_until = null where chain = $1 and network = $2 and lease_owner = $3',
    [context.chain, context.network, context.settings.workerId],
  );
}

import { randomBytes } from 'node:crypto';
import type { DepositCoin } from '@platform/core/addresses';
import type { Database } from '../../../db/database.js';
import type { ChainBlock, ChainPayment, ChainSource, TransactionPresence, WatchedChain } from '../chain-source.js';

/** Blocks keep being mined while a payment is this many blocks deep or less (then the chain idles). */
const activeDepth = 64;

export interface SimulatedChain extends ChainSource {
  /** "Pays" an address: a transaction waiting in the simulated mempool until the next block. */
  pay(input: { asset: DepositCoin; address: string; amount: bigint }): Promise<string>;
  /** Pays with a caller-chosen txid: a second call with the same txid pays nothing (sends use it). */
  payOnce(input: { txid: string; asset: DepositCoin; address: string; amount: bigint }): Promise<void>;
  /** Confirmations of a simulated transaction: 0 while waiting, null when unknown. */
  confirmationsOf(txid: string): Promise<number | null>;
  /** Mines one block with every waiting transaction; returns its height, or null when idle and not forced. */
  mine(options?: { force?: boolean }): Promise<number | null>;
}

interface PaymentRow {
  txid: string;
  asset: DepositCoin;
  address: string;
  amount: string;
}

const toPayment = (chain: WatchedChain, row: PaymentRow): ChainPayment => ({
  txid: row.txid,
  kind: chain === 'ETH' ? (row.asset === 'ETH' ? 'native' : 'token') : 'utxo',
  outputIndex: 0,
  asset: row.asset,
  address: row.address,
  amount: BigInt(row.amount),
});

/** One simulated chain's rows (chain_sim_blocks, chain_sim_transactions). */
interface SimulatedStore {
  database: Database;
  chain: WatchedChain;
}

async function tipHeight({ database, chain }: SimulatedStore): Promise<number> {
  const result = await database.query<{ height: string | null }>(
    'select max(height)::text as height from chain_sim_blocks where chain = $1',
    [chain],
  );
  return result.rows[0]?.height == null ? -1 : Number(result.rows[0].height);
}

async function blockAt({ database, chain }: SimulatedStore, height: number): Promise<ChainBlock> {
  const block = await database.query<{ hash: string; previous_hash: string | null }>(
    'select hash, previous_hash from chain_sim_blocks where chain = $1 and height = $2',
    [chain, height],
  );
  const row = block.rows[0];
  if (row === undefined) throw new Error(`No simulated ${chain} block at ${height}`);
  const payments = await database.query<PaymentRow>(
    'select txid, asset, address, amount::text from chain_sim_transactions where chain = $1 and block_height = $2 order by created_at, txid',
    [chain, height],
  );
  return {
    height,
    hash: row.hash,
    previousHash: row.previous_hash,
    payments: payments.rows.map((payment) => toPayment(chain, payment)),
  };
}

async function transactionPresence({ database }: SimulatedStore, txid: string): Promise<TransactionPresence> {
  const result = await database.query<{ block_height: string | null }>(
    'select block_height::text from chain_sim_transactions where txid = $1',
    [txid],
  );
  const row = result.rows[0];
  if (row === undefined) return 'unknown';
  return row.block_height === null ? 'mempool' : 'block';
}

async function confirmationsOf(store: SimulatedStore, txid: string): Promise<number | null> {
  const result = await store.database.query<{ block_height: string | null }>(
    'select block_height::text from chain_sim_transactions where txid = $1 and chain = $2',
    [txid, store.chain],
  );
  const row = result.rows[0];
  if (row === undefined) return null;
  return row.block_height === null ? 0 : (await tipHeight(store)) - Number(row.block_height) + 1;
}

/** Mines one block with every waiting transaction; null when idle (nothing shallower than activeDepth) and not forced. */
async function mine({ database, chain }: SimulatedStore, options: { force?: boolean } = {}): Promise<number | null> {
  return database.transaction(async (transaction) => {
    // One miner at a time per chain (several workers may run one).
    await transaction.query('select pg_advisory_xact_lock(hashtext($1))', [`chain_sim:${chain}`]);
    const last = await transaction.query<{ height: string; hash: string }>(
      'select height::text, hash from chain_sim_blocks where chain = $1 order by chain_sim_blocks.height desc limit 1',
      [chain],
    );
    const previous = last.rows[0];
    const height = previous === undefined ? 0 : Number(previous.height) + 1;
    if (options.force !== true) {
      const active = await transaction.query(
        'select 1 from chain_sim_transactions where chain = $1 and (block_height is null or block_height > $2) limit 1',
        [chain, height - 1 - activeDepth],
      );
      if (active.rows.length === 0) return null;
    }
    await transaction.query(
      'insert into chain_sim_blocks (chain, height, hash, previous_hash) values ($1, $2, $3, $4)',
      [chain, height, randomBytes(32).toString('hex'), previous?.hash ?? null],
    );
    await transaction.query(
      'update chain_sim_transactions set block_height = $2 where chain = $1 and block_height is null',
      [chain, height],
    );
    return height;
  });
}

/**
 * Test mode's chain for one coin family (ARCHITECTURE.md, Chains): no node at all, blocks mined in
 * process at an interval by whichever worker runs the miner, payments made through
 * POST /test-mode/chain/pay. It lives in the chain_sim_* tables so API and worker processes share
 * it, and it is watched by the same deposit watcher as a real node (records under network
 * "simulated"), so test-mode deposits take the real path: detected, confirming, credited.
 */
export function createSimulatedChain(options: {
  database: Database;
  chain: WatchedChain;
  addressNetwork: 'mainnet' | 'testnet' | 'regtest';
}): SimulatedChain {
  const store: SimulatedStore = { database: options.database, chain: options.chain };
  const { database, chain } = store;
  const insert = `insert into chain_sim_transactions (txid, chain, asset, address, amount) values ($1, $2, $3, $4, $5::numeric)`;
  return {
    chain,
    addressNetwork: options.addressNetwork,
    recordNetwork: 'simulated',
    tipHeight: () => tipHeight(store),
    async blockHash(height) {
      const result = await database.query<{ hash: string }>(
        'select hash from chain_sim_blocks where chain = $1 and height = $2',
        [chain, height],
      );
      return result.rows[0]?.hash ?? null;
    },
    block: (height) => blockAt(store, height),
    async mempoolPayments(limit) {
      const result = await database.query<PaymentRow>(
        'select txid, asset, address, amount::text from chain_sim_transactions where chain = $1 and block_height is null order by created_at limit $2',
        [chain, limit],
      );
      return result.rows.map((payment) => toPayment(chain, payment));
    },
    transactionPresence: (txid) => transactionPresence(store, txid),
    async pay(input) {
      const txid = randomBytes(32).toString('hex');
      await database.query(insert, [txid, chain, input.asset, input.address, input.amount.toString()]);
      return txid;
    },
    async payOnce(input) {
      await database.query(`${insert} on conflict (txid) do nothing`, [
        input.txid,
        chain,
        input.asset,
        input.address,
        input.amount.toString(),
      ]);
    },
    confirmationsOf: (txid) => confirmationsOf(store, txid),
    mine: (mineOptions) => mine(store, mineOptions),
  };
}

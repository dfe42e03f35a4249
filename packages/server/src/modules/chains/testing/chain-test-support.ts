import type { DepositCoin } from '@platform/core/addresses';
import type { Database } from '../../../db/database.js';
import { getBalances } from '../../ledger/ledger-service.js';
import { ensureWallet } from '../../wallets/index.js';
import { insertWalletTestUser } from '../../wallets/testing.js';
import { defaultDustBaseUnits, type ChainSource } from '../chain-source.js';
import {
  createDepositWatcher,
  type DepositEvent,
  type DepositWatcher,
  type DepositWatcherOptions,
} from '../deposit-watcher.js';

/** A user of the demo brand with a wallet of `currency` and its regtest deposit address. */
export async function userWithDepositAddress(
  database: Database,
  currency: DepositCoin,
): Promise<{ userId: string; address: string }> {
  const userId = await insertWalletTestUser(database);
  await ensureWallet(database, { userId, brandId: 'brd_demo', currency, network: 'regtest' });
  const row = await database.query<{ address: string }>(
    `select a.address from wallets w join deposit_addresses a on a.id = w.deposit_address_id where w.user_id = $1 and w.currency = $2`,
    [userId, currency],
  );
  const address = row.rows[0]?.address;
  if (address === undefined) throw new Error('No deposit address');
  return { userId, address };
}

export async function postedBalance(database: Database, userId: string, asset: DepositCoin): Promise<bigint> {
  const balances = await getBalances(database, userId);
  return balances.find((balance) => balance.asset === asset && balance.kind === 'user')?.posted ?? 0n;
}

export interface DepositRecord {
  id: string;
  status: string;
  txid: string;
  amount: string;
  confirmations: number;
  block_height: string | null;
  asset: string;
  kind: string;
}

export async function depositsOf(database: Database, userId: string): Promise<DepositRecord[]> {
  const result = await database.query<DepositRecord>(
    `select id, status, txid, amount::text, confirmations, block_height::text, asset, kind from chain_deposits
     where user_id = $1 order by created_at, id`,
    [userId],
  );
  return result.rows;
}

/** A watcher with test settings: `confirmations` for every coin, events collected in `events`. */
export function testWatcher(
  database: Database,
  source: ChainSource,
  overrides: Partial<Omit<DepositWatcherOptions, 'confirmations'>> & { confirmations?: number } = {},
): { watcher: DepositWatcher; events: DepositEvent[] } {
  const events: DepositEvent[] = [];
  const { confirmations: required, ...rest } = overrides;
  const n = required ?? 3;
  const watcher = createDepositWatcher({
    database,
    source,
    confirmations: { BTC: n, LTC: n, BCH: n, ETH: n, USDT: n, USDC: n },
    dustBaseUnits: defaultDustBaseUnits,
    maxBlocksPerCycle: 50,
    maxMempoolTransactions: 500,
    reorgWindow: 100,
    // One owner for every test watcher: a test that failed before stop() leaves no lease behind.
    workerId: 'test-worker',
    onEvent: (event) => events.push(event),
    ...rest,
  });
  return { watcher, events };
}

/** Runs cycles until `done` holds (at most `cycles`). */
export async function cycleUntil(watcher: DepositWatcher, done: () => Promise<boolean>, cycles = 20): Promise<void> {
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    await watcher.runCycle();
    if (await done()) return;
  }
  throw new Error(`Condition not reached after ${cycles} watcher cycles`);
}

import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { expectLedgerReconciles, prepareWalletsDatabase } from '../wallets/testing.js';
import { defaultDustBaseUnits, type ChainSource } from './chain-source.js';
import { createDepositWatcher, type DepositEvent } from './deposit-watcher.js';
import { userWithDepositAddress } from './testing/chain-test-support.js';
import { createMemoryChain, ltcPayment } from './testing/memory-chain.js';

const waitUntil = async (done: () => boolean | Promise<boolean>, what: string) => {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await done()) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 25));
  }
  throw new Error(`Not reached: ${what}`);
};

/** A watcher of an in-memory chain, every coin credited at 1 confirmation. */
const memoryWatcher = (
  database: Database,
  source: ChainSource,
  events: DepositEvent[],
  settings: { maxBlocksPerCycle: number; workerId: string; startHeight?: number },
) =>
  createDepositWatcher({
    database,
    source,
    confirmations: { BTC: 1, LTC: 1, BCH: 1, ETH: 1, USDT: 1, USDC: 1 },
    dustBaseUnits: defaultDustBaseUnits,
    maxMempoolTransactions: 10,
    reorgWindow: 10,
    onEvent: (event) => events.push(event),
    ...settings,
  });

/** The factory alone: its stages on the job runner (catching up at once, stopping on shutdown). */
forEachDatabase('the deposit watcher on the job runner', ({ openTestDatabase }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await prepareWalletsDatabase(database);
  });
  afterAll(async () => {
    await expectLedgerReconciles(database);
  });

  it('runs cycles until stopped, catching up at once while each cycle fills its batch of blocks; stop releases the lease', async () => {
    const { address } = await userWithDepositAddress(database, 'LTC');
    const chain = createMemoryChain();
    const events: DepositEvent[] = [];
    const watcher = memoryWatcher(database, chain.source, events, {
      maxBlocksPerCycle: 2,
      startHeight: 0,
      workerId: 'job-test',
    });
    for (let block = 0; block < 9; block += 1) chain.mine();
    const payment = ltcPayment(address, 20_000_000n);
    chain.mine([payment]);
    // Ten blocks behind, two per cycle and an hour between cycles: only the full batches get it there.
    watcher.start(3_600_000);
    await waitUntil(() => events.some((event) => event.type === 'credited'), 'the deposit credited');
    const lease = async () =>
      (
        await database.query<{ lease_owner: string | null; height: string }>(
          `select lease_owner, height::text from chain_cursors where chain = 'LTC' and network = 'regtest'`,
        )
      ).rows[0];
    await waitUntil(async () => (await lease())?.height === String(chain.tip), 'the cursor at the tip');
    await watcher.stop();
    expect(await lease()).toEqual({ lease_owner: null, height: String(chain.tip) });
    // Stopped: nothing runs any more.
    chain.mine([ltcPayment(address, 30_000_000n)]);
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    expect(events.filter((event) => event.txid !== payment.txid)).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(['detected', 'credited']);
  });

  /** A new chain with one block: the previous test's cursor and block hashes belong to another one. */
  const newChain = async () => {
    await database.query(`delete from chain_blocks where chain = 'LTC' and network = 'regtest'`);
    await database.query(`delete from chain_cursors where chain = 'LTC' and network = 'regtest'`);
    const chain = createMemoryChain();
    chain.mine();
    return chain;
  };

  it('wake runs a cycle at once (a push notification), with an hour between polls', async () => {
    const { address } = await userWithDepositAddress(database, 'LTC');
    const chain = await newChain();
    const events: DepositEvent[] = [];
    const watcher = memoryWatcher(database, chain.source, events, { maxBlocksPerCycle: 10, workerId: 'wake-test' });
    await watcher.runCycle();
    watcher.start(3_600_000);
    await new Promise((resolveWait) => setTimeout(resolveWait, 300));
    const payment = ltcPayment(address, 20_000_000n);
    chain.broadcast(payment);
    await new Promise((resolveWait) => setTimeout(resolveWait, 300));
    // Not seen without a wake: the next poll is an hour away.
    expect(events).toEqual([]);
    watcher.wake();
    await waitUntil(() => events.some((event) => event.type === 'detected'), 'the payment detected');
    await watcher.stop();
    expect(events.map((event) => [event.type, event.txid])).toEqual([['detected', payment.txid]]);
  });

  it('asks the node about a waiting deposit only when this cycle’s mempool did not list it', async () => {
    const { address } = await userWithDepositAddress(database, 'LTC');
    const chain = await newChain();
    const asked: string[] = [];
    const source: ChainSource = {
      ...chain.source,
      transactionPresence: (txid) => {
        asked.push(txid);
        return chain.source.transactionPresence(txid);
      },
    };
    const events: DepositEvent[] = [];
    const watcher = memoryWatcher(database, source, events, { maxBlocksPerCycle: 10, workerId: 'presence-test' });
    const waiting = ltcPayment(address, 20_000_000n);
    chain.broadcast(waiting);
    await watcher.runCycle();
    await watcher.runCycle();
    // (The earlier tests' deposits belong to chains this one replaced: only this payment is looked at.)
    const ofWaiting = (txids: string[]) => txids.filter((txid) => txid === waiting.txid);
    expect(events.filter((event) => event.txid === waiting.txid).map((event) => event.type)).toEqual(['detected']);
    // Listed in the mempool both cycles: no call per deposit.
    expect(ofWaiting(asked)).toEqual([]);
    // Not in this cycle's mempool listing (here: a listing that left it out): the node is asked,
    // and still has it, so no miss is counted.
    const dropped = createMemoryChain();
    const withoutIt: ChainSource = { ...source, mempoolPayments: dropped.source.mempoolPayments };
    const after = memoryWatcher(database, withoutIt, events, { maxBlocksPerCycle: 10, workerId: 'presence-test' });
    await after.runCycle();
    expect(ofWaiting(asked)).toEqual([waiting.txid]);
    const checks = await database.query<{ missing_checks: number }>(
      'select missing_checks from chain_deposits where txid = $1',
      [waiting.txid],
    );
    expect(checks.rows[0]?.missing_checks).toBe(0);
  });
});

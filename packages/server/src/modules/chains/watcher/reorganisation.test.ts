import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../../../db/database.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { expectLedgerReconciles, prepareWalletsDatabase } from '../../wallets/testing.js';
import { defaultDustBaseUnits } from '../chain-source.js';
import { watcherContextOf } from '../deposit-watcher.js';
import { depositsOf, postedBalance, userWithDepositAddress } from '../testing/chain-test-support.js';
import { createMemoryChain, ltcPayment, type MemoryChain } from '../testing/memory-chain.js';
import { countConfirmations } from './confirmations.js';
import { loadCursor } from './cursor.js';
import type { DepositEvent } from './deposit-records.js';
import { cursorLeftChain, handleReorganisation } from './reorganisation.js';
import { scanBlocks } from './scan-blocks.js';

/**
 * The reorganisation stage alone, over an in-memory chain: its block hashes are the only thing the
 * stage asks the node, so forks of any depth are made here without a node (the same paths against
 * Litecoin Core's invalidateblock are in utxo-deposits.test.ts).
 */
forEachDatabase('the reorganisation stage alone', ({ openTestDatabase }) => {
  // Each test has its own chain, so its own database: one chain's records per (chain, network).
  let database: Database;
  beforeEach(async () => {
    database = await openTestDatabase();
    await prepareWalletsDatabase(database);
  });
  afterEach(async () => {
    await expectLedgerReconciles(database);
  });

  function freshWatcher(chain: MemoryChain, reorgWindow: number) {
    const events: DepositEvent[] = [];
    const context = watcherContextOf({
      database,
      source: chain.source,
      confirmations: { BTC: 2, LTC: 2, BCH: 2, ETH: 2, USDT: 2, USDC: 2 },
      dustBaseUnits: defaultDustBaseUnits,
      maxBlocksPerCycle: 100,
      maxMempoolTransactions: 10,
      reorgWindow,
      startHeight: 0,
      onEvent: (event) => events.push(event),
    });
    return { context, events };
  }

  /** Scans to the tip and counts confirmations, as one watcher cycle does without the other stages. */
  async function scanToTip(context: ReturnType<typeof watcherContextOf>) {
    const scanned = await scanBlocks(context, await loadCursor(context));
    await countConfirmations(context, scanned.cursor.height);
    return scanned.cursor;
  }

  const storedHeights = async () =>
    (
      await database.query<{ height: string }>(
        `select height::text from chain_blocks where chain = 'LTC' and network = 'regtest' order by chain_blocks.height`,
      )
    ).rows.map((row) => Number(row.height));

  it('a fork inside the window unlinks a deposit not yet credited: back to detected, cursor at the fork point', async () => {
    const { userId, address } = await userWithDepositAddress(database, 'LTC');
    const chain = createMemoryChain();
    for (let block = 0; block < 3; block += 1) chain.mine();
    const { context, events } = freshWatcher(chain, 10);
    await scanToTip(context);
    chain.mine([ltcPayment(address, 30_000_000n)]);
    const forkPoint = { height: chain.tip - 1, hash: (await chain.source.blockHash(chain.tip - 1))! };
    const cursor = await scanToTip(context);
    expect((await depositsOf(database, userId))[0]).toMatchObject({ status: 'confirming', confirmations: 1 });
    // The payment's block is replaced by two empty ones.
    chain.fork(forkPoint.height, [[], []]);
    expect(await cursorLeftChain(context, cursor)).toBe(true);
    expect(await handleReorganisation(context, cursor)).toEqual(forkPoint);
    expect((await depositsOf(database, userId))[0]).toMatchObject({
      status: 'detected',
      confirmations: 0,
      block_height: null,
    });
    expect(await loadCursor(context)).toEqual(forkPoint);
    expect(Math.max(...(await storedHeights()))).toBe(forkPoint.height);
    expect(events.map((event) => [event.type, event.confirmations])).toEqual([
      ['detected', 0],
      ['confirming', 1],
      ['reorganised', 0],
    ]);
    expect(await postedBalance(database, userId, 'LTC')).toBe(0n);
  });

  it('a credited deposit whose block is reorganised away keeps its credit, flagged orphaned with an alert', async () => {
    const { userId, address } = await userWithDepositAddress(database, 'LTC');
    const chain = createMemoryChain();
    const { context, events } = freshWatcher(chain, 10);
    await scanToTip(context);
    const payment = ltcPayment(address, 20_000_000n);
    chain.mine([payment]);
    chain.mine();
    const cursor = await scanToTip(context);
    expect(await postedBalance(database, userId, 'LTC')).toBe(20_000_000n);
    chain.fork(0, [[], [], []]);
    expect(await handleReorganisation(context, cursor)).toMatchObject({ height: 0 });
    const [deposit] = await depositsOf(database, userId);
    expect(deposit).toMatchObject({ status: 'credited', block_height: null });
    const alerts = await database.query<{ type: string }>('select type from chain_alerts where deposit_id = $1', [
      deposit!.id,
    ]);
    expect(alerts.rows.map((row) => row.type)).toEqual(['credited_deposit_reorganised']);
    expect(await postedBalance(database, userId, 'LTC')).toBe(20_000_000n);
    // Mined again on the new branch: restored, never credited twice.
    chain.mine([payment]);
    await scanToTip(context);
    expect(events.map((event) => event.type)).toEqual(['detected', 'credited', 'orphaned', 'restored']);
    expect(await postedBalance(database, userId, 'LTC')).toBe(20_000_000n);
  });

  it('a fork below the stored window raises deep_reorg and rescans from below the lowest deposit block it removed', async () => {
    const { userId, address } = await userWithDepositAddress(database, 'LTC');
    const chain = createMemoryChain();
    for (let block = 0; block < 4; block += 1) chain.mine();
    const { context } = freshWatcher(chain, 3);
    await scanToTip(context);
    const payment = ltcPayment(address, 10_000_000n);
    chain.mine([payment]);
    const paymentHeight = chain.tip;
    for (let block = 0; block < 6; block += 1) chain.mine();
    const cursor = await scanToTip(context);
    expect(await storedHeights()).toEqual([chain.tip - 2, chain.tip - 1, chain.tip]);
    const deepAlerts = async () =>
      Number(
        (
          await database.query<{ count: string }>(
            `select count(*)::text as count from chain_alerts where type = 'deep_reorg'`,
          )
        ).rows[0]?.count,
      );
    const before = await deepAlerts();
    // Everything from the payment's block up is replaced; the payment is mined again on the new branch.
    chain.fork(paymentHeight - 1, [[], [payment], [], [], [], [], [], []]);
    const fork = await handleReorganisation(context, cursor);
    expect(fork).toEqual({ height: paymentHeight - 1, hash: await chain.source.blockHash(paymentHeight - 1) });
    expect(await deepAlerts()).toBe(before + 1);
    await scanToTip(context);
    const [deposit] = await depositsOf(database, userId);
    expect(deposit).toMatchObject({ status: 'credited', block_height: String(paymentHeight + 1) });
    expect(await postedBalance(database, userId, 'LTC')).toBe(10_000_000n);
  });
});

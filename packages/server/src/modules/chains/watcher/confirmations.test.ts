import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../db/database.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { expectLedgerReconciles, prepareWalletsDatabase } from '../../wallets/testing.js';
import { defaultDustBaseUnits } from '../chain-source.js';
import { watcherContextOf } from '../deposit-watcher.js';
import { createMemoryChain, ltcPayment } from '../testing/memory-chain.js';
import { depositsOf, postedBalance, userWithDepositAddress } from '../testing/chain-test-support.js';
import { confirmationsAt, countConfirmations } from './confirmations.js';
import type { DepositEvent } from './deposit-records.js';
import { recordDeposit } from './record-deposit.js';
import type { OnCredited } from './watcher-context.js';

it('counts the block a deposit is in as its first confirmation, never below zero', () => {
  expect(confirmationsAt(10, 10)).toBe(1);
  expect(confirmationsAt(12, 10)).toBe(3);
  expect(confirmationsAt(9, 10)).toBe(0);
});

forEachDatabase('the confirmations stage alone', ({ openTestDatabase }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await prepareWalletsDatabase(database);
  });
  afterAll(async () => {
    await expectLedgerReconciles(database);
  });

  /** A stage context over an in-memory chain, 3 confirmations for every coin, events collected. */
  function stageContext(onCredited?: OnCredited) {
    const events: DepositEvent[] = [];
    const context = watcherContextOf({
      database,
      source: createMemoryChain().source,
      confirmations: { BTC: 3, LTC: 3, BCH: 3, ETH: 3, USDT: 3, USDC: 3 },
      dustBaseUnits: defaultDustBaseUnits,
      maxBlocksPerCycle: 10,
      maxMempoolTransactions: 10,
      reorgWindow: 10,
      onEvent: (event) => events.push(event),
      ...(onCredited === undefined ? {} : { onCredited }),
    });
    return { context, events };
  }

  /** A deposit of 0.5 LTC recorded as mined at height 100. */
  async function minedDeposit(context: ReturnType<typeof stageContext>['context']) {
    const { userId, address } = await userWithDepositAddress(database, 'LTC');
    const payment = ltcPayment(address, 50_000_000n);
    const owner = { user_id: userId, brand_id: 'brd_demo', payment_id: null };
    await database.transaction((transaction) =>
      recordDeposit(context, transaction, { payment, owner, block: { hash: 'a'.repeat(64), height: 100 } }),
    );
    context.events.flush();
    return { userId, txid: payment.txid };
  }

  it('moves a deposit through n of N and credits it once at N', async () => {
    const { context, events } = stageContext();
    const { userId } = await minedDeposit(context);
    expect(await countConfirmations(context, 101)).toBe(0);
    expect((await depositsOf(database, userId))[0]).toMatchObject({ status: 'confirming', confirmations: 2 });
    // The same height again changes nothing and tells nobody.
    expect(await countConfirmations(context, 101)).toBe(0);
    expect(await postedBalance(database, userId, 'LTC')).toBe(0n);
    expect(await countConfirmations(context, 102)).toBe(1);
    expect((await depositsOf(database, userId))[0]).toMatchObject({ status: 'credited', confirmations: 3 });
    expect(await postedBalance(database, userId, 'LTC')).toBe(50_000_000n);
    expect(await countConfirmations(context, 110)).toBe(0);
    expect(await postedBalance(database, userId, 'LTC')).toBe(50_000_000n);
    expect(events.map((event) => [event.type, event.confirmations])).toEqual([
      ['detected', 0],
      ['confirming', 2],
      ['credited', 3],
    ]);
  });

  it('a credit that throws rolls back whole with one open alert; the next count credits it and settles the alert', async () => {
    let failures = 2;
    const { context, events } = stageContext(async () => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('crash inside the credit');
      }
    });
    const { userId } = await minedDeposit(context);
    expect(await countConfirmations(context, 102)).toBe(0);
    expect(await countConfirmations(context, 102)).toBe(0);
    const alerts = async () =>
      (
        await database.query<{ type: string; open: boolean }>(
          `select a.type, a.resolved_at is null as open from chain_alerts a join chain_deposits d on d.id = a.deposit_id
           where d.user_id = $1`,
          [userId],
        )
      ).rows;
    expect(await alerts()).toEqual([{ type: 'credit_failed', open: true }]);
    expect(await postedBalance(database, userId, 'LTC')).toBe(0n);
    expect(events.map((event) => event.type)).toEqual(['detected']);
    expect(await countConfirmations(context, 102)).toBe(1);
    expect(await alerts()).toEqual([{ type: 'credit_failed', open: false }]);
    expect(await postedBalance(database, userId, 'LTC')).toBe(50_000_000n);
    expect(events.map((event) => event.type)).toEqual(['detected', 'credited']);
  });
});

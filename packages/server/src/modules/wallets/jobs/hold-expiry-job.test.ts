import { afterAll, expect, it } from 'vitest';
import type { Database } from '../../../db/database.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { accountIdOf, createTransfers, getBalances, lookupTransfer } from '../../ledger/ledger-service.js';
import { creditTestDeposit } from '../deposits/test-deposit.js';
import { expectLedgerReconciles, insertWalletTestUser, prepareWalletsDatabase, testWalletsEnv } from '../testing.js';
import { createHoldExpiryJob, type JobTimers } from './hold-expiry-job.js';

/** Timers the test fires by hand, to prove the schedule and that stop() leaves none behind. */
function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  const timers: JobTimers = {
    setTimeout(callback) {
      next += 1;
      pending.set(next, callback);
      return next;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return { timers, pending };
}

const silentLogger = { info: () => undefined, error: () => undefined };

forEachDatabase('ledger hold expiry job', ({ openTestDatabase }) => {
  const databases: Database[] = [];
  afterAll(async () => {
    for (const database of databases) await expectLedgerReconciles(database);
  });

  it('voids expired holds in bounded batches per cycle, releasing the funds, and leaves no timer after stop', async () => {
    const database = await openTestDatabase();
    databases.push(database);
    await prepareWalletsDatabase(database);
    const userId = await insertWalletTestUser(database);
    await creditTestDeposit(database, {
      brandId: 'brd_demo',
      userId,
      currency: 'EUR',
      amountBaseUnits: 1_000n,
      clientId: 'expiry-1',
      network: testWalletsEnv.depositNetwork,
    });
    const holds = [1, 2, 3].map((index) => ({
      type: 'pending' as const,
      id: `expiry-hold-${index}`,
      debitAccountId: accountIdOf({ owner: userId, asset: 'EUR', kind: 'user' }),
      creditAccountId: accountIdOf({ owner: 'platform', asset: 'EUR', kind: 'bank_clearing' }),
      asset: 'EUR' as const,
      amount: 100n,
      code: 'order',
      timeoutSeconds: 60,
    }));
    await createTransfers(database, holds);
    const clock = { nowMs: Date.now() };
    const { timers, pending } = manualTimers();
    const job = createHoldExpiryJob({
      database,
      intervalMs: 1000,
      batchSize: 2,
      logger: silentLogger,
      now: () => clock.nowMs,
      timers,
    });

    expect(await job.runNow()).toEqual([]);
    clock.nowMs += 61_000;
    const first = await job.runNow();
    expect(first.length).toBe(2);
    const second = await job.runNow();
    expect(second.length).toBe(1);
    expect(new Set([...first, ...second])).toEqual(new Set(holds.map((hold) => hold.id)));
    for (const hold of holds) {
      expect(await lookupTransfer(database, hold.id)).toMatchObject({ status: 'recorded' });
    }
    const [eur] = (await getBalances(database, userId)).filter((balance) => balance.kind === 'user');
    expect(eur).toMatchObject({ available: 1_000n, held: 0n });

    job.start();
    await job.runNow();
    expect(job.running).toBe(true);
    expect(pending.size).toBe(1);
    await job.stop();
    expect(pending.size).toBe(0);
    expect(job.running).toBe(false);
  });

  it('runs in a worker process: a hold past its timeout is voided without anyone asking', async () => {
    // The app closes this database when it closes, so it reconciles it before (not in afterAll).
    const database = await openTestDatabase();
    const app = await buildTestApp({ database, env: { ROLE: 'worker', LEDGER_EXPIRY_INTERVAL_MS: '200' } });
    try {
      expect(app.wallets.holdExpiry.running).toBe(true);
      const userId = await insertWalletTestUser(database);
      await creditTestDeposit(database, {
        brandId: 'brd_demo',
        userId,
        currency: 'GBP',
        amountBaseUnits: 500n,
        clientId: 'worker-expiry',
        network: testWalletsEnv.depositNetwork,
      });
      await createTransfers(database, [
        {
          type: 'pending',
          id: 'worker-hold',
          debitAccountId: accountIdOf({ owner: userId, asset: 'GBP', kind: 'user' }),
          creditAccountId: accountIdOf({ owner: 'platform', asset: 'GBP', kind: 'bank_clearing' }),
          asset: 'GBP',
          amount: 200n,
          code: 'order',
          timeoutSeconds: 1,
        },
      ]);
      const held = async () => (await getBalances(database, userId)).find((balance) => balance.kind === 'user')?.held;
      expect(await held()).toBe(200n);
      const deadline = Date.now() + 10_000;
      while ((await held()) !== 0n && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await held()).toBe(0n);
      await expectLedgerReconciles(database);
    } finally {
      await app.close();
    }
    expect(app.wallets.holdExpiry.running).toBe(false);
  });
});

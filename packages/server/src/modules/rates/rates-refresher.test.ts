import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { canonicalRatePairs } from './rate-pair.js';
import { RatesProviderError, type RatesProvider } from './rates-provider.js';
import { createRatesRefresher, type RefresherTimers } from './rates-refresher.js';
import { createTestRatesProvider } from './test-rates-provider.js';
import { applyRatesMigration } from './testing.js';

/** Real timers, counted, so the test sees whether any is still pending. */
function countedTimers(): RefresherTimers & { pending: Set<unknown> } {
  const pending = new Set<unknown>();
  return {
    pending,
    setTimeout(callback, delayMs) {
      const handle = setTimeout(() => {
        pending.delete(handle);
        callback();
      }, delayMs);
      pending.add(handle);
      return handle;
    },
    clearTimeout(handle) {
      pending.delete(handle);
      clearTimeout(handle as ReturnType<typeof setTimeout>);
    },
  };
}

function collectingLogger() {
  const errors: unknown[] = [];
  return { errors, logger: { warn: () => undefined, error: (object: unknown) => void errors.push(object) } };
}

async function snapshotCount(database: Database): Promise<number> {
  const result = await database.query<{ count: string }>('select count(*)::text as count from rate_snapshots');
  return Number(result.rows[0]?.count);
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

forEachDatabase('rates refresher', ({ openTestDatabase }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await applyRatesMigration(database);
  });

  it('refreshes at start and then every interval, and leaves no timer after stop', async () => {
    // Each fetch sees a clock one minute later, so every run is a new observation.
    let fetches = 0;
    const provider = createTestRatesProvider({ seed: 'runner', now: () => Date.UTC(2026, 0, 1) + fetches++ * 60_000 });
    const timers = countedTimers();
    const { logger, errors } = collectingLogger();
    const refresher = createRatesRefresher({
      database,
      provider,
      intervalMs: 1_000,
      logger,
      timers,
      backfillHistory: false,
    });
    refresher.start();
    expect(refresher.running).toBe(true);
    await waitFor(async () => (await snapshotCount(database)) >= 2 * canonicalRatePairs.length, 5_000);
    await refresher.stop();
    expect(refresher.running).toBe(false);
    expect(timers.pending.size).toBe(0);
    const countAfterStop = await snapshotCount(database);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await snapshotCount(database)).toBe(countAfterStop);
    expect(errors).toEqual([]);
  });

  it('logs a failing provider instead of throwing, and keeps its schedule', async () => {
    const provider: RatesProvider = {
      name: 'broken',
      fetchRates: async () => {
        throw new RatesProviderError('http_status', 'the rates provider answered HTTP 500');
      },
    };
    const timers = countedTimers();
    const { logger, errors } = collectingLogger();
    const refresher = createRatesRefresher({ database, provider, intervalMs: 1_000, logger, timers });
    refresher.start();
    await waitFor(async () => errors.length >= 1 && timers.pending.size === 1, 2_000);
    expect(errors[0]).toMatchObject({ provider: 'broken', err: { failure: 'http_status' } });
    await refresher.stop();
    expect(timers.pending.size).toBe(0);
  });

  it('aborts a fetch in flight when stopped', async () => {
    let sawAbort = false;
    const provider: RatesProvider = {
      name: 'slow',
      fetchRates: (_pairs, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            sawAbort = true;
            reject(new RatesProviderError('aborted', 'aborted'));
          });
        }),
    };
    const timers = countedTimers();
    const refresher = createRatesRefresher({
      database,
      provider,
      intervalMs: 1_000,
      logger: collectingLogger().logger,
      timers,
    });
    refresher.start();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await refresher.stop();
    expect(sawAbort).toBe(true);
    expect(timers.pending.size).toBe(0);
  });

  it('refuses an interval under one second', () => {
    const provider = createTestRatesProvider({ seed: 'runner' });
    expect(() =>
      createRatesRefresher({ database, provider, intervalMs: 10, logger: collectingLogger().logger }),
    ).toThrow(/at least 1000 ms/);
  });
});

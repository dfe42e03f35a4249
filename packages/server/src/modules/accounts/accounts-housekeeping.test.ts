import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import type { JobTimers } from '../../lib/jobs/job.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { accountsPlugin } from './accounts-plugin.js';

/** Real timers, counted, so the test sees whether any is still pending. */
function countedTimers(): JobTimers & { pending: Set<unknown>; delays: number[] } {
  const pending = new Set<unknown>();
  const delays: number[] = [];
  return {
    pending,
    delays,
    setTimeout(callback, delayMs) {
      delays.push(delayMs);
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

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The accounts plugin alone, on the given database; the plugins it depends on are stubs. */
async function accountsOnly(database: Database, timers: JobTimers) {
  const app = Fastify({ logger: false });
  await app.register(fp(async (instance) => void instance.decorate('database', database), { name: 'database' }));
  await app.register(fp(async () => undefined, { name: 'brands' }));
  await app.register(fp(async () => undefined, { name: 'notify' }));
  await app.register(accountsPlugin, {
    env: { passwordHashCost: 'test', passwordMaxAgeDays: 0 },
    apiBases: ['/api'],
    publicUrl: undefined,
    housekeepingTimers: timers,
  });
  return app;
}

forEachDatabase('accounts housekeeping', ({ openTestDatabase }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
  });

  const bucketExists = async (key: string) =>
    (await database.query('select 1 from rate_limit_buckets where key = $1', [key])).rows.length > 0;

  it('prunes at start and then every hour, and leaves no timer after the app closes', async () => {
    await database.query(
      `insert into rate_limit_buckets (key, count, window_start) values ('old-window', 3, now() - interval '2 days'),
       ('live-window', 1, now())`,
    );
    const timers = countedTimers();
    const app = await accountsOnly(database, timers);
    await app.ready();
    await waitFor(async () => !(await bucketExists('old-window')) && timers.pending.size === 1, 5_000);
    expect(await bucketExists('live-window')).toBe(true);
    expect(timers.delays).toEqual([60 * 60_000]);
    await app.close();
    expect(timers.pending.size).toBe(0);
  });
});

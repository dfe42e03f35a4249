import { EventEmitter } from 'node:events';
import { expect, it } from 'vitest';
import { closeOnSignals } from './shutdown.js';
import { buildTestApp } from './testing/test-app.js';
import { forEachDatabase } from './testing/test-databases.js';

forEachDatabase('graceful shutdown', ({ openTestDatabase }) => {
  it('finishes the request in flight, refuses new connections, closes the database and exits 0', async () => {
    const database = await openTestDatabase();
    let releaseSlowRequest = () => {};
    const app = await buildTestApp({
      database,
      beforeReady: (fixture) => {
        fixture.get('/api/fixture/slow', async () => {
          await new Promise<void>((resolve) => (releaseSlowRequest = resolve));
          return { request_status: 1, request_details: { finished: true } };
        });
      },
    });
    const signals = new EventEmitter();
    const exitCodes: number[] = [];
    const exited = new Promise<void>((resolve) =>
      closeOnSignals(app, {
        hardTimeoutMs: 10_000,
        signals,
        exit: (code) => {
          exitCodes.push(code);
          resolve();
        },
      }),
    );
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });

    const slow = fetch(`${origin}/api/fixture/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    signals.emit('SIGTERM', 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
    expect(exitCodes).toEqual([]);

    releaseSlowRequest();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ request_status: 1, request_details: { finished: true } });
    await exited;
    expect(exitCodes).toEqual([0]);
    await expect(database.query('select 1')).rejects.toThrow('The database is closed');
  });

  it('exits 1 when a request outlives the hard timeout', async () => {
    const app = await buildTestApp({
      database: await openTestDatabase(),
      beforeReady: (fixture) => {
        fixture.get('/api/fixture/stuck', () => new Promise(() => {}));
      },
    });
    const signals = new EventEmitter();
    const exited = new Promise<number>((resolve) =>
      closeOnSignals(app, { hardTimeoutMs: 300, signals, exit: resolve }),
    );
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const stuck = fetch(`${origin}/api/fixture/stuck`).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    signals.emit('SIGINT', 'SIGINT');
    expect(await exited).toBe(1);
    // Let the stuck socket go so the suite can end.
    app.server.closeAllConnections();
    await stuck;
  });
});

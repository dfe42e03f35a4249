import { endpoints, type AnyEndpoint } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { openEmptyDatabase } from '../testing/test-databases.js';
import { buildTestApp } from '../testing/test-app.js';
import { endpointOfRoute, routePath } from './serve.js';

/**
 * The server against core's contract (packages/core src/api/endpoints): every route the server
 * registers is a row, served through `serve()` with the row's schemas; every served row is
 * registered; planned rows are not. Test mode, so the test-mode rows are registered too.
 */
describe('the server serves exactly the contract', () => {
  let app: App;
  let cleanup: () => Promise<void>;
  const rows = Object.entries(endpoints) as [string, AnyEndpoint][];
  const baseOf = { api: '/api', merchant: '/m', root: '' };
  const key = (method: string, url: string) => `${method} ${url}`;
  const urlOf = (row: AnyEndpoint) => `${baseOf[row.base]}${routePath(row.path)}`;

  beforeAll(async () => {
    const opened = await openEmptyDatabase('pglite');
    cleanup = opened.cleanup;
    app = await buildTestApp({ database: opened.database, env: { TEST_MODE: '1' } });
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  /** The API routes (not the docs, which Swagger UI registers, nor the built apps' static files). */
  function apiRoutes() {
    const list: { method: string; url: string; endpoint: AnyEndpoint | undefined }[] = [];
    for (const route of app.registeredRoutes) {
      if (route.url.startsWith('/docs')) continue;
      for (const method of [route.method].flat()) {
        // Fastify adds a HEAD twin of every GET route.
        if (method === 'HEAD') continue;
        list.push({ method, url: route.url, endpoint: endpointOfRoute(route) });
      }
    }
    return list;
  }

  it('registers every route from a row of the contract, at the row’s method, base and path', () => {
    const strays: string[] = [];
    const misplaced: string[] = [];
    for (const route of apiRoutes()) {
      if (route.endpoint === undefined) {
        if (!stillLegacy.includes(key(route.method, route.url))) strays.push(key(route.method, route.url));
        continue;
      }
      const expected = key(route.endpoint.method, urlOf(route.endpoint));
      if (expected !== key(route.method, route.url))
        misplaced.push(`${key(route.method, route.url)} ≠ row ${expected}`);
      if (!rows.some(([, row]) => row === route.endpoint)) misplaced.push(`${key(route.method, route.url)}: not a row`);
    }
    expect(strays, 'routes without a row of the contract').toEqual([]);
    expect(misplaced).toEqual([]);
  });

  it('registers every served row, and no planned row', () => {
    const registered = new Set(apiRoutes().map((route) => key(route.method, route.url)));
    const missing = rows
      .filter(([, row]) => row.status === 'served' && !registered.has(key(row.method, urlOf(row))))
      .map(([name]) => name);
    const plannedButServed = rows
      .filter(([, row]) => row.status === 'planned' && registered.has(key(row.method, urlOf(row))))
      .map(([name]) => name);
    expect(missing, 'served rows without a route').toEqual([]);
    expect(plannedButServed, 'planned rows a route serves: mark them served').toEqual([]);
  });

  it('lists only legacy routes that still exist (the list only shrinks)', () => {
    const legacy = apiRoutes()
      .filter((route) => route.endpoint === undefined)
      .map((route) => key(route.method, route.url));
    expect(stillLegacy.filter((entry) => !legacy.includes(entry))).toEqual([]);
  });
});

/**
 * Routes registered without `serve()` while the one-contract issue moves each module onto its rows;
 * the issue empties this list.
 */
const stillLegacy: string[] = [];

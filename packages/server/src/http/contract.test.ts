import { endpoints, type AnyEndpoint } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { openEmptyDatabase } from '../testing/test-databases.js';
import { buildTestApp } from '../testing/test-app.js';
import { endpointOfRoute, routePath } from './serve.js';

const rows = Object.entries(endpoints) as [string, AnyEndpoint][];
const baseOf = { api: '/api', merchant: '/m', root: '' };
const key = (method: string, url: string) => `${method} ${url}`;
const urlOf = (row: AnyEndpoint) => `${baseOf[row.base]}${routePath(row.path)}`;

/** The API routes (not the docs, which Swagger UI registers, nor the built apps' static files). */
function apiRoutes(app: App) {
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

/** Every way the app's routes and core's rows disagree (all empty when they agree). */
function contractViolations(app: App) {
  const routes = apiRoutes(app);
  const registered = new Set(routes.map((route) => key(route.method, route.url)));
  const strays: string[] = [];
  const misplaced: string[] = [];
  for (const route of routes) {
    if (route.endpoint === undefined) {
      strays.push(key(route.method, route.url));
      continue;
    }
    const expected = key(route.endpoint.method, urlOf(route.endpoint));
    if (expected !== key(route.method, route.url)) misplaced.push(`${key(route.method, route.url)} ≠ row ${expected}`);
    if (!rows.some(([, row]) => row === route.endpoint)) misplaced.push(`${key(route.method, route.url)}: not a row`);
  }
  const unserved = rows
    .filter(([, row]) => row.status === 'served' && !registered.has(key(row.method, urlOf(row))))
    .map(([name]) => name);
  const plannedButServed = rows
    .filter(([, row]) => row.status === 'planned' && registered.has(key(row.method, urlOf(row))))
    .map(([name]) => name);
  return { strays, misplaced, unserved, plannedButServed };
}

/**
 * The server against core's contract (packages/core src/api/endpoints): every route the server
 * registers is a row, served through `serve()` with the row's schemas; every served row is
 * registered; planned rows are not. Test mode, so the test-mode rows are registered too.
 */
describe('the server serves exactly the contract', () => {
  const apps: App[] = [];
  const cleanups: (() => Promise<void>)[] = [];

  async function appWith(beforeReady?: (app: App) => void): Promise<App> {
    const opened = await openEmptyDatabase('pglite');
    cleanups.push(opened.cleanup);
    const app = await buildTestApp({
      database: opened.database,
      env: { TEST_MODE: '1' },
      ...(beforeReady === undefined ? {} : { beforeReady }),
    });
    apps.push(app);
    return app;
  }

  let app: App;
  beforeAll(async () => {
    app = await appWith();
  });
  afterAll(async () => {
    for (const opened of apps) await opened.close();
    for (const cleanup of cleanups) await cleanup();
  });

  it('registers every route from a row, every served row, and no planned row', () => {
    expect(contractViolations(app)).toEqual({ strays: [], misplaced: [], unserved: [], plannedButServed: [] });
  });

  it('documents exactly the served rows in the OpenAPI document, at their bases', async () => {
    const document = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary: string }>>;
    };
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const served = rows
      .filter(([, row]) => row.status === 'served')
      .map(([, row]) => `${row.method} ${baseOf[row.base]}${row.path}`)
      .sort();
    expect(documented).toEqual(served);
    expect(document.paths['/api/users/login']?.['post']?.summary).toBe(endpoints.login.summary);
  });

  it('finds a route registered outside the contract', async () => {
    const withStray = await appWith((stray) => {
      stray.get('/api/stray', async () => ({ request_status: 1, request_details: {} }));
    });
    expect(contractViolations(withStray).strays).toEqual(['GET /api/stray']);
  });
});

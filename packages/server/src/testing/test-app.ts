import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../app.js';
import { parseEnv } from '../config/env.js';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { seed } from '../seed/seed.js';

export interface TestAppOptions {
  database: Database;
  /** Environment variables on top of the test defaults (silent logs, an empty APPS_DIR). */
  env?: Record<string, string>;
  logStream?: BuildAppOptions['logStream'];
  brandCacheTtlMs?: number;
  /** Skip migrate + seed (the database is prepared already). */
  prepared?: boolean;
  /** Adds fixture routes before the app is ready. */
  beforeReady?: (app: App) => void;
}

/** An empty folder, so tests never serve whatever apps happen to be built in the checkout. */
export function emptyAppsDir(): string {
  return mkdtempSync(join(tmpdir(), 'server-apps-'));
}

/** Migrates and seeds the database like server.ts does, then builds the app (not listening). */
export async function buildTestApp(options: TestAppOptions): Promise<App> {
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    APPS_DIR: emptyAppsDir(),
    // Background jobs (rates refresher, notification delivery) are tested by their own suites.
    ROLE: 'api',
    ...options.env,
  });
  if (options.prepared !== true) {
    await migrate(options.database);
    await seed(options.database, env);
  }
  const app = await buildApp({
    env,
    database: options.database,
    ...(options.logStream === undefined ? {} : { logStream: options.logStream }),
    ...(options.brandCacheTtlMs === undefined ? {} : { brandCacheTtlMs: options.brandCacheTtlMs }),
  });
  options.beforeReady?.(app);
  await app.ready();
  return app;
}

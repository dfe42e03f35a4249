import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../app.js';
import { parseEnv } from '../config/env.js';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { loadOrCreateDemoSecrets, type DemoSecrets } from '../seed/demo-secrets.js';
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
  /** Webhook host names; by default only `localhost` names resolve (to loopback): tests never ask the internet's DNS. */
  resolveHostname?: BuildAppOptions['resolveHostname'];
  /** Outcome handlers of payout sources (tests of the payouts module). */
  payoutOutcomeHandlers?: BuildAppOptions['payoutOutcomeHandlers'];
}

/** The test apps' resolver: `localhost` and `*.localhost` are loopback; any other name does not exist. */
export const localOnlyResolver: NonNullable<BuildAppOptions['resolveHostname']> = async (hostname) => {
  const name = hostname.toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

/** An empty folder, so tests never serve whatever apps happen to be built in the checkout. */
export function emptyAppsDir(): string {
  return mkdtempSync(join(tmpdir(), 'server-apps-'));
}

const demoSecretsOfApp = new WeakMap<App, DemoSecrets>();

/** The demo passwords and keys an app of buildTestApp was seeded with (its own data folder's). */
export function demoSecretsOf(app: App): DemoSecrets {
  const secrets = demoSecretsOfApp.get(app);
  if (secrets === undefined) throw new Error('this app was not built by buildTestApp in test mode');
  return secrets;
}

/** Migrates and seeds the database like server.ts does, then builds the app (not listening). */
export async function buildTestApp(options: TestAppOptions): Promise<App> {
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    APPS_DIR: emptyAppsDir(),
    // A data folder of its own (demo secrets, key files), never the checkout's ./data.
    DATA_DIR: mkdtempSync(join(tmpdir(), 'server-data-')),
    // Background jobs (rates refresher, notification delivery) are tested by their own suites.
    ROLE: 'api',
    // A refresh round fills no price history (a year of it takes PGlite most of a minute); the rates module's tests do.
    RATES_HISTORY_BACKFILL: '0',
    ...options.env,
  });
  const demoSecrets = env.testMode ? loadOrCreateDemoSecrets(env.dataDir).secrets : undefined;
  if (options.prepared !== true) {
    await migrate(options.database);
    await seed(options.database, { ...env, ...(demoSecrets === undefined ? {} : { demoSecrets }) });
  }
  const app = await buildApp({
    env,
    database: options.database,
    ...(options.logStream === undefined ? {} : { logStream: options.logStream }),
    ...(options.brandCacheTtlMs === undefined ? {} : { brandCacheTtlMs: options.brandCacheTtlMs }),
    resolveHostname: options.resolveHostname ?? localOnlyResolver,
    ...(options.payoutOutcomeHandlers === undefined ? {} : { payoutOutcomeHandlers: options.payoutOutcomeHandlers }),
  });
  if (demoSecrets !== undefined) demoSecretsOfApp.set(app, demoSecrets);
  options.beforeReady?.(app);
  await app.ready();
  return app;
}

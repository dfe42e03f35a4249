import { buildApp } from './app.js';
import { EnvError, parseEnv } from './config/env.js';
import { openDatabase } from './db/open-database.js';
import { migrate } from './db/migrate.js';
import { demoMerchantLines } from './seed/demo-merchant.js';
import { loadOrCreateDemoSecrets } from './seed/demo-secrets.js';
import { demoUserLines } from './seed/demo-users.js';
import { seed } from './seed/seed.js';
import { closeOnSignals } from './shutdown.js';

const shutdownHardTimeoutMs = 10_000;

/** The URLs a person can open, printed once the server listens. */
function servedUrls(origin: string, apiBase: string, apps: { name: string; base: string }[]): string[] {
  // The SDK folder serves its script tag only (static-apps.ts), so its line names the script.
  const lines = apps.map((app) => `${app.name.padEnd(12)} ${origin}${app.base}${app.name === 'sdk' ? 'v1.js' : ''}`);
  lines.push(`${'API docs'.padEnd(12)} ${origin}/docs`, `${'config'.padEnd(12)} ${origin}${apiBase}/config`);
  lines.push(`${'health'.padEnd(12)} ${origin}/healthz  ${origin}/readyz`);
  return lines;
}

/** Test mode listening beyond loopback (TEST_MODE_ALLOW_PUBLIC=1): said at start, in the log and on stderr. */
function publicTestModeWarning(host: string): string {
  const line = '!'.repeat(100);
  return [
    line,
    `!! WARNING: TEST MODE IS LISTENING ON ${host}, NOT ONLY ON THIS MACHINE (TEST_MODE_ALLOW_PUBLIC=1).`,
    '!! Demo sign-ins, simulated deposits and test payments are reachable from the network.',
    '!! Never do this with real users or real money; unset TEST_MODE_ALLOW_PUBLIC to listen on loopback only.',
    line,
  ].join('\n');
}

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const database = await openDatabase(env);
  await migrate(database);
  // Test mode's demo passwords and keys: random, once per data folder (never published constants).
  const demoSecrets = env.testMode ? loadOrCreateDemoSecrets(env.dataDir).secrets : undefined;
  await seed(database, { ...env, ...(demoSecrets === undefined ? {} : { demoSecrets }) });
  const app = await buildApp({ env, database });
  if (env.testMode && !env.listensOnLoopback) {
    app.log.warn({ host: env.host }, 'test mode listens beyond loopback (TEST_MODE_ALLOW_PUBLIC=1)');
    process.stderr.write(`${publicTestModeWarning(env.host)}\n`);
  }
  closeOnSignals(app, { hardTimeoutMs: shutdownHardTimeoutMs });
  const address = await app.listen({ port: env.port, host: env.host });
  const origin = env.publicUrl?.replace(/\/$/, '') ?? address;
  const mode = env.testMode ? 'TEST MODE' : 'live mode';
  const store = env.databaseUrl === undefined ? `PGlite in ${env.dataDir}` : 'PostgreSQL';
  process.stdout.write(`Platform server (${mode}, ${store})\n`);
  for (const line of servedUrls(origin, env.apiBase, app.staticApps)) process.stdout.write(`  ${line}\n`);
  if (demoSecrets !== undefined) {
    for (const line of [...demoUserLines(demoSecrets), ...demoMerchantLines(demoSecrets)]) {
      process.stdout.write(`  ${line}\n`);
    }
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(
      `Server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  process.exit(1);
});

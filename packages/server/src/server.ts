import { buildApp } from './app.js';
import { EnvError, parseEnv } from './config/env.js';
import { openDatabase } from './db/open-database.js';
import { migrate } from './db/migrate.js';
import { demoMerchantLines } from './seed/demo-merchant.js';
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

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const database = await openDatabase(env);
  await migrate(database);
  await seed(database, env);
  const app = await buildApp({ env, database });
  closeOnSignals(app, { hardTimeoutMs: shutdownHardTimeoutMs });
  const address = await app.listen({ port: env.port, host: env.host });
  const origin = env.publicUrl?.replace(/\/$/, '') ?? address;
  const mode = env.testMode ? 'TEST MODE' : 'live mode';
  const store = env.databaseUrl === undefined ? `PGlite in ${env.dataDir}` : 'PostgreSQL';
  process.stdout.write(`Platform server (${mode}, ${store})\n`);
  for (const line of servedUrls(origin, env.apiBase, app.staticApps)) process.stdout.write(`  ${line}\n`);
  if (env.testMode)
    for (const line of [...demoUserLines(), ...demoMerchantLines()]) process.stdout.write(`  ${line}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(
      `Server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  process.exit(1);
});

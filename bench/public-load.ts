/**
 * The public area under load (issue 18; bench/README.md, "Public load"): `GET /api/rates` (the
 * merchant base's market rates, `GET /m/api/rates?for=market`) and the prices page's HTML
 * (`GET /prices`) over real HTTP on PostgreSQL, each next to a bare Fastify route, in one run:
 *   - a child process runs the real app (buildApp in test mode on a fresh schema
 *     bench_public_<random>, the built apps of this checkout, rates refreshed once) on a free
 *     loopback port and, on another, a bare Fastify app whose routes answer the same paths with the
 *     same bodies (read once from the app), doing nothing else;
 *   - this process is the load: BENCH_CLIENTS (64) closed-loop clients, each with its own keep-alive
 *     connection, for BENCH_SECONDS (10) per target after BENCH_WARMUP_SECONDS (2);
 *   - printed: the load average before and after, requests/s and p50/p95/p99 per target, and the
 *     ratios app / bare.
 * The schema is dropped and the child stopped at the end, also after a failure or Ctrl-C.
 * Needs `npm run build` first (the prices page is the members app's index.html).
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify from '../packages/server/node_modules/fastify/fastify.js';
import { buildApp } from '../packages/server/src/app.js';
import { parseEnv } from '../packages/server/src/config/env.js';
import { migrate } from '../packages/server/src/db/migrate.js';
import { openPostgresDatabase, quoteIdentifier } from '../packages/server/src/db/postgres-database.js';
import { seed } from '../packages/server/src/seed/seed.js';
import { positiveInteger } from './env.js';
import { loadAverage, measure, ratioLine } from './http-load.js';

const config = {
  connectionString: process.env['BENCH_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test',
  durationSeconds: positiveInteger('BENCH_SECONDS', 10),
  warmupSeconds: positiveInteger('BENCH_WARMUP_SECONDS', 2),
  clients: positiveInteger('BENCH_CLIENTS', 64),
};
const appsDir = fileURLToPath(new URL('../packages', import.meta.url));
const targets = [
  { name: 'GET /api/rates', path: '/m/api/rates?for=market', type: 'application/json' },
  { name: 'GET /prices (HTML)', path: '/prices', type: 'text/html; charset=utf-8' },
] as const;
type ServerMessage = { type: 'ready'; appUrl: string; bareUrl: string } | { type: 'failed'; message: string };

async function serve(schema: string): Promise<void> {
  const database = openPostgresDatabase({ connectionString: config.connectionString, schema, maxConnections: 16 });
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    APPS_DIR: appsDir,
    ROLE: 'api',
    RATES_HISTORY_BACKFILL: '0',
    // Every client of this bench is 127.0.0.1: the merchant base's per-IP limit (600 a minute) would
    // answer 429 to most of them; visitors come from many addresses.
    MERCHANT_API_RATE_LIMIT_PER_IP: '1000000',
  });
  await migrate(database);
  await seed(database, env);
  const app = await buildApp({ env, database });
  await app.ready();
  await app.rates.refresher.refreshNow();
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  // The bare routes answer the app's own bodies (read once), so both send the same bytes.
  const bare = Fastify({ logger: false });
  for (const target of targets) {
    const answer = await fetch(new URL(target.path, appUrl));
    if (answer.status !== 200) throw new Error(`${target.path} answered ${answer.status} before the run`);
    const body = await answer.text();
    bare.get(target.path.split('?')[0] ?? '/', async (_request, reply) => reply.type(target.type).send(body));
  }
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  const stop = async () => {
    await bare.close().catch(() => undefined);
    await app.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('message', () => void stop());
  process.on('disconnect', () => void stop());
  process.send?.({ type: 'ready', appUrl, bareUrl } satisfies ServerMessage);
}

async function main(): Promise<void> {
  if (!existsSync(`${appsDir}/members-app/dist/index.html`)) {
    throw new Error(
      'The members app is not built (no packages/members-app/dist/index.html): run `npm run build` first.',
    );
  }
  const schema = `bench_public_${randomBytes(4).toString('hex')}`;
  const admin = openPostgresDatabase({ connectionString: config.connectionString, maxConnections: 1 });
  await admin.query(`create schema ${quoteIdentifier(schema)}`);
  await admin.close();
  const child = fork(fileURLToPath(import.meta.url), ['serve', schema], { execArgv: process.execArgv });
  const cleanup = async () => {
    child.kill();
    const database = openPostgresDatabase({ connectionString: config.connectionString, maxConnections: 1 });
    await database.query(`drop schema if exists ${quoteIdentifier(schema)} cascade`).catch(() => undefined);
    await database.close();
  };
  process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));
  try {
    const ready = await new Promise<ServerMessage>((resolve) => child.once('message', resolve));
    if (ready.type !== 'ready') throw new Error(ready.message);
    console.log(
      `${config.clients} clients, ${config.durationSeconds} s per target after ${config.warmupSeconds} s warm-up; load average before ${loadAverage()}`,
    );
    const ratios: string[] = [];
    for (const target of targets) {
      const options = { clients: config.clients, seconds: config.durationSeconds, warmupSeconds: config.warmupSeconds };
      const bare = await measure(
        `bare Fastify ${target.path.split('?')[0]}`,
        new URL(target.path, ready.bareUrl),
        options,
      );
      const app = await measure(target.name, new URL(target.path, ready.appUrl), options);
      ratios.push(ratioLine(target.name, app, bare));
    }
    for (const line of ratios) console.log(line);
    console.log(`load average after ${loadAverage()}`);
  } finally {
    await cleanup();
  }
}

if (process.argv[2] === 'serve') {
  serve(process.argv[3] ?? '').catch((error: unknown) => {
    process.send?.({ type: 'failed', message: String(error) } satisfies ServerMessage);
    process.exit(1);
  });
} else {
  await main();
}

/**
 * GET /api/rates (the merchant base's market rates, `GET /m/api/rates?for=market`) over real HTTP
 * on PostgreSQL, next to a bare Fastify route, in one run (bench/README.md, "Market rates"):
 *   - a child process runs the real app (buildApp in test mode on a fresh schema
 *     bench_markets_<random>, rates refreshed once) and, on another port, a bare Fastify app whose
 *     one route answers the same path with a body of the same size, doing nothing else;
 *   - this process is the load: BENCH_CLIENTS (64) closed-loop clients, each with its own keep-alive
 *     connection, for BENCH_SECONDS (10) per target after BENCH_WARMUP_SECONDS (2);
 *   - printed: requests/s, p50/p95/p99 latency, the load average, and the ratio app / bare.
 * The schema is dropped and the child stopped at the end, also after a failure or Ctrl-C.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from '../packages/server/node_modules/fastify/fastify.js';
import { buildApp } from '../packages/server/src/app.js';
import { parseEnv } from '../packages/server/src/config/env.js';
import { migrate } from '../packages/server/src/db/migrate.js';
import { openPostgresDatabase, quoteIdentifier } from '../packages/server/src/db/postgres-database.js';
import { seed } from '../packages/server/src/seed/seed.js';
import { positiveInteger } from './env.js';
import { summariseLatencies } from './stats.js';

const config = {
  connectionString: process.env['BENCH_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test',
  durationSeconds: positiveInteger('BENCH_SECONDS', 10),
  warmupSeconds: positiveInteger('BENCH_WARMUP_SECONDS', 2),
  clients: positiveInteger('BENCH_CLIENTS', 64),
};
const path = '/m/api/rates?for=market';
type ServerMessage = { type: 'ready'; appUrl: string; bareUrl: string } | { type: 'failed'; message: string };

async function serve(schema: string): Promise<void> {
  const appsDir = mkdtempSync(join(tmpdir(), 'bench-apps-'));
  const database = openPostgresDatabase({ connectionString: config.connectionString, schema, maxConnections: 16 });
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    APPS_DIR: appsDir,
    ROLE: 'api',
    RATES_HISTORY_BACKFILL: '0',
  });
  await migrate(database);
  await seed(database, env);
  const app = await buildApp({ env, database });
  await app.ready();
  await app.rates.refresher.refreshNow();
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  // The bare route answers the app's own body (read once), so both send the same bytes.
  const body = await (await fetch(new URL(path, appUrl))).text();
  const bare = Fastify({ logger: false });
  bare.get('/m/api/rates', async (_request, reply) => reply.type('application/json').send(body));
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  const stop = async () => {
    await bare.close().catch(() => undefined);
    await app.close().catch(() => undefined);
    rmSync(appsDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', () => void stop());
  process.on('disconnect', () => void stop());
  process.send?.({ type: 'ready', appUrl, bareUrl } satisfies ServerMessage);
}

function getOnce(agent: Agent, url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = get(url, { agent, timeout: 30_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('request timed out after 30 s')));
    outgoing.on('error', reject);
  });
}

async function runLoad(base: string, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: config.clients });
  const url = new URL(path, base);
  const latenciesMs: number[] = [];
  let failures = 0;
  const started = performance.now();
  const endsAt = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < endsAt) {
      const sent = performance.now();
      const status = await getOnce(agent, url).catch(() => 0);
      if (status === 200) latenciesMs.push(performance.now() - sent);
      else failures += 1;
    }
  };
  await Promise.all(Array.from({ length: config.clients }, client));
  agent.destroy();
  const elapsedSeconds = (performance.now() - started) / 1000;
  return { latency: summariseLatencies(latenciesMs), perSecond: latenciesMs.length / elapsedSeconds, failures };
}

async function measure(name: string, base: string) {
  await runLoad(base, config.warmupSeconds);
  const result = await runLoad(base, config.durationSeconds);
  const load = loadavg()[0] ?? 0;
  console.log(
    `${name.padEnd(16)} ${result.perSecond.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50Ms.toFixed(1)} ms  p95 ${result.latency.p95Ms.toFixed(1)} ms  p99 ${result.latency.p99Ms.toFixed(1)} ms  failures ${result.failures}  load average ${load.toFixed(2)}`,
  );
  return result;
}

async function main(): Promise<void> {
  const schema = `bench_markets_${randomBytes(4).toString('hex')}`;
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
      `GET ${path}: ${config.clients} clients, ${config.durationSeconds} s per target, load average before ${loadavg()[0]?.toFixed(2)}`,
    );
    const bare = await measure('bare Fastify', ready.bareUrl);
    const app = await measure('GET /api/rates', ready.appUrl);
    console.log(
      `app / bare: ${(app.perSecond / bare.perSecond).toFixed(2)}× requests/s, p99 ${(app.latency.p99Ms / bare.latency.p99Ms).toFixed(2)}×`,
    );
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

/**
 * Guest checkout quote + order creation over real HTTP, next to a bare Fastify route, in one run
 * (bench/README.md, "Checkout orders"):
 *   - a child process runs the real app (buildApp in test mode, as the tests build it) on PostgreSQL
 *     (a fresh schema bench_checkout_<random>; BENCH_DATABASE=pglite: the embedded PGlite instead),
 *     rates refreshed, and on another port a bare Fastify app answering the same two calls at once;
 *   - this process is the load: BENCH_CLIENTS (16) closed loops on keep-alive connections; one order =
 *     POST /api/checkout/init (a quote: rate locked, fee lines) then POST /api/checkout/create (the
 *     order: idempotency checks, limits, the ledger hold of its coins, the flow token), timed together;
 *   - printed: orders/s, p50/p95/p99 of one order (both calls), and the ratios app / bare.
 * Orders buy 20 EUR of USDT (the demo brand's test-mode liquidity holds 1 000 000 USDT). The schema
 * is dropped and the child stopped at the end, also after a failure.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from '../packages/server/node_modules/fastify/fastify.js';
import { buildApp } from '../packages/server/src/app.js';
import { parseEnv } from '../packages/server/src/config/env.js';
import type { Database } from '../packages/server/src/db/database.js';
import { migrate } from '../packages/server/src/db/migrate.js';
import { openPgliteDatabase } from '../packages/server/src/db/pglite-database.js';
import { openPostgresDatabase, quoteIdentifier } from '../packages/server/src/db/postgres-database.js';
import { seed } from '../packages/server/src/seed/seed.js';
import { positiveInteger } from './env.js';
import { summariseLatencies, type LatencySummary } from './stats.js';

const config = {
  connectionString: process.env['BENCH_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test',
  pglite: process.env['BENCH_DATABASE'] === 'pglite',
  durationSeconds: positiveInteger('BENCH_SECONDS', 10),
  warmupSeconds: positiveInteger('BENCH_WARMUP_SECONDS', 2),
  clients: positiveInteger('BENCH_CLIENTS', 16),
  poolSize: positiveInteger('BENCH_POOL', 16),
};

type ServerMessage = { type: 'ready'; appUrl: string; bareUrl: string } | { type: 'failed'; message: string };
const nowMs = () => performance.now();
/** A lower-case ETH address (USDT is delivered on Ethereum). */
const address = `0x${'ab'.repeat(20)}`;

async function serve(schema: string): Promise<void> {
  const send = (message: ServerMessage) => process.send?.(message);
  const appsDir = mkdtempSync(join(tmpdir(), 'bench-apps-'));
  const database: Database = config.pglite
    ? await openPgliteDatabase({ dataDir: undefined })
    : openPostgresDatabase({ connectionString: config.connectionString, schema, maxConnections: config.poolSize });
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    APPS_DIR: appsDir,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-data-')),
    ROLE: 'api',
    RATES_MONEY_MAX_AGE_MS: String(60 * 60_000),
  });
  await migrate(database);
  await seed(database, env);
  const app = await buildApp({ env, database });
  await app.ready();
  await app.rates.refresher.refreshNow();
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  const bare = Fastify({ logger: false });
  let count = 0;
  bare.post('/api/checkout/init', async () => {
    count += 1;
    return { success: true, request_details: { quote: { quote_id: `qt_bare${count}`, rate: '1.08', lines: [] } } };
  });
  bare.post<{ Body: Record<string, unknown> }>('/api/checkout/create', async (requested) => ({
    success: true,
    request_details: { transaction_token: `chk_bare${count}`, order: { ...requested.body, status: 'created' } },
  }));
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  const stop = async () => {
    await bare.close().catch(() => undefined);
    await app.close().catch(() => undefined);
    rmSync(appsDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (message: { type: string }) => {
    if (message.type === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  send({ type: 'ready', appUrl, bareUrl });
}

function post(agent: Agent, url: URL, body: unknown): Promise<{ status: number; json: unknown }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(raw);
          } catch {
            json = raw;
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('request timed out after 30 s')));
    outgoing.on('error', reject);
    outgoing.end(text);
  });
}

let sequence = 0;

/** One order: a quote, then the order for it; resolves with true when both answered 200. */
async function order(agent: Agent, base: string): Promise<string | true> {
  sequence += 1;
  const quote = await post(agent, new URL('/api/checkout/init', base), {
    fiat_currency: 'EUR',
    fiat_amount: '20.00',
    crypto_currency: 'USDT',
  });
  if (quote.status !== 200) return `init ${quote.status} ${JSON.stringify(quote.json).slice(0, 120)}`;
  const quoteId = (quote.json as { request_details: { quote: { quote_id: string } } }).request_details.quote.quote_id;
  const created = await post(agent, new URL('/api/checkout/create', base), {
    quote_id: quoteId,
    first_name: 'Bench',
    last_name: 'Buyer',
    email: `bench${sequence}@example.com`,
    mobile: '+447700900123',
    crypto_address: address,
    accept_terms: true,
    accept_refund_policy: true,
  });
  if (created.status !== 200) return `create ${created.status} ${JSON.stringify(created.json).slice(0, 120)}`;
  return true;
}

async function runLoad(base: string, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: config.clients });
  const latenciesMs: number[] = [];
  const failures: Record<string, number> = {};
  let ok = 0;
  const started = nowMs();
  const endsAt = started + seconds * 1000;
  const client = async () => {
    while (nowMs() < endsAt) {
      const sent = nowMs();
      const outcome = await order(agent, base).catch((error: unknown) => String(error));
      if (outcome === true) {
        ok += 1;
        latenciesMs.push(nowMs() - sent);
      } else failures[outcome] = (failures[outcome] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: config.clients }, client));
  const elapsedSeconds = (nowMs() - started) / 1000;
  agent.destroy();
  return { ok, failures, perSecond: ok / elapsedSeconds, latency: summariseLatencies(latenciesMs) };
}

async function measure(name: string, base: string) {
  console.log(`${name}: ${config.warmupSeconds} s warm-up, then ${config.durationSeconds} s`);
  await runLoad(base, config.warmupSeconds);
  return { name, ...(await runLoad(base, config.durationSeconds)) };
}

const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

function print(
  results: { name: string; perSecond: number; latency: LatencySummary; ok: number; failures: Record<string, number> }[],
) {
  console.log('');
  console.log(
    ['target', 'orders/s', 'p50 ms', 'p95 ms', 'p99 ms']
      .map((cell, i) => (i === 0 ? cell.padEnd(36) : cell.padStart(10)))
      .join(' '),
  );
  for (const result of results) {
    console.log(
      [
        `${result.name} (${config.clients} clients)`,
        fixed(result.perSecond, 1),
        fixed(result.latency.p50Ms),
        fixed(result.latency.p95Ms),
        fixed(result.latency.p99Ms),
      ]
        .map((cell, i) => (i === 0 ? cell.padEnd(36) : cell.padStart(10)))
        .join(' '),
    );
    const failed = Object.entries(result.failures);
    if (failed.length > 0) console.log(`  failures: ${JSON.stringify(result.failures)}`);
  }
  const [bare, app] = results as [(typeof results)[0], (typeof results)[0]];
  console.log(`ratio orders/s app / bare = ${fixed(app.perSecond / bare.perSecond, 3)}`);
  console.log(`ratio p99 app / bare      = ${fixed(app.latency.p99Ms / bare.latency.p99Ms, 1)}`);
  console.log(`goal p99 < 50 ms: ${app.latency.p99Ms < 50 ? 'met' : 'not met'} (${fixed(app.latency.p99Ms)} ms)`);
}

async function main(): Promise<void> {
  if (process.argv[2] === 'serve') {
    await serve(process.argv[3]!).catch((error: unknown) => {
      process.send?.({
        type: 'failed',
        message: error instanceof Error ? error.message : String(error),
      } satisfies ServerMessage);
      process.exit(1);
    });
    return;
  }
  const schema = `bench_checkout_${randomBytes(4).toString('hex')}`;
  if (!config.pglite) {
    const admin = openPostgresDatabase({ connectionString: config.connectionString, maxConnections: 1 });
    await admin.query(`create schema ${quoteIdentifier(schema)}`);
    await admin.close();
  }
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['serve', schema], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const ready = await new Promise<Extract<ServerMessage, { type: 'ready' }>>((resolve, reject) => {
      child.on('message', (message: ServerMessage) => {
        if (message.type === 'ready') resolve(message);
        else reject(new Error(`server: ${message.message}`));
      });
      child.once('exit', (code) => reject(new Error(`the server exited with ${code} before it was ready`)));
    });
    console.log(`database: ${config.pglite ? 'PGlite (embedded)' : `PostgreSQL schema ${schema}`}`);
    const bare = await measure('bare Fastify route', ready.bareUrl);
    const app = await measure('checkout quote + order', ready.appUrl);
    print([bare, app]);
  } finally {
    child.send({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
    if (!config.pglite) {
      const admin = openPostgresDatabase({ connectionString: config.connectionString, maxConnections: 1 });
      await admin.query(`drop schema if exists ${quoteIdentifier(schema)} cascade`);
      await admin.close();
    }
  }
}

await main();

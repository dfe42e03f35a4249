/**
 * Payment creation over real HTTP on PostgreSQL, next to a bare Fastify route, in one run
 * (bench/README.md, "Payment creation"):
 *   - a child process runs the real app (buildApp in test mode on a fresh schema bench_payments_<random>,
 *     rates refreshed, a merchant with a secret key) and, on another port, a bare Fastify app whose one
 *     route answers the same call without doing anything: the framework's ceiling on this machine;
 *   - this process is the load: BENCH_CLIENTS (16) clients, each with its own keep-alive connection,
 *     each sending its next request when the previous answer arrived (closed loop), for BENCH_SECONDS
 *     per target; POST /m/api/transaction with currency_1_iso LTC, so every creation derives a fresh
 *     address and fixes a rate;
 *   - printed: creations/s, p50/p95/p99 latency, CPU of server and client, and the ratio app / bare.
 * Afterwards the run checks that every 200 answer is one stored payment with its own address. The
 * schema is dropped and the child stopped at the end, also after a failure or Ctrl-C.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// The server package's Fastify (bench/ has no dependencies of its own).
import Fastify from '../packages/server/node_modules/fastify/fastify.js';
import { buildApp } from '../packages/server/src/app.js';
import { parseEnv } from '../packages/server/src/config/env.js';
import { migrate } from '../packages/server/src/db/migrate.js';
import { openPostgresDatabase, quoteIdentifier } from '../packages/server/src/db/postgres-database.js';
import { createTestMerchant } from '../packages/server/src/modules/merchants/testing.js';
import { seed } from '../packages/server/src/seed/seed.js';
import { summariseLatencies, type LatencySummary } from './stats.js';
import { positiveInteger } from './env.js';

const config = {
  connectionString: process.env['BENCH_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test',
  durationSeconds: positiveInteger('BENCH_SECONDS', 10),
  warmupSeconds: positiveInteger('BENCH_WARMUP_SECONDS', 2),
  clients: positiveInteger('BENCH_CLIENTS', 16),
  poolSize: positiveInteger('BENCH_POOL', 16),
};

/** Messages between this process (the load) and the child (the servers). */
type ServerMessage =
  | { type: 'ready'; appUrl: string; bareUrl: string; merchantId: string; secretKey: string }
  | { type: 'cpu'; userMicros: number; systemMicros: number }
  | { type: 'failed'; message: string };
type LoadMessage = { type: 'cpu' } | { type: 'stop' };

const nowMs = () => performance.now();

// ---------------------------------------------------------------------------------------------
// Child: the real app and the bare route, in one process (only one of them is loaded at a time).
// ---------------------------------------------------------------------------------------------

async function serve(schema: string): Promise<void> {
  const send = (message: ServerMessage) => process.send?.(message);
  const appsDir = mkdtempSync(join(tmpdir(), 'bench-apps-'));
  const database = openPostgresDatabase({
    connectionString: config.connectionString,
    schema,
    maxConnections: config.poolSize,
  });
  // As the tests build it (packages/server/src/testing/test-app.ts), in test mode, no background jobs.
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    APPS_DIR: appsDir,
    ROLE: 'api',
    // The run outlasts the default 120 s: creations must not start failing on a stale rate.
    RATES_MONEY_MAX_AGE_MS: String(60 * 60_000),
    // Every creation stays unpaid: the bench measures creation, not the open-payments cap.
    MERCHANT_MAX_OPEN_PAYMENTS: '10000000',
  });
  await migrate(database);
  await seed(database, env);
  const app = await buildApp({ env, database });
  await app.ready();
  await app.rates.refresher.refreshNow();
  const merchant = await createTestMerchant(app, { feeBps: 100 });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  const bare = Fastify({ logger: false });
  let bareCount = 0;
  // The same call answered at once with a payment-sized body: parsing, routing and serialising only.
  bare.post<{ Body: Record<string, unknown> }>('/m/api/transaction', async (requested) => {
    bareCount += 1;
    return {
      request_status: 1,
      request_details: {
        ...requested.body,
        transaction_id: `pay_bare${bareCount}`,
        transaction_token: `pay_bare${bareCount}`,
        status: 'new',
        currency_1_address: 'rltc1qbarebarebarebarebarebarebarebarebarebare',
        currency_1_amount: '0.12345678',
        expires_at: new Date().toISOString(),
      },
    };
  });
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await bare.close().catch(() => undefined);
    await app.close().catch(() => undefined);
    rmSync(appsDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (message: LoadMessage) => {
    if (message.type === 'cpu') {
      const usage = process.cpuUsage();
      send({ type: 'cpu', userMicros: usage.user, systemMicros: usage.system });
    } else if (message.type === 'stop') void stop();
  });
  // The load process died: nothing will stop us otherwise.
  process.on('disconnect', () => void stop());
  send({ type: 'ready', appUrl, bareUrl, merchantId: merchant.merchantId, secretKey: merchant.keys.secret });
}

// ---------------------------------------------------------------------------------------------
// Parent: the load.
// ---------------------------------------------------------------------------------------------

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  body(sequence: number): Record<string, unknown>;
}

interface PhaseResult {
  name: string;
  /** 200 answers during the warm-up (stored as well). */
  warmupOk: number;
  ok: number;
  failures: Record<string, number>;
  elapsedSeconds: number;
  perSecond: number;
  latency: LatencySummary;
  serverCpuCores: number;
  clientCpuCores: number;
  loadAverage: number;
  lockWaits: LockWaits | undefined;
}

/** One POST on a keep-alive agent: resolves with the status once the whole answer is read. */
function post(
  agent: Agent,
  url: URL,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('request timed out after 30 s')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

let sequence = 0;

/**
 * `clients` closed loops for `seconds`: each sends its next request as soon as its previous answer
 * is read, on its own keep-alive connection (the agent holds exactly `clients` sockets).
 */
async function runLoad(
  target: Target,
  seconds: number,
  signal: AbortSignal,
): Promise<{ ok: number; failures: Record<string, number>; latenciesMs: number[]; elapsedSeconds: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: config.clients });
  const url = new URL('/m/api/transaction', target.url);
  const latenciesMs: number[] = [];
  const failures: Record<string, number> = {};
  let ok = 0;
  const started = nowMs();
  const endsAt = started + seconds * 1000;
  const client = async () => {
    while (nowMs() < endsAt && !signal.aborted) {
      sequence += 1;
      const body = JSON.stringify(target.body(sequence));
      const sent = nowMs();
      try {
        const answer = await post(agent, url, target.headers, body);
        if (answer.status === 200) {
          ok += 1;
          latenciesMs.push(nowMs() - sent);
        } else {
          const key = `HTTP ${answer.status} ${answer.text.slice(0, 120)}`;
          failures[key] = (failures[key] ?? 0) + 1;
        }
      } catch (error) {
        const key = error instanceof Error ? error.message : String(error);
        failures[key] = (failures[key] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: config.clients }, client));
  const elapsedSeconds = (nowMs() - started) / 1000;
  agent.destroy();
  return { ok, failures, latenciesMs, elapsedSeconds };
}

function startServer(schema: string): {
  child: ChildProcess;
  ready: Promise<Extract<ServerMessage, { type: 'ready' }>>;
} {
  // The same script in server mode, with tsx's loader (process.execArgv) as fork passes it on.
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/profiles", profiles the server alone.
  const extraArgs = (process.env['BENCH_SERVER_NODE_ARGS'] ?? '').split(' ').filter((arg) => arg !== '');
  const child = fork(fileURLToPath(import.meta.url), ['serve', schema], {
    execArgv: [...process.execArgv, ...extraArgs],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<Extract<ServerMessage, { type: 'ready' }>>((resolve, reject) => {
    const onMessage = (message: ServerMessage) => {
      if (message.type === 'ready') resolve(message);
      if (message.type === 'failed') reject(new Error(`server: ${message.message}`));
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`the server process exited with ${code} before it was ready`)));
  });
  return { child, ready };
}

function serverCpuMicros(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not report its CPU')), 10_000);
    const onMessage = (message: ServerMessage) => {
      if (message.type !== 'cpu') return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message.userMicros + message.systemMicros);
    };
    child.on('message', onMessage);
    child.send({ type: 'cpu' } satisfies LoadMessage);
  });
}

/** What the database shows while the load runs: sessions waiting for a lock on the brand's key row. */
interface LockWaits {
  samples: number;
  meanWaiting: number;
  maxWaiting: number;
}

/**
 * Samples every 50 ms how many sessions wait for a lock while holding a lock on this schema's
 * brand_xpubs (every address derivation reserves the key's next index with an UPDATE of its row,
 * held until the creating transaction commits).
 */
function sampleLockWaits(schema: string): { stop(): Promise<LockWaits> } {
  const monitor = openPostgresDatabase({ connectionString: config.connectionString, maxConnections: 1 });
  const counts: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const result = await monitor.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity a
         where a.wait_event_type = 'Lock'
           and exists (select 1 from pg_locks l where l.pid = a.pid and l.relation = to_regclass($1))`,
        [`${quoteIdentifier(schema)}.brand_xpubs`],
      );
      counts.push(result.rows[0]?.waiting ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await monitor.close();
      const total = counts.reduce((sum, count) => sum + count, 0);
      return {
        samples: counts.length,
        meanWaiting: counts.length === 0 ? Number.NaN : total / counts.length,
        maxWaiting: counts.reduce((highest, count) => Math.max(highest, count), 0),
      };
    },
  };
}

async function measure(
  child: ChildProcess,
  target: Target,
  signal: AbortSignal,
  schema?: string,
): Promise<PhaseResult> {
  console.log(`${target.name}: ${config.warmupSeconds} s warm-up, then ${config.durationSeconds} s`);
  const warmup = await runLoad(target, config.warmupSeconds, signal);
  signal.throwIfAborted();
  const serverBefore = await serverCpuMicros(child);
  const clientBefore = process.cpuUsage();
  const sampler = schema === undefined ? undefined : sampleLockWaits(schema);
  const result = await runLoad(target, config.durationSeconds, signal);
  const lockWaits = await sampler?.stop();
  const client = process.cpuUsage(clientBefore);
  const serverMicros = (await serverCpuMicros(child)) - serverBefore;
  const elapsedMicros = result.elapsedSeconds * 1e6;
  const failures = { ...result.failures };
  for (const [key, count] of Object.entries(warmup.failures)) failures[`warm-up: ${key}`] = count;
  return {
    name: target.name,
    warmupOk: warmup.ok,
    ok: result.ok,
    failures,
    elapsedSeconds: result.elapsedSeconds,
    perSecond: result.ok / result.elapsedSeconds,
    latency: summariseLatencies(result.latenciesMs),
    serverCpuCores: serverMicros / elapsedMicros,
    clientCpuCores: (client.user + client.system) / elapsedMicros,
    loadAverage: loadavg()[0] ?? Number.NaN,
    lockWaits,
  };
}

const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const row = (cells: string[]) =>
  cells.map((cell, index) => (index === 0 ? cell.padEnd(34) : cell.padStart(10))).join(' ');

function printReport(bare: PhaseResult, app: PhaseResult): void {
  console.log('');
  console.log(
    row([
      `target (${config.clients} clients)`,
      'per second',
      'mean ms',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'server CPU',
      'client CPU',
    ]),
  );
  for (const result of [bare, app]) {
    console.log(
      row([
        result.name,
        fixed(result.perSecond, 1),
        fixed(result.latency.meanMs),
        fixed(result.latency.p50Ms),
        fixed(result.latency.p95Ms),
        fixed(result.latency.p99Ms),
        fixed(result.serverCpuCores),
        fixed(result.clientCpuCores),
      ]),
    );
  }
  console.log('');
  for (const result of [bare, app]) {
    const failed = Object.entries(result.failures);
    console.log(
      `${result.name}: ${result.ok} answers 200 in ${fixed(result.elapsedSeconds)} s, load average ${fixed(result.loadAverage)}` +
        (failed.length === 0 ? ', no failure' : `, failures: ${JSON.stringify(result.failures)}`),
    );
  }
  console.log(`ratio payment creations/s / bare route requests/s = ${fixed(app.perSecond / bare.perSecond, 3)}`);
  console.log(`ratio p99 payment creation / p99 bare route      = ${fixed(app.latency.p99Ms / bare.latency.p99Ms, 1)}`);
  if (app.lockWaits !== undefined) {
    // Little's law: sessions waiting on average / creations per second = mean wait per creation.
    console.log(
      `sessions waiting for the brand key's row lock (every 50 ms, ${app.lockWaits.samples} samples): mean ${fixed(app.lockWaits.meanWaiting)}, max ${app.lockWaits.maxWaiting}` +
        ` → about ${fixed((app.lockWaits.meanWaiting / app.perSecond) * 1000, 1)} ms of each creation's latency`,
    );
  }
  console.log('(CPU in cores, of 2: the server process, and this load process)');
}

async function verify(schema: string, merchantId: string, acknowledged: number): Promise<void> {
  const database = openPostgresDatabase({ connectionString: config.connectionString, schema, maxConnections: 1 });
  try {
    const stored = await database.query<{ payments: string; addresses: string; derived: string }>(
      `select count(*)::text as payments, count(distinct address)::text as addresses,
         (select count(*) from deposit_addresses d where d.payment_id in
           (select id from merchant_payments where merchant_id = $1))::text as derived
       from merchant_payments where merchant_id = $1 and status = 'new' and coin = 'LTC'`,
      [merchantId],
    );
    const counts = stored.rows[0];
    console.log(
      `stored: ${counts?.payments} payments awaiting LTC, ${counts?.addresses} distinct addresses, ${counts?.derived} payment deposit addresses; ${acknowledged} answered 200`,
    );
    const expected = String(acknowledged);
    if (counts?.payments !== expected || counts.addresses !== expected || counts.derived !== expected) {
      throw new Error('Every 200 answer must be one stored payment with its own derived address');
    }
  } finally {
    await database.close();
  }
}

async function runBench(schema: string, signal: AbortSignal): Promise<void> {
  const { child, ready } = startServer(schema);
  currentChild = child;
  const servers = await ready;
  signal.throwIfAborted();
  const payload = (sequenceNumber: number) => ({
    merchant_id: servers.merchantId,
    amount: `${10 + (sequenceNumber % 490)}.${String(sequenceNumber % 100).padStart(2, '0')}`,
    currency: 'EUR',
    currency_1_iso: 'LTC',
    order_id: `bench-${sequenceNumber}`,
  });
  const headers = { authorization: `Bearer ${servers.secretKey}` };
  const bare = await measure(
    child,
    { name: 'bare Fastify route', url: servers.bareUrl, headers, body: payload },
    signal,
  );
  signal.throwIfAborted();
  const app = await measure(
    child,
    { name: 'POST /m/api/transaction (LTC)', url: servers.appUrl, headers, body: payload },
    signal,
    schema,
  );
  signal.throwIfAborted();
  printReport(bare, app);
  const failed = Object.values(app.failures).reduce((sum, count) => sum + count, 0);
  if (failed > 0) throw new Error(`${failed} payment creations failed`);
  // Every 200 answer, warm-up included, must be in the database.
  await verify(schema, servers.merchantId, app.warmupOk + app.ok);
}

let currentChild: ChildProcess | undefined;

async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.send({ type: 'stop' } satisfies LoadMessage);
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function main(): Promise<void> {
  const controller = new AbortController();
  for (const signalName of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signalName, () => controller.abort(new Error(`Interrupted by ${signalName}`)));
  }
  const overallLimitMs = (2 * (config.durationSeconds + config.warmupSeconds) + 180) * 1000;
  setTimeout(
    () => controller.abort(new Error(`Overall limit of ${overallLimitMs} ms reached`)),
    overallLimitMs,
  ).unref();

  const schema = `bench_payments_${randomBytes(4).toString('hex')}`;
  const admin = openPostgresDatabase({ connectionString: config.connectionString, maxConnections: 1 });
  let exitCode = 0;
  try {
    const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
    console.log(
      `${new Date().toISOString()} — ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}, PostgreSQL ${version}`,
    );
    console.log(
      `${config.clients} keep-alive clients, ${config.durationSeconds} s per target, server pool ${config.poolSize} connections, schema ${schema}`,
    );
    await admin.query(`create schema ${quoteIdentifier(schema)}`);
    await runBench(schema, controller.signal);
  } catch (error) {
    exitCode = 1;
    console.error(controller.signal.aborted ? controller.signal.reason : error);
  } finally {
    await stopServer(currentChild).catch(console.error);
    await admin.query(`drop schema if exists ${quoteIdentifier(schema)} cascade`).catch(console.error);
    await admin.close();
    console.log(`cleaned up ${schema}`);
  }
  process.exit(exitCode);
}

if (process.argv[2] === 'serve') {
  const schema = process.argv[3];
  if (schema === undefined) throw new Error('serve needs the schema');
  serve(schema).catch((error: unknown) => {
    process.send?.({
      type: 'failed',
      message: error instanceof Error ? error.message : String(error),
    } satisfies ServerMessage);
    process.exit(1);
  });
} else {
  await main();
}

/**
 * Live payment status at scale (bench/README.md, "Live status"): BENCH_SUBSCRIBERS (2000) Server-Sent
 * Events subscribers, real HTTP connections from this process, on one server (a child process running
 * the real app in test mode on PostgreSQL, schema bench_live_<random>), spread over BENCH_PAYMENTS (200)
 * payments. Three bursts of state changes, each changing every payment once:
 *   1. the server's own watcher sees half of each payment on the simulated chain → new + paid_partial
 *      (the change is made in the server process, which hands it to its subscribers as it commits);
 *   2. another instance (a second child process, the "worker", its own app on the same schema) sees
 *      the rest → processing (the server learns it only from its once-per-500-ms version check);
 *   3. the server's watcher sees two blocks → credited and settled to the merchant (ledger transfers).
 * Each change is stamped when its transaction has committed (the instance's Database is wrapped): per
 * payment, the commit that first made the state the burst waits for (in burst 3 a payment's first
 * deposit is credited before its second one settles it: the settling commit counts). Each
 * subscriber's delivery is stamped when its event arrives here; per subscriber, delivery − commit, printed as
 * p50/p95/p99/max per burst. Goal: p99 under 1 s. Everything is stopped and dropped at the end, also
 * after a failure or Ctrl-C.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get, type ClientRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MerchantPayment } from '../packages/core/src/index.js';
import { buildApp, type App } from '../packages/server/src/app.js';
import { parseEnv } from '../packages/server/src/config/env.js';
import type { Database, Transaction } from '../packages/server/src/db/database.js';
import { migrate } from '../packages/server/src/db/migrate.js';
import { openPostgresDatabase, quoteIdentifier } from '../packages/server/src/db/postgres-database.js';
import { reconcile } from '../packages/server/src/modules/ledger/ledger-service.js';
import { createTestMerchant } from '../packages/server/src/modules/merchants/testing.js';
import { seed } from '../packages/server/src/seed/seed.js';
import { summariseLatencies } from './stats.js';
import { positiveInteger } from './env.js';

const config = {
  connectionString: process.env['BENCH_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test',
  subscribers: positiveInteger('BENCH_SUBSCRIBERS', 2000),
  payments: positiveInteger('BENCH_PAYMENTS', 200),
  poolSize: positiveInteger('BENCH_POOL', 8),
  /** How long a burst may take to reach every subscriber before the run counts the rest as missing. */
  deliveryTimeoutMs: positiveInteger('BENCH_DELIVERY_TIMEOUT_MS', 30_000),
};
const goalP99Ms = 1000;

/** Wall-clock milliseconds with sub-millisecond precision, comparable between processes of one machine. */
const wallMs = () => performance.timeOrigin + performance.now();

type Change = 'pay-half' | 'pay-rest' | 'mine';
/** A committed payment change: the payment, the state it moved to, and when its COMMIT returned. */
interface Commit {
  paymentId: string;
  status: string;
  exceptionStatus: string;
  committedAtMs: number;
}
type InstanceMessage =
  | { type: 'ready'; url: string | null; merchantId: string; paymentIds: string[] }
  | { type: 'changed'; commits: Commit[]; cpuMs: number }
  | { type: 'failed'; message: string };
type ControlMessage = { type: 'change'; change: Change } | { type: 'stop' };

// ---------------------------------------------------------------------------------------------
// Children: an app instance (the server, listening; or the worker, another instance on the schema).
// ---------------------------------------------------------------------------------------------

/** A payment refresh's state change (payments-service.ts refreshPayment: id, status, exception status). */
const paymentChange = /^\s*update merchant_payments set status = \$2, exception_status = \$3\b/;

/**
 * The instance's Database, with the commit of every payment state change stamped: after `transaction`
 * resolved, the COMMIT has returned. The update's first three parameters are the payment id and the
 * state it moved to.
 */
function stampingDatabase(inner: Database, onCommit: (commits: Commit[]) => void): Database {
  return {
    kind: inner.kind,
    query: <Row>(sql: string, params?: readonly unknown[]) => inner.query<Row>(sql, params),
    close: () => inner.close(),
    async transaction<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
      const changed: Omit<Commit, 'committedAtMs'>[] = [];
      const result = await inner.transaction((transaction) =>
        work({
          async query<Row>(sql: string, params?: readonly unknown[]) {
            const answer = await transaction.query<Row>(sql, params);
            if (paymentChange.test(sql))
              changed.push({
                paymentId: String(params?.[0]),
                status: String(params?.[1]),
                exceptionStatus: String(params?.[2]),
              });
            return answer;
          },
          execScript: (sql) => transaction.execScript(sql),
        }),
      );
      const committedAtMs = wallMs();
      if (changed.length > 0) onCommit(changed.map((commit) => ({ ...commit, committedAtMs })));
      return result;
    },
  };
}

async function instance(role: 'server' | 'worker', schema: string, merchantIdOfServer: string | undefined) {
  const send = (message: InstanceMessage) => process.send?.(message);
  const appsDir = mkdtempSync(join(tmpdir(), 'bench-apps-'));
  let commits: Commit[] = [];
  const database = stampingDatabase(
    openPostgresDatabase({ connectionString: config.connectionString, schema, maxConnections: config.poolSize }),
    (committed) => commits.push(...committed),
  );
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    APPS_DIR: appsDir,
    // No background jobs: the bench drives the watcher, so it knows when each burst starts.
    ROLE: 'api',
    CHAIN_SIM_CONFIRMATIONS: '2',
    // Thousands of subscribers come from one loopback address: above the merchant API's per-IP limit.
    MERCHANT_API_RATE_LIMIT_PER_IP: '1000000',
  });
  if (role === 'server') {
    await migrate(database);
    await seed(database, env);
  }
  const app: App = await buildApp({ env, database });
  await app.ready();
  let merchantId = merchantIdOfServer ?? '';
  let url: string | null = null;
  if (role === 'server') {
    await app.rates.refresher.refreshNow();
    const merchant = await createTestMerchant(app, { feeBps: 100 });
    merchantId = merchant.merchantId;
    for (let index = 0; index < config.payments; index += 1) {
      const created = await app.inject({
        method: 'POST',
        url: '/m/api/transaction',
        headers: { authorization: `Bearer ${merchant.keys.secret}` },
        payload: { merchant_id: merchantId, amount: `${20 + (index % 80)}.00`, currency: 'EUR', currency_1_iso: 'LTC' },
      });
      if (created.statusCode !== 200) throw new Error(`creating a payment failed: ${created.body}`);
    }
    url = await app.listen({ host: '127.0.0.1', port: 0 });
  }
  const paymentIds = async () =>
    (
      await database.query<{ id: string; address: string; due: string; paid: string }>(
        `select id, address, coin_amount::text as due, amount_paid::text as paid from merchant_payments
         where merchant_id = $1 and coin = 'LTC' order by id`,
        [merchantId],
      )
    ).rows;

  const watcher = app.chains.watchers.LTC;
  const chain = app.chains.simulated.LTC;
  if (watcher === undefined || chain === undefined) throw new Error('test mode should simulate LTC');
  const change = async (kind: Change) => {
    commits = [];
    const cpuBefore = process.cpuUsage();
    const payments = await paymentIds();
    if (kind === 'mine') {
      // Two blocks: the deposits reach their 2 confirmations, are credited, and the payments settle.
      for (let block = 0; block < 2; block += 1) {
        await chain.mine({ force: true });
        await watcher.runCycle();
      }
    } else {
      for (const payment of payments) {
        const due = BigInt(payment.due);
        const amount = kind === 'pay-half' ? due / 2n : due - BigInt(payment.paid);
        await chain.pay({ asset: 'LTC', address: payment.address, amount });
      }
      await watcher.runCycle();
    }
    // The watcher's deposit events refresh each payment in the background (merchants-plugin.ts).
    const deadline = Date.now() + 60_000;
    const target = { 'pay-half': 'new', 'pay-rest': 'processing', mine: 'settled' }[kind];
    const reached = () => new Set(commits.filter((commit) => commit.status === target).map((c) => c.paymentId)).size;
    while (reached() < payments.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    // The next burst may come from the other instance: give the chain's lease back.
    await watcher.stop();
    const cpu = process.cpuUsage(cpuBefore);
    send({ type: 'changed', commits, cpuMs: (cpu.user + cpu.system) / 1000 });
  };

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close().catch(() => undefined);
    rmSync(appsDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (message: ControlMessage) => {
    if (message.type === 'stop') void stop();
    else
      change(message.change).catch((error: unknown) =>
        send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
      );
  });
  process.on('disconnect', () => void stop());
  send({ type: 'ready', url, merchantId, paymentIds: (await paymentIds()).map((payment) => payment.id) });
}

// ---------------------------------------------------------------------------------------------
// Parent: the subscribers and the measurement.
// ---------------------------------------------------------------------------------------------

interface Subscriber {
  paymentId: string;
  request: ClientRequest;
  /** Called with each `payment` event and the wall-clock time its bytes arrived. */
  onEvent?: (payment: MerchantPayment, receivedAtMs: number) => void;
  firstEvent: Promise<void>;
}

function subscribe(agent: Agent, origin: string, merchantId: string, paymentId: string): Subscriber {
  const url = new URL('/m/api/transaction/events', origin);
  url.searchParams.set('transaction_id', paymentId);
  url.searchParams.set('merchant_id', merchantId);
  let resolveFirst: () => void = () => undefined;
  let rejectFirst: (error: Error) => void = () => undefined;
  const firstEvent = new Promise<void>((resolve, reject) => {
    resolveFirst = resolve;
    rejectFirst = reject;
  });
  const subscriber: Subscriber = {
    paymentId,
    firstEvent,
    request: get(url, { agent }, (response) => {
      if (response.statusCode !== 200) {
        rejectFirst(new Error(`GET events answered ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const receivedAtMs = wallMs();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('event: payment')) continue;
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data === undefined) continue;
          resolveFirst();
          subscriber.onEvent?.(JSON.parse(data.slice(6)) as MerchantPayment, receivedAtMs);
        }
      });
    }),
  };
  subscriber.request.on('error', (error) => rejectFirst(error));
  return subscriber;
}

function startInstance(
  role: 'server' | 'worker',
  schema: string,
  merchantId?: string,
): { child: ChildProcess; ready: Promise<Extract<InstanceMessage, { type: 'ready' }>> } {
  const child = fork(
    fileURLToPath(import.meta.url),
    [role, schema, ...(merchantId === undefined ? [] : [merchantId])],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  children.push(child);
  const ready = new Promise<Extract<InstanceMessage, { type: 'ready' }>>((resolve, reject) => {
    child.on('message', (message: InstanceMessage) => {
      if (message.type === 'ready') resolve(message);
      if (message.type === 'failed') reject(new Error(`${role}: ${message.message}`));
    });
    child.once('exit', (code) => reject(new Error(`the ${role} process exited with ${code} before it was ready`)));
  });
  return { child, ready };
}

function requestChange(child: ChildProcess, change: Change): Promise<Extract<InstanceMessage, { type: 'changed' }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: InstanceMessage) => {
      if (message.type === 'changed') {
        child.off('message', onMessage);
        resolve(message);
      } else if (message.type === 'failed') {
        child.off('message', onMessage);
        reject(new Error(message.message));
      }
    };
    child.on('message', onMessage);
    child.send({ type: 'change', change } satisfies ControlMessage);
  });
}

interface BurstResult {
  name: string;
  expected: number;
  delivered: number[];
  commits: number;
  commitSpreadMs: number;
  instanceCpuMs: number;
  loadAverage: number;
}

/** One burst: asks `child` to make the change, collects each subscriber's first delivery of the new state. */
async function burst(
  name: string,
  child: ChildProcess,
  change: Change,
  reached: (payment: MerchantPayment) => boolean,
  subscribers: Subscriber[],
): Promise<BurstResult> {
  const receivedAt = new Map<Subscriber, number>();
  let allDelivered: () => void = () => undefined;
  const delivered = new Promise<void>((resolve) => (allDelivered = resolve));
  for (const subscriber of subscribers) {
    subscriber.onEvent = (payment, receivedAtMs) => {
      if (receivedAt.has(subscriber) || !reached(payment)) return;
      receivedAt.set(subscriber, receivedAtMs);
      if (receivedAt.size === subscribers.length) allDelivered();
    };
  }
  const changed = await requestChange(child, change);
  await Promise.race([delivered, new Promise((resolve) => setTimeout(resolve, config.deliveryTimeoutMs))]);
  // Per payment, the commit that first made the state the subscribers wait for (a payment may change
  // before: in burst 3 its first deposit is credited, then its second one settles it).
  const commitOf = new Map<string, number>();
  for (const commit of changed.commits) {
    const state = { status: commit.status, exception_status: commit.exceptionStatus } as MerchantPayment;
    if (!commitOf.has(commit.paymentId) && reached(state)) commitOf.set(commit.paymentId, commit.committedAtMs);
  }
  const latencies: number[] = [];
  for (const [subscriber, at] of receivedAt) {
    const committedAt = commitOf.get(subscriber.paymentId);
    if (committedAt !== undefined) latencies.push(at - committedAt);
  }
  const commitTimes = [...commitOf.values()];
  return {
    name,
    expected: subscribers.length,
    delivered: latencies,
    commits: commitOf.size,
    commitSpreadMs: commitTimes.length === 0 ? 0 : Math.max(...commitTimes) - Math.min(...commitTimes),
    instanceCpuMs: changed.cpuMs,
    loadAverage: loadavg()[0] ?? Number.NaN,
  };
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const row = (cells: string[]) =>
  cells.map((cell, index) => (index === 0 ? cell.padEnd(44) : cell.padStart(9))).join(' ');

function printReport(results: BurstResult[]): boolean {
  console.log('');
  console.log(
    row([
      `burst (${config.subscribers} subscribers, ${config.payments} payments)`,
      'delivered',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'commits',
      'spread ms',
    ]),
  );
  let met = true;
  for (const result of results) {
    const summary = summariseLatencies(result.delivered);
    const max = result.delivered.reduce((highest, value) => Math.max(highest, value), Number.NEGATIVE_INFINITY);
    if (!(summary.p99Ms < goalP99Ms) || result.delivered.length !== result.expected) met = false;
    console.log(
      row([
        result.name,
        `${result.delivered.length}/${result.expected}`,
        fixed(summary.p50Ms),
        fixed(summary.p95Ms),
        fixed(summary.p99Ms),
        fixed(max),
        String(result.commits),
        fixed(result.commitSpreadMs),
      ]),
    );
  }
  console.log('');
  for (const result of results) {
    console.log(
      `${result.name}: the changing instance used ${fixed(result.instanceCpuMs, 0)} ms of CPU; load average ${fixed(result.loadAverage, 2)}`,
    );
  }
  console.log('(latency: from the commit of the payment change to the event arriving at each subscriber;');
  console.log(' spread: first to last commit of the burst, the time the instance took to make all the changes)');
  console.log(`goal p99 < ${goalP99Ms} ms with every subscriber served: ${met ? 'met' : 'NOT met'}`);
  return met;
}

const children: ChildProcess[] = [];

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.send({ type: 'stop' } satisfies ControlMessage);
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function runBench(schema: string, signal: AbortSignal): Promise<boolean> {
  const server = startInstance('server', schema);
  const ready = await server.ready;
  signal.throwIfAborted();
  if (ready.url === null) throw new Error('the server did not listen');
  const worker = startInstance('worker', schema, ready.merchantId);
  await worker.ready;
  signal.throwIfAborted();

  console.log(`opening ${config.subscribers} subscribers to ${ready.url}`);
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const subscribers: Subscriber[] = [];
  const opening = 50;
  for (let start = 0; start < config.subscribers; start += opening) {
    const batch: Subscriber[] = [];
    for (let index = start; index < Math.min(config.subscribers, start + opening); index += 1) {
      const paymentId = ready.paymentIds[index % ready.paymentIds.length]!;
      batch.push(subscribe(agent, ready.url, ready.merchantId, paymentId));
    }
    await Promise.all(batch.map((subscriber) => subscriber.firstEvent));
    subscribers.push(...batch);
    signal.throwIfAborted();
  }
  // The live loop sends every new subscriber the current state once more at its next check: let it pass.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  console.log(`${subscribers.length} subscribers connected, each with its first event`);

  const results: BurstResult[] = [];
  results.push(
    await burst(
      '1. half paid, server process (poked)',
      server.child,
      'pay-half',
      (payment) => payment.exception_status === 'paid_partial',
      subscribers,
    ),
  );
  signal.throwIfAborted();
  results.push(
    await burst(
      '2. rest paid, other instance (500 ms check)',
      worker.child,
      'pay-rest',
      (payment) => payment.status === 'processing',
      subscribers,
    ),
  );
  signal.throwIfAborted();
  results.push(
    await burst(
      '3. 2 blocks → settled, server process',
      server.child,
      'mine',
      (payment) => payment.status === 'settled',
      subscribers,
    ),
  );
  for (const subscriber of subscribers) subscriber.request.destroy();
  agent.destroy();
  const met = printReport(results);

  const database = openPostgresDatabase({ connectionString: config.connectionString, schema, maxConnections: 1 });
  try {
    const states = await database.query<{ status: string; count: string }>(
      'select status, count(*)::text as count from merchant_payments group by status order by status',
    );
    const report = await reconcile(database);
    console.log(
      `payments: ${states.rows.map((state) => `${state.count} ${state.status}`).join(', ')}; reconcile: ${report.violations.length} violations`,
    );
    if (report.violations.length > 0) throw new Error(`The books are wrong: ${JSON.stringify(report.violations)}`);
  } finally {
    await database.close();
  }
  return met;
}

async function main(): Promise<void> {
  const controller = new AbortController();
  for (const signalName of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signalName, () => controller.abort(new Error(`Interrupted by ${signalName}`)));
  }
  const overallLimitMs = 3 * config.deliveryTimeoutMs + 300_000;
  setTimeout(
    () => controller.abort(new Error(`Overall limit of ${overallLimitMs} ms reached`)),
    overallLimitMs,
  ).unref();
  const schema = `bench_live_${randomBytes(4).toString('hex')}`;
  const admin = openPostgresDatabase({ connectionString: config.connectionString, maxConnections: 1 });
  let exitCode = 0;
  try {
    const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
    console.log(
      `${new Date().toISOString()} — ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}, PostgreSQL ${version}`,
    );
    console.log(
      `${config.subscribers} SSE subscribers over ${config.payments} payments, pool ${config.poolSize} per instance, schema ${schema}`,
    );
    await admin.query(`create schema ${quoteIdentifier(schema)}`);
    // A missed goal is a finding to print, not a failure of the run; a broken run exits 1.
    await runBench(schema, controller.signal);
  } catch (error) {
    exitCode = 1;
    console.error(controller.signal.aborted ? controller.signal.reason : error);
  } finally {
    for (const child of children) await stopChild(child).catch(console.error);
    await admin.query(`drop schema if exists ${quoteIdentifier(schema)} cascade`).catch(console.error);
    await admin.close();
    console.log(`cleaned up ${schema}`);
  }
  process.exit(exitCode);
}

const role = process.argv[2];
if (role === 'server' || role === 'worker') {
  const schema = process.argv[3];
  if (schema === undefined) throw new Error(`${role} needs the schema`);
  instance(role, schema, process.argv[4]).catch((error: unknown) => {
    process.send?.({
      type: 'failed',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    } satisfies InstanceMessage);
    process.exit(1);
  });
} else {
  await main();
}

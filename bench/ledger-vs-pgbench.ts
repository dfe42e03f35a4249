/**
 * Ledger throughput next to pgbench's TPC-B-like script on the same PostgreSQL, in one run:
 *   1. pgbench -c 8 -j 2 -T <s> -M prepared in a throw-away database bench_pgbench_<random>;
 *   2. ledger single transfers (one createTransfers call = one transfer), 8 clients;
 *   3. ledger batches of BENCH_BATCH transfers per call, 8 clients;
 * then reconcile on the bench schema (the run fails on any violation). Everything it creates is
 * dropped at the end, also after a failure or Ctrl-C. See bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { migrate } from '../packages/server/src/db/migrate.js';
import { openPostgresDatabase, quoteIdentifier } from '../packages/server/src/db/postgres-database.js';
import { reconcile } from '../packages/server/src/modules/ledger/ledger-service.js';
import { maxBatchSize } from '../packages/server/src/modules/ledger/transfer-request.js';
import { prepareBook, runLedgerPhase, type LedgerPhaseResult } from './ledger-phase.js';
import { runPgbench, type PgbenchResult } from './pgbench-phase.js';

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^[1-9][0-9]*$/.test(raw)) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return Number(raw);
}

const config = {
  connectionString: process.env['BENCH_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test',
  durationSeconds: positiveInteger('BENCH_SECONDS', 10),
  clients: positiveInteger('BENCH_CLIENTS', 8),
  pgbenchThreads: positiveInteger('BENCH_PGBENCH_THREADS', 2),
  pgbenchScale: positiveInteger('BENCH_PGBENCH_SCALE', 10),
  batchSize: positiveInteger('BENCH_BATCH', 100),
  users: positiveInteger('BENCH_USERS', 1000),
  pgbenchPath: process.env['BENCH_PGBENCH'] || '/usr/bin/pgbench',
};

// Before any phase runs, rather than after pgbench has taken its share of the time.
if (config.batchSize > maxBatchSize) throw new Error(`BENCH_BATCH is at most ${maxBatchSize}, got ${config.batchSize}`);

const controller = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // `on`, not `once`: Ctrl-C reaches us twice (directly and relayed by tsx), and a second signal
  // with no handler would kill the process before the clean-up below has dropped what it created.
  process.on(signal, () => controller.abort(new Error(`Interrupted by ${signal}`)));
}
// Three timed phases plus set-up, migration and reconcile; past this something hangs.
const overallLimitMs = (3 * config.durationSeconds + 240) * 1000;
setTimeout(() => controller.abort(new Error(`Overall limit of ${overallLimitMs} ms reached`)), overallLimitMs).unref();

const suffix = randomBytes(4).toString('hex');
const pgbenchDatabase = `bench_pgbench_${suffix}`;
const ledgerSchema = `bench_ledger_${suffix}`;

const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const row = (cells: string[]) =>
  cells.map((cell, index) => (index === 0 ? cell.padEnd(30) : cell.padStart(11))).join(' ');

function printReport(pgbench: PgbenchResult, single: LedgerPhaseResult, batched: LedgerPhaseResult): void {
  console.log('');
  console.log(row(['phase (8 clients)', 'per second', 'mean ms', 'p50 ms', 'p95 ms', 'p99 ms', 'client CPU']));
  const latency = (summary: { meanMs: number; p50Ms: number; p95Ms: number; p99Ms: number }) =>
    [summary.meanMs, summary.p50Ms, summary.p95Ms, summary.p99Ms].map((value) => fixed(value));
  console.log(row(['pgbench TPC-B-like (tx)', fixed(pgbench.tps, 1), ...latency(pgbench.latency), '-']));
  console.log(
    row([
      'ledger single (transfers)',
      fixed(single.transfersPerSecond, 1),
      ...latency(single.latency),
      fixed(single.clientCpuCores),
    ]),
  );
  console.log(
    row([
      `ledger batch ${config.batchSize} (transfers)`,
      fixed(batched.transfersPerSecond, 1),
      ...latency(batched.latency),
      fixed(batched.clientCpuCores),
    ]),
  );
  console.log(row([`  = batches of ${config.batchSize}`, fixed(batched.callsPerSecond, 1), '', '', '', '', '']));
  console.log('');
  console.log(
    `pgbench: ${pgbench.transactions} transactions, its own latency average ${fixed(pgbench.reportedLatencyAverageMs, 3)} ms`,
  );
  console.log(`ledger single: ${single.transfersOk} transfers in ${fixed(single.elapsedSeconds)} s`);
  console.log(
    `ledger batched: ${batched.transfersOk} transfers in ${batched.calls} calls in ${fixed(batched.elapsedSeconds)} s`,
  );
  console.log(`ratio ledger single tps / pgbench tps  = ${fixed(single.transfersPerSecond / pgbench.tps, 3)}`);
  console.log(`ratio ledger batched tps / pgbench tps = ${fixed(batched.transfersPerSecond / pgbench.tps, 3)}`);
  console.log('(latency of a batched call is per batch; client CPU is the Node process in cores, of 2)');
}

async function runBench(admin: ReturnType<typeof openPostgresDatabase>): Promise<void> {
  const signal = controller.signal;
  const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
  console.log(
    `${new Date().toISOString()} — ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}, PostgreSQL ${version}`,
  );
  console.log(
    `${config.durationSeconds} s per phase, ${config.clients} clients, pgbench scale ${config.pgbenchScale}, ${config.users} ledger users`,
  );

  await admin.query(`create database ${quoteIdentifier(pgbenchDatabase)}`);
  const pgbenchUrl = new URL(config.connectionString);
  pgbenchUrl.pathname = `/${pgbenchDatabase}`;
  console.log(`phase 1: pgbench in database ${pgbenchDatabase}`);
  const pgbench = await runPgbench({
    pgbenchPath: config.pgbenchPath,
    connectionUrl: pgbenchUrl.toString(),
    scale: config.pgbenchScale,
    clients: config.clients,
    threads: config.pgbenchThreads,
    durationSeconds: config.durationSeconds,
    signal,
  });
  // Gone before the ledger runs, so both phases see the same server otherwise idle.
  await admin.query(`drop database if exists ${quoteIdentifier(pgbenchDatabase)} with (force)`);

  await admin.query(`create schema ${quoteIdentifier(ledgerSchema)}`);
  const ledger = openPostgresDatabase({
    connectionString: config.connectionString,
    schema: ledgerSchema,
    maxConnections: 2,
  });
  try {
    await migrate(ledger);
    const book = await prepareBook(ledger, config.users);
    const phase = { connectionString: config.connectionString, schema: ledgerSchema, book, clients: config.clients };
    signal.throwIfAborted();
    console.log(`phase 2: ledger single transfers in schema ${ledgerSchema}`);
    const single = await runLedgerPhase({
      ...phase,
      transfersPerCall: 1,
      durationSeconds: config.durationSeconds,
      label: 's',
      signal,
    });
    signal.throwIfAborted();
    console.log(`phase 3: ledger batches of ${config.batchSize}`);
    const batched = await runLedgerPhase({
      ...phase,
      transfersPerCall: config.batchSize,
      durationSeconds: config.durationSeconds,
      label: 'b',
      signal,
    });
    signal.throwIfAborted();
    printReport(pgbench, single, batched);
    await verifyBooks(ledger, single, batched);
  } finally {
    await ledger.close();
  }
}

/** Everything acknowledged is stored, nothing else was answered, and reconcile proves the books. */
async function verifyBooks(
  ledger: ReturnType<typeof openPostgresDatabase>,
  single: LedgerPhaseResult,
  batched: LedgerPhaseResult,
): Promise<void> {
  const problems: string[] = [];
  for (const [name, result] of [
    ['single', single],
    ['batched', batched],
  ] as const) {
    if (Object.keys(result.unexpected).length > 0)
      problems.push(`${name}: results other than ok ${JSON.stringify(result.unexpected)}`);
  }
  const stored = await ledger.query<{ count: string }>(
    "select count(*)::text as count from ledger_transfers where code = 'bench'",
  );
  const storedCount = Number(stored.rows[0]?.count ?? -1);
  if (storedCount !== single.transfersOk + batched.transfersOk) {
    problems.push(`${storedCount} bench transfers stored, ${single.transfersOk + batched.transfersOk} acknowledged ok`);
  }
  const report = await reconcile(ledger);
  const totals = report.assets
    .map((totals) => `${totals.asset} posted ${totals.debitsPosted}/${totals.creditsPosted}`)
    .join(', ');
  console.log(
    `reconcile: ${report.accountsChecked} accounts, ${storedCount} bench transfers, ${totals} (debits/credits), ${report.violations.length} violations`,
  );
  for (const violation of report.violations.slice(0, 20))
    problems.push(`${violation.type} ${violation.subject}: ${violation.detail}`);
  if (problems.length > 0) throw new Error(`The books are wrong after the bench:\n${problems.join('\n')}`);
  console.log('reconcile: no violation');
}

const admin = openPostgresDatabase({ connectionString: config.connectionString, maxConnections: 1 });
let exitCode = 0;
try {
  await runBench(admin);
} catch (error) {
  exitCode = 1;
  console.error(controller.signal.aborted ? controller.signal.reason : error);
} finally {
  await admin.query(`drop database if exists ${quoteIdentifier(pgbenchDatabase)} with (force)`).catch(console.error);
  await admin.query(`drop schema if exists ${quoteIdentifier(ledgerSchema)} cascade`).catch(console.error);
  await admin.close();
  console.log(`cleaned up ${pgbenchDatabase} and ${ledgerSchema}`);
}
process.exit(exitCode);

/**
 * Ledger throughput next to pgbench's TPC-B-like script on the same PostgreSQL, in one run:
 *   BENCH_ROUNDS (3) rounds, each of
 *     a. pgbench -c 8 -j 2 -T <s> -M prepared in a throw-away database bench_pgbench_<random>;
 *     b. ledger single transfers (one createTransfers call = one transfer), 8 clients;
 *   (alternating, so a machine that gets faster or slower during the run weighs on both alike), then
 *   ledger batches of BENCH_BATCH transfers per call, 8 clients;
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
import { summariseLatencies } from './stats.js';
import { runPgbench, type PgbenchResult } from './pgbench-phase.js';
import { positiveInteger } from './env.js';

const config = {
  connectionString: process.env['BENCH_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test',
  durationSeconds: positiveInteger('BENCH_SECONDS', 10),
  clients: positiveInteger('BENCH_CLIENTS', 8),
  pgbenchThreads: positiveInteger('BENCH_PGBENCH_THREADS', 2),
  pgbenchScale: positiveInteger('BENCH_PGBENCH_SCALE', 10),
  batchSize: positiveInteger('BENCH_BATCH', 100),
  users: positiveInteger('BENCH_USERS', 1000),
  pgbenchPath: process.env['BENCH_PGBENCH'] || '/usr/bin/pgbench',
  rounds: positiveInteger('BENCH_ROUNDS', 3),
};

// Before any phase runs, rather than after pgbench has taken its share of the time.
if (config.batchSize > maxBatchSize) throw new Error(`BENCH_BATCH is at most ${maxBatchSize}, got ${config.batchSize}`);

const controller = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // `on`, not `once`: Ctrl-C reaches us twice (directly and relayed by tsx), and a second signal
  // with no handler would kill the process before the clean-up below has dropped what it created.
  process.on(signal, () => controller.abort(new Error(`Interrupted by ${signal}`)));
}
// The timed phases plus set-up, migration and reconcile; past this something hangs.
const overallLimitMs = ((2 * config.rounds + 1) * config.durationSeconds + 240) * 1000;
setTimeout(() => controller.abort(new Error(`Overall limit of ${overallLimitMs} ms reached`)), overallLimitMs).unref();

const suffix = randomBytes(4).toString('hex');
const pgbenchDatabase = `bench_pgbench_${suffix}`;
const ledgerSchema = `bench_ledger_${suffix}`;

const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const row = (cells: string[]) =>
  cells.map((cell, index) => (index === 0 ? cell.padEnd(30) : cell.padStart(11))).join(' ');

interface NamedPhase {
  name: string;
  result: LedgerPhaseResult;
}

interface Round {
  pgbench: PgbenchResult;
  single: LedgerPhaseResult;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function printReport(rounds: Round[], batched: LedgerPhaseResult): void {
  const latency = (summary: { meanMs: number; p50Ms: number; p95Ms: number; p99Ms: number }) =>
    [summary.meanMs, summary.p50Ms, summary.p95Ms, summary.p99Ms].map((value) => fixed(value));
  console.log('');
  console.log(row(['round', 'pgbench tx/s', 'single tr/s', 'ratio']));
  rounds.forEach(({ pgbench, single }, index) => {
    console.log(
      row([
        String(index + 1),
        fixed(pgbench.tps, 1),
        fixed(single.transfersPerSecond, 1),
        fixed(single.transfersPerSecond / pgbench.tps, 3),
      ]),
    );
  });
  const pgbenchTps = mean(rounds.map((round) => round.pgbench.tps));
  const singleTps = mean(rounds.map((round) => round.single.transfersPerSecond));
  console.log('');
  console.log(row([`all rounds (8 clients)`, 'per second', 'mean ms', 'p50 ms', 'p95 ms', 'p99 ms', 'client CPU']));
  console.log(
    row([
      'pgbench TPC-B-like (tx)',
      fixed(pgbenchTps, 1),
      ...latency(summariseLatencies(rounds.flatMap((round) => round.pgbench.latenciesMs))),
      '-',
    ]),
  );
  console.log(
    row([
      'ledger single',
      fixed(singleTps, 1),
      ...latency(summariseLatencies(rounds.flatMap((round) => round.single.latenciesMs))),
      fixed(mean(rounds.map((round) => round.single.clientCpuCores))),
    ]),
  );
  console.log(
    row([
      `ledger batch ${config.batchSize}`,
      fixed(batched.transfersPerSecond, 1),
      ...latency(batched.latency),
      fixed(batched.clientCpuCores),
    ]),
  );
  console.log(row([`  = batches of ${config.batchSize}`, fixed(batched.callsPerSecond, 1), '', '', '', '', '']));
  console.log('');
  console.log(
    `pgbench: ${rounds.reduce((sum, round) => sum + round.pgbench.transactions, 0)} transactions in ${rounds.length} runs`,
  );
  console.log(
    `ledger single: ${rounds.reduce((sum, round) => sum + round.single.transfersOk, 0)} transfers in ${rounds.length} runs`,
  );
  console.log(`ledger batched: ${batched.transfersOk} transfers in ${batched.calls} calls`);
  const roundRatios = rounds.map((round) => round.single.transfersPerSecond / round.pgbench.tps);
  console.log(
    `ratio ledger single / pgbench tps = ${fixed(singleTps / pgbenchTps, 3)} (all rounds; per round ${roundRatios.map((ratio) => fixed(ratio, 3)).join(', ')}; median ${fixed(median(roundRatios), 3)})`,
  );
  console.log(
    `ratio ledger batched / pgbench tps = ${fixed(batched.transfersPerSecond / pgbenchTps, 3)} (against pgbench over all rounds)`,
  );
  console.log('(latency of a batched call is per batch; client CPU is the Node process in cores, of 2)');
}

async function runBench(admin: ReturnType<typeof openPostgresDatabase>): Promise<void> {
  const signal = controller.signal;
  const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
  console.log(
    `${new Date().toISOString()} — ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}, PostgreSQL ${version}`,
  );
  console.log(
    `${config.rounds} rounds of ${config.durationSeconds} s per phase, ${config.clients} clients, pgbench scale ${config.pgbenchScale}, ${config.users} ledger users`,
  );

  await admin.query(`create database ${quoteIdentifier(pgbenchDatabase)}`);
  const pgbenchUrl = new URL(config.connectionString);
  pgbenchUrl.pathname = `/${pgbenchDatabase}`;
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
    const rounds: Round[] = [];
    // Each timed phase starts after a checkpoint, so none of them pays for the writes of what came
    // before it (pgbench -i loads ~130 MB at scale 10; the ledger's set-up funds every user).
    const checkpoint = () => admin.query('checkpoint');
    for (let round = 0; round < config.rounds; round += 1) {
      signal.throwIfAborted();
      if (round === 0) {
        console.log(`pgbench -i -s ${config.pgbenchScale} in database ${pgbenchDatabase}`);
        await runPgbench({
          pgbenchPath: config.pgbenchPath,
          connectionUrl: pgbenchUrl.toString(),
          scale: config.pgbenchScale,
          clients: config.clients,
          threads: config.pgbenchThreads,
          durationSeconds: 0,
          initialise: true,
          signal,
        });
      }
      await checkpoint();
      console.log(`round ${round + 1}: pgbench in database ${pgbenchDatabase}`);
      const pgbench = await runPgbench({
        pgbenchPath: config.pgbenchPath,
        connectionUrl: pgbenchUrl.toString(),
        scale: config.pgbenchScale,
        clients: config.clients,
        threads: config.pgbenchThreads,
        durationSeconds: config.durationSeconds,
        initialise: false,
        signal,
      });
      signal.throwIfAborted();
      await checkpoint();
      console.log(`round ${round + 1}: ledger single transfers in schema ${ledgerSchema}`);
      const single = await runLedgerPhase({
        ...phase,
        transfersPerCall: 1,
        label: `s${round}`,
        durationSeconds: config.durationSeconds,
        signal,
      });
      rounds.push({ pgbench, single });
    }
    signal.throwIfAborted();
    await checkpoint();
    console.log(`ledger batches of ${config.batchSize}`);
    const batched = await runLedgerPhase({
      ...phase,
      transfersPerCall: config.batchSize,
      label: 'b',
      durationSeconds: config.durationSeconds,
      signal,
    });
    printReport(rounds, batched);
    await verifyBooks(ledger, [
      ...rounds.map((round, index) => ({ name: `ledger single, round ${index + 1}`, result: round.single })),
      { name: `ledger batch ${config.batchSize}`, result: batched },
    ]);
  } finally {
    await ledger.close();
  }
}

/** Everything acknowledged is stored, nothing else was answered, and reconcile proves the books. */
async function verifyBooks(ledger: ReturnType<typeof openPostgresDatabase>, phases: NamedPhase[]): Promise<void> {
  const problems: string[] = [];
  for (const { name, result } of phases) {
    if (Object.keys(result.unexpected).length > 0)
      problems.push(`${name}: results other than ok ${JSON.stringify(result.unexpected)}`);
  }
  const stored = await ledger.query<{ count: string }>(
    "select count(*)::text as count from ledger_transfers where code = 'bench'",
  );
  const storedCount = Number(stored.rows[0]?.count ?? -1);
  const acknowledged = phases.reduce((sum, { result }) => sum + result.transfersOk, 0);
  if (storedCount !== acknowledged) {
    problems.push(`${storedCount} bench transfers stored, ${acknowledged} acknowledged ok`);
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

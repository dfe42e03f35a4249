import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summariseLatencies, type LatencySummary } from './stats.js';

export interface PgbenchResult {
  /** pgbench's own figure, "tps = … (without initial connection time)". */
  tps: number;
  /** pgbench's "latency average = … ms". */
  reportedLatencyAverageMs: number;
  /** From the per-transaction log (-l), so pgbench gets the same p50/p95/p99 as the ledger. */
  latency: LatencySummary;
  /** Every transaction's latency, for figures over several runs. */
  latenciesMs: number[];
  transactions: number;
}

export interface PgbenchRun {
  pgbenchPath: string;
  /** A libpq connection URL naming the throw-away database. */
  connectionUrl: string;
  scale: number;
  clients: number;
  threads: number;
  durationSeconds: number;
  /** Creates the tables first (pgbench -i); later runs on the same database skip it. */
  initialise: boolean;
  signal: AbortSignal;
}

function run(command: string, args: string[], signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { signal, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

function numberAfter(output: string, pattern: RegExp, what: string): number {
  const match = pattern.exec(output);
  if (!match?.[1]) throw new Error(`pgbench output has no ${what}:\n${output}`);
  return Number(match[1]);
}

/** Per-transaction log lines: "client_id transaction_no time_us script_no epoch epoch_us". */
async function readLatenciesMs(directory: string): Promise<number[]> {
  const latencies: number[] = [];
  for (const name of await readdir(directory)) {
    const text = await readFile(join(directory, name), 'utf8');
    for (const line of text.split('\n')) {
      const fields = line.split(' ');
      if (fields.length >= 6) latencies.push(Number(fields[2]) / 1000);
    }
  }
  return latencies;
}

/**
 * Initialises the TPC-B-like tables at `scale` (when asked; with a duration of 0 that is all) and runs
 * the built-in script for the duration.
 */
export async function runPgbench(options: PgbenchRun): Promise<PgbenchResult> {
  if (options.initialise) {
    await run(options.pgbenchPath, ['-i', '-q', '-s', String(options.scale), options.connectionUrl], options.signal);
    if (options.durationSeconds === 0)
      return { tps: 0, reportedLatencyAverageMs: 0, latency: summariseLatencies([]), latenciesMs: [], transactions: 0 };
  }
  const logDirectory = await mkdtemp(join(tmpdir(), 'bench-pgbench-'));
  try {
    const output = await run(
      options.pgbenchPath,
      [
        ...['-c', String(options.clients), '-j', String(options.threads), '-T', String(options.durationSeconds)],
        ...['-M', 'prepared', '-l', `--log-prefix=${join(logDirectory, 'pgbench_log')}`],
        options.connectionUrl,
      ],
      options.signal,
    );
    const latencies = await readLatenciesMs(logDirectory);
    return {
      tps: numberAfter(output, /tps = ([0-9.]+) \(without initial connection time\)/, 'tps line'),
      reportedLatencyAverageMs: numberAfter(output, /latency average = ([0-9.]+) ms/, 'latency average'),
      latency: summariseLatencies(latencies),
      latenciesMs: latencies,
      transactions: numberAfter(output, /number of transactions actually processed: (\d+)/, 'transaction count'),
    };
  } finally {
    await rm(logDirectory, { recursive: true, force: true });
  }
}

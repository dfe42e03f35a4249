import type { Database } from '../packages/server/src/db/database.js';
import { openPostgresDatabase } from '../packages/server/src/db/postgres-database.js';
import {
  createTransfers,
  ensureAccount,
  platformOwner,
  type TransferRequest,
} from '../packages/server/src/modules/ledger/ledger-service.js';
import { summariseLatencies, type LatencySummary } from './stats.js';

const asset = 'EUR';
/** Each user is funded with far more than a run can move out, so every bench transfer must be `ok`. */
const fundingBaseUnits = 10n ** 15n;
const maxTransferBaseUnits = 1_000;
const maxBatch = 1000;

export interface LedgerBook {
  userAccountIds: string[];
  fundedTransfers: number;
}

/** Creates the users and one chain clearing account, and funds every user from it up front. */
export async function prepareBook(database: Database, users: number): Promise<LedgerBook> {
  const clearing = await ensureAccount(database, { owner: platformOwner, asset, kind: 'chain_clearing' });
  const userAccountIds: string[] = [];
  for (let index = 0; index < users; index += 1) {
    userAccountIds.push((await ensureAccount(database, { owner: `bench-u${index}`, asset, kind: 'user' })).id);
  }
  for (let start = 0; start < users; start += maxBatch) {
    const funding: TransferRequest[] = userAccountIds.slice(start, start + maxBatch).map((accountId, offset) => ({
      type: 'immediate',
      id: `fund-${start + offset}`,
      debitAccountId: clearing.id,
      creditAccountId: accountId,
      asset,
      amount: fundingBaseUnits,
      code: 'deposit',
    }));
    const outcomes = await createTransfers(database, funding);
    const failed = outcomes.find((outcome) => outcome.result !== 'ok');
    if (failed) throw new Error(`Funding ${failed.id} failed: ${failed.result}`);
  }
  return { userAccountIds, fundedTransfers: users };
}

export interface LedgerPhaseOptions {
  connectionString: string;
  schema: string;
  book: LedgerBook;
  clients: number;
  transfersPerCall: number;
  durationSeconds: number;
  /** Transfer id prefix, distinct per phase. */
  label: string;
  signal: AbortSignal;
}

export interface LedgerPhaseResult {
  calls: number;
  transfersOk: number;
  /** Results other than ok, by result; the bench workload should never produce one. */
  unexpected: Record<string, number>;
  transfersPerSecond: number;
  callsPerSecond: number;
  /** Per createTransfers call (one transfer or one batch). */
  latency: LatencySummary;
  latenciesMs: number[];
  elapsedSeconds: number;
  /** CPU this Node process (the 8 clients) used, as a share of one core: it competes with PostgreSQL. */
  clientCpuCores: number;
}

function randomTransfer(book: LedgerBook, id: string): TransferRequest {
  const count = book.userAccountIds.length;
  const from = Math.floor(Math.random() * count);
  const to = (from + 1 + Math.floor(Math.random() * (count - 1))) % count;
  return {
    type: 'immediate',
    id,
    debitAccountId: book.userAccountIds[from] as string,
    creditAccountId: book.userAccountIds[to] as string,
    asset,
    amount: BigInt(1 + Math.floor(Math.random() * maxTransferBaseUnits)),
    code: 'bench',
  };
}

/** Each client has its own pool of one connection, opened before the clock starts. */
export async function runLedgerPhase(options: LedgerPhaseOptions): Promise<LedgerPhaseResult> {
  const connections = Array.from({ length: options.clients }, () =>
    openPostgresDatabase({ connectionString: options.connectionString, schema: options.schema, maxConnections: 1 }),
  );
  try {
    await Promise.all(connections.map((connection) => connection.query('select 1')));
    const latenciesMs: number[] = [];
    const unexpected: Record<string, number> = {};
    let transfersOk = 0;
    const cpuBefore = process.cpuUsage();
    const startedAt = performance.now();
    const deadline = startedAt + options.durationSeconds * 1000;
    await Promise.all(
      connections.map(async (connection, client) => {
        for (let call = 0; performance.now() < deadline && !options.signal.aborted; call += 1) {
          const batch = Array.from({ length: options.transfersPerCall }, (_, index) =>
            randomTransfer(options.book, `${options.label}-c${client}-${call}-${index}`),
          );
          const callStartedAt = performance.now();
          const outcomes = await createTransfers(connection, batch);
          latenciesMs.push(performance.now() - callStartedAt);
          for (const outcome of outcomes) {
            if (outcome.result === 'ok') transfersOk += 1;
            else unexpected[outcome.result] = (unexpected[outcome.result] ?? 0) + 1;
          }
        }
      }),
    );
    const elapsedSeconds = (performance.now() - startedAt) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    return {
      calls: latenciesMs.length,
      transfersOk,
      unexpected,
      transfersPerSecond: transfersOk / elapsedSeconds,
      callsPerSecond: latenciesMs.length / elapsedSeconds,
      latency: summariseLatencies(latenciesMs),
      latenciesMs,
      elapsedSeconds,
      clientCpuCores: (cpu.user + cpu.system) / 1e6 / elapsedSeconds,
    };
  } finally {
    await Promise.all(connections.map((connection) => connection.close()));
  }
}

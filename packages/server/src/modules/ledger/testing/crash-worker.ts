/**
 * A separate Node process for crash.test.ts, killed with SIGKILL mid-flight. It opens its own
 * PostgreSQL pool on the test schema and posts transfers from several concurrent loops. Protocol on
 * stdout, one JSON line each, written only at the moments named:
 * - `{"kind":"send","chains":[[ids]]}` before a batch is sent (so the test can check chains the kill
 *   interrupted: all members or none);
 * - `{"kind":"ack","batch":n,"id","result","request"}` per transfer, only after createTransfers
 *   returned (the acknowledgement a client would have seen);
 * - `{"kind":"replay","id","result"}` per replayed transfer, then `{"kind":"replayed"}`.
 * Input (environment): CRASH_DATABASE_URL, CRASH_SCHEMA, CRASH_PREFIX (unique per process),
 * CRASH_ACCOUNTS (JSON list of funded user account ids, EUR), CRASH_REPLAY (JSON list of batches of
 * serialized requests to replay first; optional).
 */
import { openPostgresDatabase } from '../../../db/postgres-database.js';
import type { Database } from '../../../db/database.js';
import { createTransfers } from '../create-transfers.js';
import type { TransferRequest } from '../transfer-request.js';

/** A request as written on stdout: the amount as a decimal string (JSON has no bigint). */
export type SerializedRequest = Omit<TransferRequest, 'amount'> & { amount?: string };

export function serializeRequest(request: TransferRequest): SerializedRequest {
  return JSON.parse(
    JSON.stringify(request, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
  ) as SerializedRequest;
}

export function deserializeRequest(request: SerializedRequest): TransferRequest {
  return (request.amount === undefined ? request : { ...request, amount: BigInt(request.amount) }) as TransferRequest;
}

const loops = 6;
/** Beyond any funded balance, so some transfers fail with exceeds_credits and are stored as failures. */
const unaffordable = 10n ** 15n;

function emit(lines: readonly object[]): void {
  // One write per batch: on a pipe, stdout writes are synchronous on Linux.
  process.stdout.write(lines.map((line) => JSON.stringify(line)).join('\n') + '\n');
}

function chainsOf(batch: readonly TransferRequest[]): string[][] {
  const chains: string[][] = [];
  let chain: string[] = [];
  for (const request of batch) {
    chain.push(request.id);
    if (request.linked === true) continue;
    chains.push(chain);
    chain = [];
  }
  return chains;
}

let batchCounter = 0;

async function send(database: Database, batch: TransferRequest[]) {
  emit([{ kind: 'send', chains: chainsOf(batch) }]);
  const outcomes = await createTransfers(database, batch);
  batchCounter += 1;
  const number = batchCounter;
  emit(
    outcomes.map((outcome, index) => ({
      kind: 'ack',
      batch: number,
      id: outcome.id,
      result: outcome.result,
      request: serializeRequest(batch[index] as TransferRequest),
    })),
  );
  return outcomes;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const smallAmount = () => BigInt(1 + Math.floor(Math.random() * 50));

async function postingLoop(database: Database, prefix: string, accounts: readonly string[]): Promise<never> {
  const holds: string[] = [];
  for (let counter = 0; ; counter += 1) {
    const id = (suffix: string) => `${prefix}-${counter}-${suffix}`;
    const from = pick(accounts);
    const to = pick(accounts.filter((account) => account !== from));
    const amount = Math.random() < 0.1 ? unaffordable : smallAmount();
    const base = { debitAccountId: from, creditAccountId: to, asset: 'EUR' as const };
    const choice = Math.random();
    let batch: TransferRequest[];
    if (choice < 0.3) {
      batch = [{ type: 'immediate', id: id('t'), ...base, amount, code: 'crash_test' }];
    } else if (choice < 0.55) {
      batch = [{ type: 'pending', id: id('h'), ...base, amount, code: 'crash_test' }];
    } else if (choice < 0.75 && holds.length > 0) {
      const pendingId = holds.splice(Math.floor(Math.random() * holds.length), 1)[0] as string;
      batch = [
        Math.random() < 0.5
          ? { type: 'post_pending', id: id('p'), pendingId, ...(Math.random() < 0.5 ? { amount: 1n } : {}) }
          : { type: 'void_pending', id: id('v'), pendingId },
      ];
    } else {
      // A linked pair: a payment and its fee; an unaffordable fee fails the whole chain.
      const back = { debitAccountId: to, creditAccountId: from, asset: 'EUR' as const };
      batch = [
        { type: 'immediate', id: id('l1'), ...base, amount: smallAmount(), code: 'crash_test', linked: true },
        { type: 'immediate', id: id('l2'), ...back, amount, code: 'crash_fee' },
      ];
    }
    const outcomes = await send(database, batch);
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.result === 'ok' && batch[index]?.type === 'pending') holds.push(outcome.id);
    }
  }
}

async function replay(database: Database, batches: readonly SerializedRequest[][]): Promise<void> {
  for (const batch of batches) {
    const outcomes = await createTransfers(database, batch.map(deserializeRequest));
    emit(outcomes.map((outcome) => ({ kind: 'replay', id: outcome.id, result: outcome.result })));
  }
  emit([{ kind: 'replayed' }]);
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

/** A worker orphaned by a crashed test run stops by itself rather than posting forever. */
const maxLifetimeMs = 30_000;

async function main(): Promise<void> {
  setTimeout(() => process.exit(3), maxLifetimeMs).unref();
  // The test reading our stdout went away: stop.
  process.stdout.on('error', () => process.exit(4));
  const database = openPostgresDatabase({
    connectionString: required('CRASH_DATABASE_URL'),
    schema: required('CRASH_SCHEMA'),
    maxConnections: loops,
  });
  const prefix = required('CRASH_PREFIX');
  const accounts = JSON.parse(required('CRASH_ACCOUNTS')) as string[];
  await replay(database, JSON.parse(process.env['CRASH_REPLAY'] ?? '[]') as SerializedRequest[][]);
  // Runs until killed; the test bounds it.
  await Promise.all(Array.from({ length: loops }, (_, loop) => postingLoop(database, `${prefix}${loop}`, accounts)));
}

if (process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  });
}

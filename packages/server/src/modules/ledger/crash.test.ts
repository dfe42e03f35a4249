import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import { openEmptyDatabase } from '../../testing/test-databases.js';
import { createTransfers } from './create-transfers.js';
import { ensureAccount } from './ledger-accounts.js';
import { platformOwner, type TransferResult } from './ledger-codes.js';
import { reconcile } from './reconcile.js';
import { deserializeRequest, type SerializedRequest } from './testing/crash-worker.js';
import { toCanonicalRequest } from './transfer-request.js';

const testDatabaseUrl = process.env['TEST_DATABASE_URL'] || undefined;
const workerPath = fileURLToPath(new URL('./testing/crash-worker.ts', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
/** Acknowledged results to wait for before each kill: enough that the kill lands mid-flight under load. */
const acknowledgementsBeforeKill = 300;
const workerTimeoutMs = 12_000;

interface Acknowledgement {
  batch: number;
  id: string;
  result: TransferResult;
  request: SerializedRequest;
}

/** What one killed worker said before it died. */
interface WorkerRun {
  acknowledgements: Acknowledgement[];
  chains: string[][];
  replays: { id: string; result: TransferResult }[];
  replayed: boolean;
  batchesSent: number;
}

const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

/** Starts a worker, waits for `acknowledgementsBeforeKill` new acknowledgements, then SIGKILLs it. */
function runWorkerUntilKilled(env: Record<string, string>): Promise<WorkerRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', workerPath], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const run: WorkerRun = { acknowledgements: [], chains: [], replays: [], replayed: false, batchesSent: 0 };
  let pending = '';
  let stderr = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The crash worker did not acknowledge enough in time. stderr: ${stderr}`));
    }, workerTimeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      // Only complete lines count: the kill may cut the last one.
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const message = JSON.parse(line) as { kind: string } & Record<string, unknown>;
        if (message.kind === 'ack') run.acknowledgements.push(message as unknown as Acknowledgement);
        if (message.kind === 'send') {
          run.batchesSent += 1;
          run.chains.push(...(message['chains'] as string[][]));
        }
        if (message.kind === 'replay') {
          run.replays.push({ id: message['id'] as string, result: message['result'] as TransferResult });
        }
        if (message.kind === 'replayed') run.replayed = true;
      }
      if (run.replayed && run.acknowledgements.length >= acknowledgementsBeforeKill && child.signalCode === null) {
        child.kill('SIGKILL');
      }
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL' && run.acknowledgements.length >= acknowledgementsBeforeKill) resolve(run);
      else reject(new Error(`The crash worker exited with ${code ?? signal}. stderr: ${stderr}`));
    });
  });
}

async function fundUsers(database: Database, count: number): Promise<string[]> {
  const clearing = await ensureAccount(database, { owner: platformOwner, asset: 'EUR', kind: 'chain_clearing' });
  const users: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const user = await ensureAccount(database, { owner: `crash-u${index}`, asset: 'EUR', kind: 'user' });
    const [outcome] = await createTransfers(database, [
      {
        type: 'immediate',
        id: `crash-fund-${index}`,
        debitAccountId: clearing.id,
        creditAccountId: user.id,
        asset: 'EUR',
        amount: 1_000_000n,
        code: 'deposit',
      },
    ]);
    expect(outcome?.result).toBe('ok');
    users.push(user.id);
  }
  return users;
}

/** Whole batches from the first run, a sample spread over it, to replay from the second process. */
function sampleBatches(acknowledgements: readonly Acknowledgement[], count: number): Acknowledgement[][] {
  const batches = new Map<number, Acknowledgement[]>();
  for (const acknowledgement of acknowledgements) {
    batches.set(acknowledgement.batch, [...(batches.get(acknowledgement.batch) ?? []), acknowledgement]);
  }
  const all = [...batches.values()];
  const step = Math.max(1, Math.floor(all.length / count));
  return all.filter((_, index) => index % step === 0).slice(0, count);
}

async function assertAcknowledgementsStored(database: Database, acknowledgements: readonly Acknowledgement[]) {
  const recorded = await database.query<{ id: string; request: unknown; copies: string }>(
    `select id, request, count(*) over (partition by id)::text as copies from ledger_transfers where id = any($1)`,
    [acknowledgements.map((acknowledgement) => acknowledgement.id)],
  );
  const failed = await database.query<{ id: string; result: string; request: unknown }>(
    'select id, result, request from ledger_failed_transfers where id = any($1)',
    [acknowledgements.map((acknowledgement) => acknowledgement.id)],
  );
  const recordedById = new Map(recorded.rows.map((row) => [row.id, row]));
  const failedById = new Map(failed.rows.map((row) => [row.id, row]));
  for (const acknowledgement of acknowledgements) {
    const canonical = toCanonicalRequest(deserializeRequest(acknowledgement.request));
    if (acknowledgement.result === 'ok') {
      const row = recordedById.get(acknowledgement.id);
      expect(row, `acknowledged transfer ${acknowledgement.id} is stored`).toBeDefined();
      expect(row?.copies).toBe('1');
      expect(row?.request).toEqual(canonical);
      expect(failedById.has(acknowledgement.id)).toBe(false);
    } else {
      expect(failedById.get(acknowledgement.id), `acknowledged failure ${acknowledgement.id} is stored`).toEqual({
        id: acknowledgement.id,
        result: acknowledgement.result,
        request: canonical,
      });
      expect(recordedById.has(acknowledgement.id)).toBe(false);
    }
  }
}

async function assertNoPartialChain(database: Database, chains: readonly string[][]) {
  const linked = chains.filter((chain) => chain.length > 1);
  const present = await database.query<{ id: string }>('select id from ledger_transfers where id = any($1)', [
    linked.flat(),
  ]);
  const ids = new Set(present.rows.map((row) => row.id));
  const partial = linked.filter((chain) => {
    const count = chain.filter((id) => ids.has(id)).length;
    return count !== 0 && count !== chain.length;
  });
  expect(partial).toEqual([]);
  return linked.length;
}

it.skipIf(testDatabaseUrl === undefined)(
  'keeps every acknowledged transfer exactly once across kill -9 under load (needs TEST_DATABASE_URL: PostgreSQL)',
  { timeout: 30_000 },
  async () => {
    const { database, cleanup } = await openEmptyDatabase('postgres');
    try {
      await migrate(database);
      const schema = (await database.query<{ schema: string }>('select current_schema() as schema')).rows[0]?.schema;
      const users = await fundUsers(database, 6);
      const env = {
        CRASH_DATABASE_URL: testDatabaseUrl ?? '',
        CRASH_SCHEMA: schema ?? '',
        CRASH_ACCOUNTS: JSON.stringify(users),
      };

      const first = await runWorkerUntilKilled({ ...env, CRASH_PREFIX: 'a' });
      const replayed = sampleBatches(first.acknowledgements, 40);
      const second = await runWorkerUntilKilled({
        ...env,
        CRASH_PREFIX: 'b',
        CRASH_REPLAY: JSON.stringify(replayed.map((batch) => batch.map((acknowledgement) => acknowledgement.request))),
      });

      // A replay is answered from what is stored: `exists` or the same sticky failure, never applied twice.
      const expectedReplays = replayed.flat().map((acknowledgement) => ({
        id: acknowledgement.id,
        result: acknowledgement.result === 'ok' ? 'exists' : acknowledgement.result,
      }));
      expect(second.replays).toEqual(expectedReplays);
      // The kills landed mid-flight: batches were sent and never acknowledged.
      for (const run of [first, second]) {
        expect(run.batchesSent).toBeGreaterThan(new Set(run.acknowledgements.map((ack) => ack.batch)).size);
      }
      const acknowledgements = [...first.acknowledgements, ...second.acknowledgements];
      expect(acknowledgements.some((acknowledgement) => acknowledgement.result === 'ok')).toBe(true);
      expect(acknowledgements.some((acknowledgement) => acknowledgement.result !== 'ok')).toBe(true);
      await assertAcknowledgementsStored(database, acknowledgements);
      expect(await assertNoPartialChain(database, [...first.chains, ...second.chains])).toBeGreaterThan(0);
      expect((await reconcile(database)).violations).toEqual([]);
    } finally {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await cleanup();
    }
  },
);

import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { reconcile } from './reconcile.js';
import { toCanonicalRequest } from './transfer-request.js';
import { useLedgerDatabase } from './testing/ledger-fixtures.js';
import { withWorkerConnections } from './testing/worker-connections.js';
import { prepareRun, RunState, runWorker, workloadArbitrary } from './testing/concurrent-workload.js';

const seed = process.env['LEDGER_SEED'] ? Number(process.env['LEDGER_SEED']) : Math.floor(Math.random() * 2 ** 31);
const workers = 8;
const operationsPerWorker = 40;
const numRuns = 5;

forEachDatabase('ledger under concurrent load', ({ kind, openTestDatabase }) => {
  const ledgerDatabase = useLedgerDatabase(openTestDatabase);

  it('keeps the books balanced and every acknowledged result true', async () => {
    console.log(`ledger concurrency [${kind}] seed ${seed}; replay with LEDGER_SEED=${seed}`);
    const database = ledgerDatabase();
    await withWorkerConnections(database, workers, (workerDatabase) => checkUnderLoad(database, workerDatabase));
  });

  async function checkUnderLoad(database: Database, workerDatabase: Database) {
    let runs = 0;
    const seen = new Map<string, number>();
    const property = fc.asyncProperty(workloadArbitrary(workers, operationsPerWorker), async (workload) => {
      runs += 1;
      const state = new RunState(`r${runs}`);
      await prepareRun(database, state.run);
      await Promise.all(workload.map((operations, worker) => runWorker(workerDatabase, state, worker, operations)));

      expect((await reconcile(database)).violations).toEqual([]);
      const recorded = await database.query<{ id: string; request: string }>(
        'select id, request::text as request from ledger_transfers where id like $1',
        [`${state.run}-%`],
      );
      const failed = await database.query<{ id: string; result: string }>(
        'select id, result from ledger_failed_transfers where id like $1',
        [`${state.run}-%`],
      );
      const recordedRequests = new Map(recorded.rows.map((row) => [row.id, JSON.parse(row.request) as unknown]));
      const failedResults = new Map(failed.rows.map((row) => [row.id, row.result]));
      const duplicated = await database.query(
        `select id from (select id from ledger_transfers union all select id from ledger_failed_transfers) ids
         group by id having count(*) > 1`,
      );
      expect(duplicated.rows).toEqual([]);
      for (const acknowledgement of state.acknowledgements) {
        const results = acknowledgement.outcomes.map((outcome) => outcome.result);
        for (const result of results) seen.set(result, (seen.get(result) ?? 0) + 1);
        if (acknowledgement.expected !== undefined) {
          expect(results).toEqual(acknowledgement.expected);
          continue;
        }
        acknowledgement.requests.forEach((request, index) => {
          const result = results[index];
          if (result === 'ok') {
            expect(failedResults.has(request.id)).toBe(false);
            expect(recordedRequests.get(request.id)).toEqual(toCanonicalRequest(request));
          } else {
            expect(recordedRequests.has(request.id)).toBe(false);
            expect(failedResults.get(request.id)).toBe(result);
          }
        });
      }
    });
    await fc.assert(property, { seed, numRuns, endOnFailure: true });
    console.log(`ledger concurrency [${kind}] results`, Object.fromEntries(seen));
    // The workload must reach the interesting paths, or the property above proves little.
    for (const result of ['ok', 'exists', 'exists_with_different_fields', 'exceeds_credits', 'linked_event_failed']) {
      expect(seen.get(result) ?? 0, result).toBeGreaterThan(0);
    }
  }
});

import { z } from 'zod';
import type { Database, Queryable } from '../../db/database.js';
import { transferResults, type TransferResult } from './ledger-codes.js';
import { assertInvariant } from './ledger-error.js';
import { withRetry } from './retry.js';
import { parseTransferBatch, type TransferRequest } from './transfer-request.js';

export interface TransferOutcome {
  id: string;
  result: TransferResult;
}

const resultsSchema = z.array(z.enum(transferResults));

async function runBatch(queryable: Queryable, transfers: readonly TransferRequest[]): Promise<TransferOutcome[]> {
  const batch = parseTransferBatch(transfers);
  if (batch.length === 0) return [];
  const response = await queryable.query<{ results: string }>(
    'select ledger_create_transfers($1::jsonb)::text as results',
    [JSON.stringify(batch)],
    { prepareAs: 'ledger_create_transfers' },
  );
  const results = resultsSchema.parse(JSON.parse(response.rows[0]?.results ?? 'null'));
  assertInvariant(results.length === batch.length, 'The ledger returned a result count different from the batch');
  const outcomes = batch.map((transfer, index) => ({ id: transfer.id, result: results[index] as TransferResult }));
  assertLinkedChainsAtomic(batch, outcomes);
  return outcomes;
}

/** Postcondition: in every chain either all are recorded now or none was created by this call. */
function assertLinkedChainsAtomic(batch: readonly { linked: boolean }[], outcomes: readonly TransferOutcome[]): void {
  let chain: TransferOutcome[] = [];
  batch.forEach((transfer, index) => {
    chain.push(outcomes[index] as TransferOutcome);
    if (transfer.linked) return;
    const created = chain.filter((outcome) => outcome.result === 'ok').length;
    assertInvariant(created === 0 || created === chain.length, 'A linked chain was applied in part');
    chain = [];
  });
}

/**
 * Applies a batch of transfers in order in one statement (one round trip), retried on
 * serialization and deadlock failures, and returns one result per transfer. Replays are answered
 * from what is stored, so retrying a whole batch after a timeout is always safe.
 */
export function createTransfers(database: Database, transfers: readonly TransferRequest[]): Promise<TransferOutcome[]> {
  return withRetry(() => runBatch(database, transfers));
}

/**
 * The same inside the caller's transaction (for example an order row and its hold committed
 * together). No retry here: after a serialization failure the whole transaction must run again.
 */
export function createTransfersInTransaction(
  transaction: Queryable,
  transfers: readonly TransferRequest[],
): Promise<TransferOutcome[]> {
  return runBatch(transaction, transfers);
}

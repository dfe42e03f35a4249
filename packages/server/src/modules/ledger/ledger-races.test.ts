import { expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTransfers, type TransferOutcome } from './create-transfers.js';
import { ensureAccount, getBalances } from './ledger-accounts.js';
import { lookupTransfer } from './list-transfers.js';
import { reconcile } from './reconcile.js';
import { fundedUser, useLedgerDatabase } from './testing/ledger-fixtures.js';
import { hold, immediate } from './testing/transfer-builders.js';
import { withWorkerConnections } from './testing/worker-connections.js';

const workers = 8;

/** Runs `work` on every worker at once (each on its own connection on PostgreSQL); their results in order. */
function race<T>(database: Database, work: (workerDatabase: Database, worker: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  return withWorkerConnections(database, workers, async (workerDatabase) => {
    results.push(...(await Promise.all(Array.from({ length: workers }, (_, worker) => work(workerDatabase, worker)))));
  }).then(() => results);
}

/** One balance, one id: whatever lands first decides, the rest is answered consistently. */
function spendingRaceTests(ledgerDatabase: () => Database): void {
  it('lets a balance be spent only once when eight payments hit it at the same instant', async () => {
    const database = ledgerDatabase();
    const payer = await fundedUser(database, { owner: 'race-payer', asset: 'BTC', amount: 1_000n });
    const payee = await ensureAccount(database, { owner: 'race-payee', asset: 'BTC', kind: 'user' });
    const outcomes = await race(database, (workerDatabase, worker) =>
      createTransfers(workerDatabase, [
        worker % 2 === 0
          ? immediate(`race-spend-${worker}`, payer, payee, 300n)
          : hold(`race-hold-${worker}`, payer, payee, 300n),
      ]),
    );
    const results = outcomes.flat().map((outcome) => outcome.result);
    expect(results.filter((result) => result === 'ok')).toHaveLength(3);
    expect(results.filter((result) => result === 'exceeds_credits')).toHaveLength(5);
    expect((await getBalances(database, 'race-payer'))[0]?.available).toBe(100n);
  });

  it('gives one id one fate when it is sent with different fields at the same instant', async () => {
    const database = ledgerDatabase();
    const payer = await fundedUser(database, { owner: 'race-id', asset: 'EUR', amount: 500n });
    const payee = await ensureAccount(database, { owner: 'race-id2', asset: 'EUR', kind: 'user' });
    const emptyPayer = await fundedUser(database, { owner: 'race-id3', asset: 'EUR', amount: 0n });
    const otherPayee = await ensureAccount(database, { owner: 'race-id4', asset: 'EUR', kind: 'user' });
    const ids = Array.from({ length: 10 }, (_, index) => `race-id-${index}`);
    // Even workers send a payment that succeeds, odd ones one between other accounts that fails
    // (so account locks do not order them): whichever lands first decides the id's fate.
    const outcomes = await race(database, (workerDatabase, worker) =>
      createTransfers(
        workerDatabase,
        ids.map((id) =>
          worker % 2 === 0 ? immediate(id, payer, payee, 10n) : immediate(id, emptyPayer, otherPayee, 10n),
        ),
      ),
    );
    for (const [index, id] of ids.entries()) {
      const answers = outcomes.map((batch) => (batch[index] as TransferOutcome).result);
      const stored = await lookupTransfer(database, id);
      const count = (result: string) => answers.filter((answer) => answer === result).length;
      if (stored.status === 'recorded') {
        // One even worker created it, the other even ones replayed it, the odd ones differed.
        expect([count('ok'), count('exists'), count('exists_with_different_fields')]).toEqual([1, 3, 4]);
      } else {
        // An odd worker failed first; the failure stuck for the other odd ones too.
        expect(stored).toEqual({ status: 'failed', result: 'exceeds_credits' });
        expect([count('exceeds_credits'), count('id_already_failed')]).toEqual([4, 4]);
      }
    }
    expect((await reconcile(database)).violations).toEqual([]);
  });
}

/** A hold resolved by racing posts and voids. */
function holdRaceTests(ledgerDatabase: () => Database): void {
  it('posts or voids a hold once when both are tried at the same instant', async () => {
    const database = ledgerDatabase();
    const payer = await fundedUser(database, { owner: 'race-hold', asset: 'ETH', amount: 1_000n });
    const payee = await ensureAccount(database, { owner: 'race-hold2', asset: 'ETH', kind: 'user' });
    await createTransfers(database, [hold('race-h', payer, payee, 700n)]);
    const outcomes = await race(database, (workerDatabase, worker) =>
      createTransfers(workerDatabase, [
        worker % 2 === 0
          ? { type: 'post_pending', id: `race-post-${worker}`, pendingId: 'race-h' }
          : { type: 'void_pending', id: `race-void-${worker}`, pendingId: 'race-h' },
      ]),
    );
    const results = outcomes.flat().map((outcome) => outcome.result);
    expect(results.filter((result) => result === 'ok')).toHaveLength(1);
    const winner = outcomes.flat().find((outcome) => outcome.result === 'ok');
    const loserResult = winner?.id.startsWith('race-post')
      ? 'pending_transfer_already_posted'
      : 'pending_transfer_already_voided';
    expect(results.filter((result) => result === loserResult)).toHaveLength(workers - 1);
    const available = (await getBalances(database, 'race-hold'))[0]?.available;
    expect(available).toBe(winner?.id.startsWith('race-post') ? 300n : 1_000n);
  });
}

forEachDatabase('ledger races', ({ openTestDatabase }) => {
  const ledgerDatabase = useLedgerDatabase(openTestDatabase);

  spendingRaceTests(ledgerDatabase);
  holdRaceTests(ledgerDatabase);
});

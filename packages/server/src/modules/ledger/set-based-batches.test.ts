import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTransfers } from './create-transfers.js';
import { ensureAccount, getAccount } from './ledger-accounts.js';
import { fundedUser, useLedgerDatabase } from './testing/ledger-fixtures.js';
import { immediate } from './testing/transfer-builders.js';
import { parseTransferBatch, type TransferRequest } from './transfer-request.js';

const seed = process.env['LEDGER_SEED'] ? Number(process.env['LEDGER_SEED']) : Math.floor(Math.random() * 2 ** 31);

/** Calls the set-based path alone (migration 087): the results, or null when it left the batch alone. */
async function applySetBased(database: Database, transfers: TransferRequest[]): Promise<string[] | null> {
  const response = await database.query<{ results: string | null }>(
    'select ledger_apply_immediate_batch($1::jsonb)::text as results',
    [JSON.stringify(parseTransferBatch(transfers))],
  );
  const text = response.rows[0]?.results ?? null;
  return text === null ? null : (JSON.parse(text) as string[]);
}

async function balances(database: Database, ids: string[]): Promise<[bigint, bigint][]> {
  const accounts = await Promise.all(ids.map((id) => getAccount(database, id)));
  return accounts.map((account) => [account?.debitsPosted ?? -1n, account?.creditsPosted ?? -1n]);
}

const accountsPerSide = 4;

/** Mostly true legs; now and then one that is not. */
const rarely = (oneIn: number) => fc.integer({ min: 1, max: oneIn }).map((draw) => draw === 1);

/**
 * A transfer of a random batch. Mostly transfers that can go through; now and then one that cannot
 * (the same account on both sides, an account that does not exist, another asset, an id sent
 * before, or too little money).
 */
const legArbitrary = fc.record({
  from: fc.nat({ max: accountsPerSide - 1 }),
  offset: fc.nat({ max: accountsPerSide - 2 }),
  amount: fc.bigInt({ min: 1n, max: 60n }),
  same: rarely(25),
  missing: rarely(25),
  otherAsset: rarely(25),
  replay: rarely(15),
});
type Leg = typeof legArbitrary extends fc.Arbitrary<infer Value> ? Value : never;

/** Funding per account and batches of 2 to 8 legs. */
const workloadArbitrary = fc.record({
  funding: fc.array(fc.bigInt({ min: 0n, max: 150n }), {
    minLength: accountsPerSide,
    maxLength: accountsPerSide,
  }),
  batches: fc.array(fc.array(legArbitrary, { minLength: 2, maxLength: 8 }), { minLength: 1, maxLength: 5 }),
});

type Side = 's' | 'o';
type Books = Record<Side, { id: string; asset: 'EUR' }[]>;

/** Two mirrored books: "s" goes through the entry point, "o" through the in-order path only. */
async function fundBooks(database: Database, run: number, funding: bigint[]): Promise<Books> {
  const books = {} as Books;
  for (const side of ['s', 'o'] as const) {
    const accounts = [];
    for (const [index, amount] of funding.entries()) {
      accounts.push(await fundedUser(database, { owner: `sbp${run}${side}-u${index}`, asset: 'EUR', amount }));
    }
    // The last index is an account that does not exist.
    accounts.push({ id: `user:EUR:sbp${run}${side}-none`, asset: 'EUR' as const });
    books[side] = accounts.map((account) => ({ id: account.id, asset: 'EUR' as const }));
  }
  return books;
}

interface BatchPlan {
  books: Books;
  run: number;
  legs: Leg[];
  batchIndex: number;
  /** Ids of the batches sent before, which a replayed leg reuses; this batch's are added once sent. */
  sent: string[];
}

function batchRequests(plan: BatchPlan, side: Side): TransferRequest[] {
  const { books, run, legs, batchIndex, sent } = plan;
  return legs.map((item, index) => {
    const earlier = item.replay ? sent[index % Math.max(1, sent.length)] : undefined;
    const id = earlier ?? `b${batchIndex}-${index}`;
    const to = item.missing ? accountsPerSide : item.same ? item.from : (item.from + 1 + item.offset) % accountsPerSide;
    return immediate(`sbp${run}${side}-${id}`, books[side][item.from]!, books[side][to]!, item.amount, {
      ...(item.otherAsset ? { asset: 'GBP' as const } : {}),
    });
  });
}

/** Sends the batch through the entry point and its mirror through the in-order path: the same results. */
async function compareBatch(database: Database, plan: BatchPlan): Promise<'whole' | 'refused' | 'skipped'> {
  const batch = batchRequests(plan, 's');
  if (new Set(batch.map((transfer) => transfer.id)).size !== batch.length) return 'skipped';
  const viaEntry = (await createTransfers(database, batch)).map((outcome) => outcome.result);
  const inOrder = await database.query<{ results: string }>(
    'select ledger_create_transfers_in_order($1::jsonb)::text as results',
    [JSON.stringify(parseTransferBatch(batchRequests(plan, 'o')))],
  );
  expect(viaEntry).toEqual(JSON.parse(inOrder.rows[0]!.results));
  for (const index of plan.legs.keys()) plan.sent.push(`b${plan.batchIndex}-${index}`);
  return viaEntry.every((result) => result === 'ok') ? 'whole' : 'refused';
}

/** The set-based path alone: what it answers, what it leaves to the general path. */
function setBasedPathTests(ledgerDatabase: () => Database): void {
  it('applies a batch whose transfers are all accepted in order in one go, later ones spending earlier credits', async () => {
    const database = ledgerDatabase();
    const ann = await fundedUser(database, { owner: 'sb-ann', asset: 'LTC', amount: 100n });
    const ben = await ensureAccount(database, { owner: 'sb-ben', asset: 'LTC', kind: 'user' });
    const cid = await ensureAccount(database, { owner: 'sb-cid', asset: 'LTC', kind: 'user' });
    const batch = [
      immediate('sb-1', ann, ben, 100n),
      immediate('sb-2', ben, cid, 60n),
      immediate('sb-3', ben, cid, 40n),
      immediate('sb-4', cid, ann, 100n),
    ];
    expect(await applySetBased(database, batch)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(await balances(database, [ann.id, ben.id, cid.id])).toEqual([
      [100n, 200n],
      [100n, 100n],
      [100n, 100n],
    ]);
    const stored = await database.query<{ id: string }>(
      `select id from ledger_transfers where id like 'sb-%' order by sequence`,
    );
    expect(stored.rows.map((row) => row.id)).toEqual(['sb-1', 'sb-2', 'sb-3', 'sb-4']);
  });

  it('leaves every batch it cannot answer whole to the general path, having changed nothing', async () => {
    const database = ledgerDatabase();
    const dora = await fundedUser(database, { owner: 'sb-dora', asset: 'EUR', amount: 100n });
    const eli = await ensureAccount(database, { owner: 'sb-eli', asset: 'EUR', kind: 'user' });
    const eliBtc = await ensureAccount(database, { owner: 'sb-eli', asset: 'BTC', kind: 'user' });
    const missing = { id: 'user:EUR:sb-nobody', asset: 'EUR' as const };
    expect(await createTransfers(database, [immediate('sb-known', dora, eli, 1n)])).toEqual([
      { id: 'sb-known', result: 'ok' },
    ]);
    const refused: [string, TransferRequest[]][] = [
      ['overdrawn by the sum', [immediate('sb-o1', dora, eli, 60n), immediate('sb-o2', dora, eli, 60n)]],
      ['spends a credit that comes later', [immediate('sb-l1', eli, dora, 50n), immediate('sb-l2', dora, eli, 50n)]],
      ['a replayed id', [immediate('sb-r1', dora, eli, 1n), immediate('sb-known', dora, eli, 1n)]],
      ['an unknown account', [immediate('sb-u1', dora, eli, 1n), immediate('sb-u2', dora, missing, 1n)]],
      ['the same account twice', [immediate('sb-s1', dora, eli, 1n), immediate('sb-s2', eli, eli, 1n)]],
      ['another asset', [immediate('sb-a1', dora, eli, 1n), immediate('sb-a2', dora, eliBtc, 1n)]],
    ];
    for (const [reason, batch] of refused) {
      expect(await applySetBased(database, batch), reason).toBeNull();
    }
    expect(await balances(database, [dora.id, eli.id])).toEqual([
      [1n, 100n],
      [0n, 1n],
    ]);
    // The entry point then answers them transfer by transfer.
    expect(
      (await createTransfers(database, refused[0]![1])).map((outcome) => outcome.result),
      'overdrawn by the sum',
    ).toEqual(['ok', 'exceeds_credits']);
  });
}

/** The entry point against the in-order path on random batches (a property test). */
function equivalenceTests(ledgerDatabase: () => Database, kind: string): void {
  it('answers every batch of immediate transfers exactly as the transfer-by-transfer path does', async () => {
    console.log(`ledger set-based batches [${kind}] seed ${seed}; replay with LEDGER_SEED=${seed}`);
    const database = ledgerDatabase();
    let run = 0;
    const batchesSeen = { whole: 0, refused: 0, skipped: 0 };
    const property = fc.asyncProperty(workloadArbitrary, async ({ funding, batches }) => {
      run += 1;
      const books = await fundBooks(database, run, funding);
      const sent: string[] = [];
      for (const [batchIndex, legs] of batches.entries()) {
        batchesSeen[await compareBatch(database, { books, run, legs, batchIndex, sent })] += 1;
      }
      const ids = (side: Side) => books[side].slice(0, accountsPerSide).map((account) => account.id);
      expect(await balances(database, ids('s'))).toEqual(await balances(database, ids('o')));
    });
    await fc.assert(property, { seed, numRuns: 25, endOnFailure: true });
    // Both kinds of batch must have come up, or the property proves little.
    expect(batchesSeen.whole).toBeGreaterThan(0);
    expect(batchesSeen.refused).toBeGreaterThan(0);
  });
}

forEachDatabase('ledger set-based batches', ({ kind, openTestDatabase }) => {
  const ledgerDatabase = useLedgerDatabase(openTestDatabase);

  setBasedPathTests(ledgerDatabase);
  equivalenceTests(ledgerDatabase, kind);
});

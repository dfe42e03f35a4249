import { expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { convert } from './convert.js';
import { createTransfers } from './create-transfers.js';
import { expirePendingTransfers } from './expire-pending-transfers.js';
import { ensureAccount, getBalances, type LedgerAccount } from './ledger-accounts.js';
import { platformOwner } from './ledger-codes.js';
import { reconcile } from './reconcile.js';
import { fundedUser } from './testing/ledger-fixtures.js';
import {
  databaseAsBeforeTheMove,
  functionsAtTheMove,
  ledgerFunctions,
  type LedgerFunction,
} from './testing/functions-at-the-move.js';
import { hold, immediate } from './testing/transfer-builders.js';

/** Every function the ledger defines; the comparisons below would pass on two empty lists. */
const ledgerFunctionNames = [
  'ledger_account_identity_check',
  'ledger_apply_immediate_batch',
  'ledger_apply_transfer',
  'ledger_create_transfers',
  'ledger_create_transfers_in_order',
  'ledger_expire_pending_transfers',
  'ledger_refuse_change',
  'ledger_replay_result',
];

/**
 * Edited in R__ledger_functions.sql since the move, each for a measured reason (bench/README.md,
 * "Where a single transfer's time goes"): the others must still be exactly what they were.
 */
const changedSinceTheMove = ['ledger_apply_transfer', 'ledger_replay_result'];
/** Made by a versioned migration after the move (145: the accounts' identity checks, a trigger function). */
const addedSinceTheMove = ['ledger_account_identity_check'];
const atTheMoveOnly = (functions: LedgerFunction[]) =>
  functions.filter((definition) => !addedSinceTheMove.includes(definition.name));

const results = async (database: Database, transfers: Parameters<typeof createTransfers>[1]) =>
  (await createTransfers(database, transfers)).map((outcome) => outcome.result);

/** Immediate transfers: a single one, a set-based batch, a linked chain that fails, replays, a sticky failure. */
async function exerciseTransfers(database: Database, ann: LedgerAccount, ben: LedgerAccount) {
  expect(await results(database, [immediate('mv-single', ann, ben, 100n)])).toEqual(['ok']);
  expect(
    await results(database, [immediate('mv-batch-1', ann, ben, 10n), immediate('mv-batch-2', ann, ben, 20n)]),
  ).toEqual(['ok', 'ok']);
  expect(
    await results(database, [
      immediate('mv-chain-1', ann, ben, 5n, { linked: true }),
      immediate('mv-chain-2', ann, ben, 1_000_000n),
    ]),
  ).toEqual(['linked_event_failed', 'exceeds_credits']);
  expect(await results(database, [immediate('mv-single', ann, ben, 100n)])).toEqual(['exists']);
  expect(await results(database, [immediate('mv-single', ann, ben, 101n)])).toEqual(['exists_with_different_fields']);
  expect(await results(database, [immediate('mv-chain-2', ann, ben, 1_000_000n)])).toEqual(['exceeds_credits']);
}

/** Holds: posted in part, voided, expired; and a conversion through the liquidity accounts. */
async function exerciseHoldsAndConversion(database: Database, ann: LedgerAccount, ben: LedgerAccount) {
  expect(
    await results(database, [
      hold('mv-hold-post', ann, ben, 50n),
      hold('mv-hold-void', ann, ben, 40n),
      hold('mv-hold-expire', ann, ben, 30n, { timeoutSeconds: 60 }),
    ]),
  ).toEqual(['ok', 'ok', 'ok']);
  expect(
    await results(database, [
      { type: 'post_pending', id: 'mv-post', pendingId: 'mv-hold-post', amount: 45n },
      { type: 'void_pending', id: 'mv-void', pendingId: 'mv-hold-void' },
    ]),
  ).toEqual(['ok', 'ok']);
  expect(await expirePendingTransfers(database, { now: new Date(Date.now() + 3_600_000), limit: 100 })).toContain(
    'mv-hold-expire',
  );
  const liquidity = await ensureAccount(database, { owner: platformOwner, asset: 'BTC', kind: 'liquidity' });
  await ensureAccount(database, { owner: platformOwner, asset: 'EUR', kind: 'liquidity' });
  await ensureAccount(database, { owner: 'mv-ann', asset: 'BTC', kind: 'user' });
  const lender = await fundedUser(database, { owner: 'mv-lender', asset: 'BTC', amount: 1_000n });
  expect(await results(database, [immediate('mv-liquidity', lender, liquidity, 1_000n)])).toEqual(['ok']);
  const conversion = await convert(database, {
    id: 'mv-convert',
    owner: 'mv-ann',
    fromAsset: 'EUR',
    toAsset: 'BTC',
    fromAmountBaseUnits: 100n,
    rate: { numerator: 1n, denominator: 100_000n },
  });
  expect(conversion).toMatchObject({ status: 'converted', toAmountBaseUnits: 1_000n });
}

/** The ledger's key operations on a migrated database, then the books must reconcile. */
async function exerciseLedger(database: Database): Promise<void> {
  const ann = await fundedUser(database, { owner: 'mv-ann', asset: 'EUR', amount: 1_000n });
  const ben = await ensureAccount(database, { owner: 'mv-ben', asset: 'EUR', kind: 'user' });
  await exerciseTransfers(database, ann, ben);
  await exerciseHoldsAndConversion(database, ann, ben);
  // 1000 − 100 − 30 (batch) − 45 (posted part of a hold) − 100 (converted); holds voided or expired.
  expect((await getBalances(database, 'mv-ann')).map((balance) => [balance.asset, balance.available])).toEqual([
    ['BTC', 1_000n],
    ['EUR', 725n],
  ]);
  expect((await reconcile(database)).violations).toEqual([]);
}

forEachDatabase('ledger functions moved to one repeatable migration', ({ openTestDatabase }) => {
  it('defines the functions of the move, unchanged but for the ones edited since, and the one added since', async () => {
    expect(functionsAtTheMove.map((definition) => definition.name)).toEqual(
      ledgerFunctionNames.filter((name) => !addedSinceTheMove.includes(name)),
    );
    const now = await openTestDatabase();
    await migrate(now);
    const current = await ledgerFunctions(now);
    expect(current.map((definition) => definition.name)).toEqual(ledgerFunctionNames);
    for (const before of functionsAtTheMove) {
      const after = current.find((definition) => definition.name === before.name);
      if (changedSinceTheMove.includes(before.name)) {
        expect({ ...after, source: '' }).toEqual({ ...before, source: '' });
        expect(after?.source).not.toBe(before.source);
      } else {
        expect(after).toEqual(before);
      }
    }
  });

  it('upgrades a database migrated before the move: same functions, the ledger works, the books reconcile', async () => {
    const database = await openTestDatabase();
    await databaseAsBeforeTheMove(database);
    // Money moved by the old definitions: a hold made before the upgrade is posted after it.
    const payer = await fundedUser(database, { owner: 'mv-before', asset: 'EUR', amount: 500n });
    const payee = await ensureAccount(database, { owner: 'mv-before-shop', asset: 'EUR', kind: 'merchant_payable' });
    expect(await results(database, [hold('mv-old-hold', payer, payee, 200n)])).toEqual(['ok']);
    expect(atTheMoveOnly(await ledgerFunctions(database))).toEqual(functionsAtTheMove);

    expect(await migrate(database)).toEqual(['R__ledger_functions.sql']);
    const fresh = await openTestDatabase();
    await migrate(fresh);
    expect(await ledgerFunctions(database)).toEqual(await ledgerFunctions(fresh));
    expect(await migrate(database)).toEqual([]);

    expect(await results(database, [{ type: 'post_pending', id: 'mv-old-post', pendingId: 'mv-old-hold' }])).toEqual([
      'ok',
    ]);
    await exerciseLedger(database);
  });
});

import type { CurrencyCode } from '@platform/core';
import { beforeAll } from 'vitest';
import type { Database } from '../../../db/database.js';
import { migrate } from '../../../db/migrate.js';
import { createTransfers } from '../create-transfers.js';
import { ensureAccount, type LedgerAccount } from '../ledger-accounts.js';
import { platformOwner } from '../ledger-codes.js';

/** A fresh database with every migration applied. */
export async function openLedgerDatabase(openTestDatabase: () => Promise<Database>): Promise<Database> {
  const database = await openTestDatabase();
  await migrate(database);
  return database;
}

/**
 * One migrated database shared by the tests of a suite (opening PGlite takes seconds); tests keep
 * apart by using their own owners and transfer ids.
 */
export function useLedgerDatabase(openTestDatabase: () => Promise<Database>): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openLedgerDatabase(openTestDatabase);
  });
  return () => {
    if (database === undefined) throw new Error('The ledger database is opened in beforeAll');
    return database;
  };
}

let fundingCounter = 0;

/** A user account of `asset` credited with `amount` by a chain deposit, as real deposits will be. */
export async function fundedUser(
  database: Database,
  options: { owner: string; asset: CurrencyCode; amount: bigint },
): Promise<LedgerAccount> {
  const user = await ensureAccount(database, { owner: options.owner, asset: options.asset, kind: 'user' });
  const clearing = await ensureAccount(database, {
    owner: platformOwner,
    asset: options.asset,
    kind: 'chain_clearing',
  });
  if (options.amount > 0n) {
    fundingCounter += 1;
    const [outcome] = await createTransfers(database, [
      {
        type: 'immediate',
        id: `fund-${options.owner}-${options.asset}-${fundingCounter}`,
        debitAccountId: clearing.id,
        creditAccountId: user.id,
        asset: options.asset,
        amount: options.amount,
        code: 'deposit',
      },
    ]);
    if (outcome?.result !== 'ok') throw new Error(`Funding ${user.id} failed: ${outcome?.result}`);
  }
  return user;
}

import { expect } from 'vitest';
import type { Database } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import { seed } from '../../seed/seed.js';
import { insertUser } from '../accounts/user-repository.js';
import { reconcile } from '../ledger/ledger-service.js';
import { toWalletsEnv } from './wallets-env.js';

/** Wallets settings of a test-mode server (regtest deposit addresses, demo keys from seed "demo"). */
export const testWalletsEnv = toWalletsEnv({}, { testMode: true }).env;

/** Migrates and seeds like server.ts in test mode: demo brands and their demo keys. */
export async function prepareWalletsDatabase(database: Database): Promise<void> {
  await migrate(database);
  await seed(database, { apiBase: '/api', merchantApiBase: '/m', testMode: true, wallets: testWalletsEnv });
}

let counter = 0;

/** Tests only: a user row of a brand without a session (service-level tests; route tests use createTestUser). */
export async function insertWalletTestUser(
  database: Database,
  options: { brandId?: string; currency?: string; locale?: string } = {},
): Promise<string> {
  counter += 1;
  const email = `wallets${counter}.${Date.now()}@example.com`;
  const user = await database.transaction((transaction) =>
    insertUser(transaction, {
      brandId: options.brandId ?? 'brd_demo',
      email,
      passwordHash: '$argon2id$v=19$m=1024,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
      firstName: 'Wallet',
      lastName: 'Tester',
      ...(options.currency === undefined ? {} : { currency: options.currency }),
      ...(options.locale === undefined ? {} : { locale: options.locale }),
    }),
  );
  return user.id;
}

/** The books must balance after every money test file (issue 4). */
export async function expectLedgerReconciles(database: Database): Promise<void> {
  const report = await reconcile(database);
  expect(report.violations).toEqual([]);
}

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { migrate } from '../db/migrate.js';
import { openPgliteDatabase } from '../db/pglite-database.js';
import { createTransfers, ensureAccount } from '../modules/ledger/ledger-service.js';
import { fundedUser, useLedgerDatabase } from '../modules/ledger/testing/ledger-fixtures.js';
import { hold, immediate } from '../modules/ledger/testing/transfer-builders.js';
import { forEachDatabase } from '../testing/test-databases.js';
import { databaseEnvFrom, missingDatabaseReason, runReconcile } from './reconcile.js';

forEachDatabase('reconcile command', ({ openTestDatabase }) => {
  const ledgerDatabase = useLedgerDatabase(openTestDatabase);

  it('reports balanced assets and exits 0, then names a tampered balance and exits 1', async () => {
    const database = ledgerDatabase();
    const payer = await fundedUser(database, { owner: 'cli-a', asset: 'EUR', amount: 1_000n });
    const payee = await ensureAccount(database, { owner: 'cli-b', asset: 'EUR', kind: 'user' });
    const outcomes = await createTransfers(database, [
      immediate('cli-1', payer, payee, 100n),
      hold('cli-h1', payer, payee, 50n),
      { type: 'post_pending', id: 'cli-p1', pendingId: 'cli-h1', amount: 20n },
      hold('cli-h2', payer, payee, 30n),
    ]);
    expect(outcomes.map((outcome) => outcome.result)).toEqual(['ok', 'ok', 'ok', 'ok']);

    const clean: string[] = [];
    expect(await runReconcile({ database, output: (line) => clean.push(line) })).toBe(0);
    expect(clean).toEqual([
      'Ledger reconciliation: 3 accounts, 1 assets',
      'EUR: posted debits 1120 credits 1120, pending debits 30 credits 30 — balanced',
      'No violation: the books balance.',
    ]);

    await database.query('update ledger_accounts set debits_posted = debits_posted - 5 where id = $1', [payer.id]);
    const tampered: string[] = [];
    expect(await runReconcile({ database, output: (line) => tampered.push(line) })).toBe(1);
    expect(tampered).toEqual([
      'Ledger reconciliation: 3 accounts, 1 assets',
      'EUR: posted debits 1115 credits 1120, pending debits 30 credits 30 — UNBALANCED',
      '2 violation(s):',
      'VIOLATION asset_unbalanced EUR: posted 1115/1120, pending 30/30 (debits/credits)',
      `VIOLATION account_totals_differ_from_transfers ${payer.id}: stored/from transfers: debits_posted 115/120, ` +
        'credits_posted 1000/1000, debits_pending 30/30, credits_pending 0/0',
    ]);
  });
});

it('reads the database from DATABASE_URL, else from DATA_DIR (default ./data) as the server does', () => {
  expect(databaseEnvFrom({}, '/srv/app')).toEqual({ databaseUrl: undefined, dataDir: '/srv/app/data' });
  expect(databaseEnvFrom({ DATA_DIR: 'state', DATABASE_URL: '' }, '/srv/app')).toEqual({
    databaseUrl: undefined,
    dataDir: '/srv/app/state',
  });
  expect(databaseEnvFrom({ DATABASE_URL: 'postgres://db/ledger' }, '/srv').databaseUrl).toBe('postgres://db/ledger');
  expect(() => databaseEnvFrom({ DATABASE_URL: 'mysql://db' }, '/srv')).toThrow('must be a postgres:// URL');
});

it('refuses a data folder without a database instead of creating an empty one', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'reconcile-empty-'));
  try {
    expect(missingDatabaseReason({ databaseUrl: undefined, dataDir })).toContain('start the platform once (npm start)');
    expect(missingDatabaseReason({ databaseUrl: 'postgres://db/ledger', dataDir })).toBeNull();
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./reconcile.ts', import.meta.url))],
      {
        cwd: fileURLToPath(new URL('../../../../', import.meta.url)),
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
        encoding: 'utf8',
        timeout: 20_000,
      },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('no platform database at');
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

it(
  'runs as a command on the server PGlite data directory and exits with the verdict',
  // Two cold starts of the command (tsx, PGlite opening a data folder on disk) and an initdb on disk.
  { timeout: 90_000 },
  async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'reconcile-cli-'));
    try {
      const database = await openPgliteDatabase({ dataDir });
      await migrate(database);
      const user = await fundedUser(database, { owner: 'cli-run', asset: 'BTC', amount: 700n });
      await database.close();
      const command = () =>
        spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./reconcile.ts', import.meta.url))], {
          cwd: fileURLToPath(new URL('../../../../', import.meta.url)),
          env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
          encoding: 'utf8',
          timeout: 40_000,
        });
      const clean = command();
      expect(clean.status).toBe(0);
      expect(clean.stdout).toContain('BTC: posted debits 700 credits 700, pending debits 0 credits 0 — balanced');

      const tampering = await openPgliteDatabase({ dataDir });
      await tampering.query('update ledger_accounts set credits_posted = 701 where id = $1', [user.id]);
      await tampering.close();
      const tampered = command();
      expect(tampered.status).toBe(1);
      expect(tampered.stdout).toContain(`VIOLATION account_totals_differ_from_transfers ${user.id}`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
);

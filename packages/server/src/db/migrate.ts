import { readFile } from 'node:fs/promises';
import { migrationsDir } from '../config/package-paths.js';
import type { Database, Transaction } from './database.js';
import {
  checksumOf,
  readMigrationFolder,
  type MigrationFile,
  type RepeatableMigrationFile,
} from './migration-files.js';

export {
  checksumOf,
  listMigrations,
  listRepeatableMigrations,
  readMigrationFolder,
  type MigrationFile,
  type MigrationFolder,
  type RepeatableMigrationFile,
} from './migration-files.js';

/** Any fixed number: every instance migrating the same database takes this lock. */
const migrationLockKey = 7_340_213;

const createVersionedTable = `create table if not exists schema_migrations (
  version integer primary key,
  name text not null,
  applied_at timestamptz not null default now()
)`;

const createRepeatableTable = `create table if not exists schema_repeatable_migrations (
  name text primary key,
  checksum text not null,
  applied_at timestamptz not null default now()
)`;

/** Held until the transaction ends: instances starting at once migrate one after the other. */
async function lockMigrations(transaction: Transaction): Promise<void> {
  await transaction.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
}

/** Applies a versioned migration unless its version is recorded; true when this call applied it. */
async function applyVersioned(database: Database, migration: MigrationFile): Promise<boolean> {
  const script = await readFile(migration.path, 'utf8');
  return database.transaction(async (transaction) => {
    await lockMigrations(transaction);
    await transaction.execScript(createVersionedTable);
    const existing = await transaction.query('select 1 from schema_migrations where version = $1', [migration.version]);
    if (existing.rows.length > 0) return false;
    await transaction.execScript(script);
    await transaction.query('insert into schema_migrations (version, name) values ($1, $2)', [
      migration.version,
      migration.name,
    ]);
    return true;
  });
}

/**
 * Applies a repeatable migration unless the checksum recorded for its name is its current one;
 * true when this call applied it. The script must be safe to run again (`create or replace`).
 */
async function applyRepeatable(database: Database, migration: RepeatableMigrationFile): Promise<boolean> {
  const script = await readFile(migration.path, 'utf8');
  const checksum = checksumOf(script);
  return database.transaction(async (transaction) => {
    await lockMigrations(transaction);
    await transaction.execScript(createRepeatableTable);
    const recorded = await transaction.query<{ checksum: string }>(
      'select checksum from schema_repeatable_migrations where name = $1',
      [migration.name],
    );
    if (recorded.rows[0]?.checksum === checksum) return false;
    await transaction.execScript(script);
    await transaction.query(
      `insert into schema_repeatable_migrations (name, checksum) values ($1, $2)
       on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`,
      [migration.name, checksum],
    );
    return true;
  });
}

/**
 * Applies pending versioned migrations in version order, then every repeatable migration whose
 * checksum differs from the one recorded (or that was never applied), in name order. Each file runs
 * in its own transaction under a transaction-scoped advisory lock, so several instances starting at
 * once apply each file exactly once, and a failing file is rolled back whole and stops the run.
 * Returns the names applied by this call.
 */
export async function migrate(database: Database, directory: string = migrationsDir): Promise<string[]> {
  const folder = await readMigrationFolder(directory);
  const applied: string[] = [];
  for (const migration of folder.versioned) {
    if (await applyVersioned(database, migration)) applied.push(migration.name);
  }
  for (const migration of folder.repeatable) {
    if (await applyRepeatable(database, migration)) applied.push(migration.name);
  }
  return applied;
}

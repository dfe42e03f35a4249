import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrationsDir } from '../config/package-paths.js';
import type { Database } from './database.js';

/** Any fixed number: every instance migrating the same database takes this lock. */
const migrationLockKey = 7_340_213;
const migrationFilePattern = /^(\d{3,})_[a-z0-9_]+\.sql$/;

export interface MigrationFile {
  version: number;
  name: string;
  path: string;
}

export async function listMigrations(directory: string = migrationsDir): Promise<MigrationFile[]> {
  const names = (await readdir(directory)).filter((name) => name.endsWith('.sql'));
  const files = names.map((name) => {
    const match = migrationFilePattern.exec(name);
    if (!match?.[1]) throw new Error(`Migration file name must look like 001_name.sql: ${name}`);
    return { version: Number(match[1]), name, path: join(directory, name) };
  });
  files.sort((left, right) => left.version - right.version);
  for (let index = 1; index < files.length; index += 1) {
    if (files[index]?.version === files[index - 1]?.version)
      throw new Error(`Duplicate migration version: ${files[index]?.name}`);
  }
  return files;
}

/**
 * Applies pending migrations in order, each in its own transaction under a transaction-scoped
 * advisory lock, so several instances starting at once apply each file exactly once.
 * Returns the names applied by this call.
 */
export async function migrate(database: Database, directory: string = migrationsDir): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of await listMigrations(directory)) {
    const script = await readFile(migration.path, 'utf8');
    const didApply = await database.transaction(async (transaction) => {
      await transaction.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
      await transaction.execScript(
        `create table if not exists schema_migrations (
           version integer primary key,
           name text not null,
           applied_at timestamptz not null default now()
         )`,
      );
      const existing = await transaction.query('select 1 from schema_migrations where version = $1', [
        migration.version,
      ]);
      if (existing.rows.length > 0) return false;
      await transaction.execScript(script);
      await transaction.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (didApply) applied.push(migration.name);
  }
  return applied;
}

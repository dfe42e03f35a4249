import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe } from 'vitest';
import type { Database } from '../db/database.js';
import { dumpEmptyPgliteDataDir, openPgliteDatabase } from '../db/pglite-database.js';
import { openPostgresDatabase, quoteIdentifier } from '../db/postgres-database.js';

export type DatabaseKind = Database['kind'];

const testDatabaseUrl = process.env['TEST_DATABASE_URL'] || undefined;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDatabaseKinds: DatabaseKind[] = testDatabaseUrl === undefined ? ['pglite'] : ['pglite', 'postgres'];

export interface TestDatabaseContext {
  kind: DatabaseKind;
  /** A fresh, empty database (PGlite in memory, or a random PostgreSQL schema), dropped after the suite. */
  openTestDatabase(): Promise<Database>;
}

/**
 * PGlite's initdb takes 2 to 4 s of WASM time per database, and the server suite opens hundreds:
 * the first test file to need one dumps a freshly initialised data folder to the temp folder (named
 * by the installed PGlite's path, so an upgrade makes a new one), and every database after that
 * starts from the dump in about 0.4 s. The dump is an empty cluster, exactly what initdb makes.
 */
let emptyPgliteDump: Promise<Blob> | undefined;
function emptyPgliteDataDir(): Promise<Blob> {
  emptyPgliteDump ??= (async () => {
    const installed = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const key = createHash('sha256').update(installed).digest('hex').slice(0, 16);
    const file = join(tmpdir(), `platform-test-pglite-empty-${key}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      const dump = await dumpEmptyPgliteDataDir();
      // Written under a name of its own, then renamed: parallel workers never read half a file.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    }
  })();
  return emptyPgliteDump;
}

/** Opens an empty database of one kind; the returned cleanup closes and drops it. */
export async function openEmptyDatabase(
  kind: DatabaseKind,
): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openPgliteDatabase({ dataDir: undefined, loadDataDir: await emptyPgliteDataDir() });
    return { database, cleanup: () => database.close() };
  }
  if (testDatabaseUrl === undefined) throw new Error('TEST_DATABASE_URL is not set');
  // A random schema per database keeps parallel test files and concurrent runs apart.
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create schema ${quoteIdentifier(schema)}`);
  await admin.end();
  const database = openPostgresDatabase({ connectionString: testDatabaseUrl, schema, maxConnections: 4 });
  return {
    database,
    cleanup: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: testDatabaseUrl });
      await dropper.connect();
      await dropper.query(`drop schema if exists ${quoteIdentifier(schema)} cascade`);
      await dropper.end();
    },
  };
}

/** Runs a describe block once per database kind; every database opened inside is dropped afterwards. */
export function forEachDatabase(title: string, body: (context: TestDatabaseContext) => void): void {
  describe.each(testDatabaseKinds)(`${title} [%s]`, (kind) => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });
    body({
      kind,
      async openTestDatabase() {
        const { database, cleanup } = await openEmptyDatabase(kind);
        cleanups.push(cleanup);
        return database;
      },
    });
  });
}

import type { Database } from '../../../db/database.js';
import { openPostgresDatabase } from '../../../db/postgres-database.js';

/**
 * On PostgreSQL, workers get a pool of their own with one connection each, on the test database's
 * schema (the shared test helper opens 4), so they all really run at once. On PGlite the one
 * connection serializes them, but their calls still interleave.
 */
export async function withWorkerConnections(
  database: Database,
  connections: number,
  work: (workerDatabase: Database) => Promise<void>,
): Promise<void> {
  const connectionString = process.env['TEST_DATABASE_URL'];
  if (database.kind !== 'postgres' || !connectionString) return work(database);
  const schema = (await database.query<{ schema: string }>('select current_schema() as schema')).rows[0]?.schema;
  const workerDatabase = openPostgresDatabase({
    connectionString,
    maxConnections: connections,
    ...(schema ? { schema } : {}),
  });
  try {
    await work(workerDatabase);
  } finally {
    await workerDatabase.close();
  }
}

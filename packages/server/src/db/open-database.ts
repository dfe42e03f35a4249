import type { Env } from '../config/env.js';
import type { Database } from './database.js';
import { openPgliteDatabase } from './pglite-database.js';
import { openPostgresDatabase } from './postgres-database.js';

/** PostgreSQL when DATABASE_URL is set, else PGlite persisted under DATA_DIR. */
export async function openDatabase(env: Pick<Env, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (env.databaseUrl !== undefined) return openPostgresDatabase({ connectionString: env.databaseUrl });
  return openPgliteDatabase({ dataDir: env.dataDir });
}

import pg from 'pg';
import {
  DatabaseClosedError,
  type Database,
  type QueryOptions,
  type QueryResult,
  type Transaction,
} from './database.js';

/** node-postgres keeps a named statement prepared per connection after its first use. */
const named = (options: QueryOptions) => (options.prepareAs === undefined ? {} : { name: options.prepareAs });

export interface PostgresOptions {
  connectionString: string;
  /** Schema put first on every connection's search_path (tests use a fresh schema per run). */
  schema?: string;
  maxConnections?: number;
}

export function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Unsafe SQL identifier: ${name}`);
  return `"${name}"`;
}

/** node-postgres Pool behind the Database interface. */
export function openPostgresDatabase(options: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    ...(options.schema === undefined ? {} : { options: `-c search_path=${quoteIdentifier(options.schema)}` }),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  let closed = false;

  return {
    kind: 'postgres',
    async query<Row>(
      sql: string,
      params: readonly unknown[] = [],
      options: QueryOptions = {},
    ): Promise<QueryResult<Row>> {
      if (closed) throw new DatabaseClosedError();
      const result = await pool.query({ text: sql, values: [...params], ...named(options) });
      return { rows: result.rows as Row[] };
    },
    async transaction<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
      if (closed) throw new DatabaseClosedError();
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          async query<Row>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
            const queryResult = await client.query({ text: sql, values: [...params], ...named(options) });
            return { rows: queryResult.rows as Row[] };
          },
          async execScript(sql: string) {
            await client.query(sql);
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * The one database interface the server uses. Two implementations: PGlite (embedded, default) and
 * node-postgres (when DATABASE_URL is set). Same SQL and migrations on both.
 */
export interface QueryResult<Row> {
  rows: Row[];
}

export interface QueryOptions {
  /**
   * Runs the statement as a named prepared statement on PostgreSQL (parsed and planned once per
   * connection, like `pgbench -M prepared`): for hot statements whose text never changes. One name,
   * one SQL text. PGlite ignores it.
   */
  prepareAs?: string;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<Row>>;
}

/** An open transaction, passed explicitly to every write so all of it commits or none does. */
export interface Transaction extends Queryable {
  /** Runs a multi-statement script without parameters (migrations). */
  execScript(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Commits when `work` resolves, rolls back when it throws. Inside `work`, query only through the
   * handle: on PGlite the Database itself waits for the open transaction, so using it would deadlock.
   */
  transaction<T>(work: (transaction: Transaction) => Promise<T>): Promise<T>;
  /** Idempotent; queries after close fail. */
  close(): Promise<void>;
}

export class DatabaseClosedError extends Error {
  constructor() {
    super('The database is closed');
    this.name = 'DatabaseClosedError';
  }
}

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DatabaseClosedError, type Database, type QueryResult, type Transaction } from './database.js';

/**
 * PGlite has one connection: a statement sent while another caller's transaction is open would run
 * inside it. Every top-level query and transaction therefore waits its turn in one queue.
 */
class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work, work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/**
 * Opens PGlite persisted under `<dataDir>/pglite`, or in memory when `dataDir` is undefined.
 * `loadDataDir` starts an in-memory database from a dump (`dumpPgliteDataDir`) instead of running
 * initdb, which costs seconds of WASM time: the tests open hundreds of databases this way.
 */
export async function openPgliteDatabase(options: {
  dataDir: string | undefined;
  loadDataDir?: Blob;
}): Promise<Database> {
  let directory: string | undefined;
  if (options.dataDir !== undefined) {
    directory = join(options.dataDir, 'pglite');
    await mkdir(directory, { recursive: true });
  }
  const pglite =
    directory !== undefined
      ? await PGlite.create(directory)
      : options.loadDataDir !== undefined
        ? await PGlite.create({ loadDataDir: options.loadDataDir })
        : await PGlite.create();
  const queue = new SerialQueue();
  let closed = false;

  const assertOpen = () => {
    if (closed) throw new DatabaseClosedError();
  };

  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      assertOpen();
      return queue.run(async () => {
        assertOpen();
        const result = await pglite.query<Row>(sql, [...params]);
        return { rows: result.rows };
      });
    },
    async transaction<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
      assertOpen();
      return queue.run(() =>
        pglite.transaction(async (inner) =>
          work({
            async query<Row>(sql: string, params: readonly unknown[] = []) {
              const result = await inner.query<Row>(sql, [...params]);
              return { rows: result.rows };
            },
            async execScript(sql: string) {
              await inner.exec(sql);
            },
          }),
        ),
      );
    },
    async close() {
      if (closed) return;
      closed = true;
      // Let queued work finish before the WASM instance goes away.
      await queue.run(() => pglite.close());
    },
  };
}

/** A fresh in-memory PGlite's data folder as an uncompressed tarball, for `loadDataDir`. */
export async function dumpEmptyPgliteDataDir(): Promise<Blob> {
  const pglite = await PGlite.create();
  try {
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

import { afterAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase, testDatabaseKinds } from '../../testing/test-databases.js';
import { isRetryableDatabaseError, withRetry } from './retry.js';

class DatabaseFailure extends Error {
  constructor(readonly code: string) {
    super(`database failure ${code}`);
  }
}

describe('withRetry', () => {
  it('runs again after serialization and deadlock failures, up to its bound', async () => {
    let attempts = 0;
    const flaky = async () => {
      attempts += 1;
      if (attempts < 3) throw new DatabaseFailure(attempts === 1 ? '40001' : '40P01');
      return 'done';
    };
    expect(await withRetry(flaky, { maxAttempts: 3, baseDelayMs: 1 })).toBe('done');
    expect(attempts).toBe(3);

    attempts = 0;
    const hopeless = async () => {
      attempts += 1;
      throw new DatabaseFailure('40001');
    };
    await expect(withRetry(hopeless, { maxAttempts: 4, baseDelayMs: 1 })).rejects.toThrow('database failure 40001');
    expect(attempts).toBe(4);
  });

  it('throws any other failure at once', async () => {
    let attempts = 0;
    const broken = async () => {
      attempts += 1;
      throw new DatabaseFailure('23505');
    };
    await expect(withRetry(broken, { maxAttempts: 5, baseDelayMs: 1 })).rejects.toThrow('database failure 23505');
    expect(attempts).toBe(1);
    expect(isRetryableDatabaseError(new Error('no code'))).toBe(false);
  });
});

// PGlite has one connection, so two transactions can never wait on each other there: this suite
// exists only when TEST_DATABASE_URL provides PostgreSQL.
if (testDatabaseKinds.includes('postgres')) {
  describe('withRetry against a real PostgreSQL deadlock', () => {
    let cleanup: (() => Promise<void>) | undefined;
    afterAll(() => cleanup?.());

    it('lets both transactions of a deadlock complete', async () => {
      const opened = await openEmptyDatabase('postgres');
      cleanup = opened.cleanup;
      const database = opened.database;
      await database.query('create table retry_probe (id integer primary key, touched integer not null default 0)');
      await database.query('insert into retry_probe (id) values (1), (2)');
      let attempts = 0;
      const lockedFirst: (() => void)[] = [];
      const bothLocked = Promise.all(
        [0, 1].map((index) => new Promise<void>((resolve) => (lockedFirst[index] = resolve))),
      );
      const crossing = (index: number, first: number, second: number) =>
        withRetry(
          () =>
            database.transaction(async (transaction) => {
              attempts += 1;
              await transaction.query('update retry_probe set touched = touched + 1 where id = $1', [first]);
              lockedFirst[index]?.();
              await bothLocked;
              await transaction.query('update retry_probe set touched = touched + 1 where id = $1', [second]);
            }),
          { maxAttempts: 3, baseDelayMs: 5 },
        );
      await Promise.all([crossing(0, 1, 2), crossing(1, 2, 1)]);
      expect(attempts).toBe(3);
      const rows = await database.query<{ touched: number }>('select touched from retry_probe order by id');
      expect(rows.rows).toEqual([{ touched: 2 }, { touched: 2 }]);
    });
  });
}

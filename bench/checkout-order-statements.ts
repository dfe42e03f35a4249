/**
 * Where one guest checkout order's time goes (bench/README.md, "Checkout orders"): the real app in
 * this process (test mode, as checkout-orders.ts builds it) on a fresh PostgreSQL schema, every
 * statement counted and timed through a wrapper of the Database interface. `BENCH_ORDERS` (200)
 * orders one after the other (after 20 unmeasured), each `POST /api/checkout/init` then
 * `POST /api/checkout/create` through `app.inject`. Printed per call: statements and transactions
 * per order, the time in the database and in the process, and the statements by text, most
 * frequent first. The schema is dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../packages/server/src/app.js';
import { parseEnv } from '../packages/server/src/config/env.js';
import type { Database, Queryable, Transaction } from '../packages/server/src/db/database.js';
import { migrate } from '../packages/server/src/db/migrate.js';
import { openPostgresDatabase, quoteIdentifier } from '../packages/server/src/db/postgres-database.js';
import { seed } from '../packages/server/src/seed/seed.js';
import { positiveInteger } from './env.js';

const connectionString = process.env['BENCH_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test';
const orders = positiveInteger('BENCH_ORDERS', 200);

interface Tally {
  count: number;
  ms: number;
}
const byStatement = new Map<string, Tally>();
let counting = false;
let statements = 0;
let transactions = 0;
let databaseMs = 0;

const shape = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 110);
function count(sql: string, ms: number): void {
  if (!counting) return;
  statements += 1;
  databaseMs += ms;
  const key = shape(sql);
  const tally = byStatement.get(key) ?? { count: 0, ms: 0 };
  tally.count += 1;
  tally.ms += ms;
  byStatement.set(key, tally);
}

function counted<T extends Queryable>(inner: T): Queryable {
  return {
    async query(sql, params, options) {
      const started = performance.now();
      try {
        return await inner.query(sql, params, options);
      } finally {
        count(sql, performance.now() - started);
      }
    },
  };
}

/** The database with every statement (begin/commit included) counted. */
function countingDatabase(inner: Database): Database {
  return {
    kind: inner.kind,
    ...counted(inner),
    async transaction(work) {
      if (counting) transactions += 1;
      // begin and commit are a round trip each: counted as statements of their own.
      count('begin', 0);
      try {
        return await inner.transaction((transaction: Transaction) =>
          work({ ...counted(transaction), execScript: (sql) => transaction.execScript(sql) }),
        );
      } finally {
        count('commit', 0);
      }
    },
    close: () => inner.close(),
  } as Database;
}

async function main(): Promise<void> {
  const schema = `bench_statements_${randomBytes(4).toString('hex')}`;
  const admin = openPostgresDatabase({ connectionString, maxConnections: 1 });
  await admin.query(`create schema ${quoteIdentifier(schema)}`);
  const dirs = [mkdtempSync(join(tmpdir(), 'bench-apps-')), mkdtempSync(join(tmpdir(), 'bench-data-'))];
  const database = countingDatabase(openPostgresDatabase({ connectionString, schema, maxConnections: 4 }));
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    APPS_DIR: dirs[0]!,
    DATA_DIR: dirs[1]!,
    ROLE: 'api',
    RATES_MONEY_MAX_AGE_MS: String(60 * 60_000),
  });
  try {
    await migrate(database);
    await seed(database, env);
    const app = await buildApp({ env, database });
    await app.ready();
    await app.rates.refresher.refreshNow();
    const calls = { init: { ms: 0, statements: 0 }, create: { ms: 0, statements: 0 } };
    const one = async (index: number, measured: boolean) => {
      counting = measured;
      const before = statements;
      let started = performance.now();
      const quote = await app.inject({
        method: 'POST',
        url: '/api/checkout/init',
        payload: { fiat_currency: 'EUR', fiat_amount: '20.00', crypto_currency: 'USDT' },
      });
      if (quote.statusCode !== 200) throw new Error(`init ${quote.statusCode} ${quote.body}`);
      calls.init.ms += measured ? performance.now() - started : 0;
      const afterInit = statements;
      started = performance.now();
      const created = await app.inject({
        method: 'POST',
        url: '/api/checkout/create',
        payload: {
          quote_id: quote.json().request_details.quote.quote_id,
          first_name: 'Bench',
          last_name: 'Buyer',
          email: `statements${index}@example.com`,
          mobile: '+447700900123',
          crypto_address: `0x${'ab'.repeat(20)}`,
          accept_terms: true,
          accept_refund_policy: true,
        },
      });
      if (created.statusCode !== 200) throw new Error(`create ${created.statusCode} ${created.body}`);
      calls.create.ms += measured ? performance.now() - started : 0;
      calls.init.statements += afterInit - before;
      calls.create.statements += statements - afterInit;
    };
    for (let index = 0; index < 20; index += 1) await one(index, false);
    for (let index = 20; index < 20 + orders; index += 1) await one(index, true);
    counting = false;
    const per = (value: number) => (value / orders).toFixed(2);
    console.log(`${orders} orders, one after the other, in process (app.inject), PostgreSQL`);
    console.log(`POST /checkout/init:   ${per(calls.init.ms)} ms, ${per(calls.init.statements)} statements per order`);
    console.log(
      `POST /checkout/create: ${per(calls.create.ms)} ms, ${per(calls.create.statements)} statements per order`,
    );
    console.log(
      `both: ${per(statements)} statements (begin/commit included), ${per(transactions)} transactions, ` +
        `${per(databaseMs)} ms waiting on the database, ${per(calls.init.ms + calls.create.ms - databaseMs)} ms elsewhere`,
    );
    console.log('\nper order  ms/order  statement');
    for (const [sql, tally] of [...byStatement].sort((a, b) => b[1].count - a[1].count))
      console.log(`${per(tally.count).padStart(9)} ${per(tally.ms).padStart(9)}  ${sql}`);
    await app.close();
  } finally {
    await database.close().catch(() => undefined);
    await admin.query(`drop schema if exists ${quoteIdentifier(schema)} cascade`);
    await admin.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

await main();

/**
 * Withdrawal requests against one hot account on PostgreSQL (issue 17: "the worst case for
 * locks"), next to the ledger's single-transfer figure measured in the same run:
 *   BENCH_ROUNDS (3) rounds, each of
 *     a. ledger single transfers (one createTransfers call = one transfer between random users), BENCH_CLIENTS (16) clients;
 *     b. POST /transactions/withdrawal of 0.0001 LTC by one user, BENCH_CLIENTS clients at once
 *        (each request: the user's row lock, limits summed, two ledger holds, the withdrawal, its
 *        transactions-list row, the chains module's send request and the requested email, in one transaction);
 *   alternating, so a machine that gets faster or slower weighs on both alike. Requests go through
 *   app.inject (the whole route: auth, schemas, envelope) in this process, without sockets.
 * The app runs in test mode on a fresh schema bench_withdrawals_<random> (dropped at the end, also
 * after a failure or Ctrl-C); the sends are never broadcast (no worker runs). Load average is
 * printed before and after: compare runs only on a quiet machine. See bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../packages/server/src/app.js';
import { parseEnv } from '../packages/server/src/config/env.js';
import { migrate } from '../packages/server/src/db/migrate.js';
import { openPostgresDatabase, quoteIdentifier } from '../packages/server/src/db/postgres-database.js';
import { createTestUser } from '../packages/server/src/modules/accounts/testing.js';
import { createWithdrawingUser, fund, regtestLtcAddress } from '../packages/server/src/modules/withdrawals/testing.js';
import { seed } from '../packages/server/src/seed/seed.js';
import { positiveInteger } from './env.js';
import { prepareBook, runLedgerPhase, type LedgerPhaseResult } from './ledger-phase.js';
import { summariseLatencies, type LatencySummary } from './stats.js';

const config = {
  connectionString: process.env['BENCH_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test',
  durationSeconds: positiveInteger('BENCH_SECONDS', 10),
  clients: positiveInteger('BENCH_CLIENTS', 16),
  users: positiveInteger('BENCH_USERS', 1000),
  rounds: positiveInteger('BENCH_ROUNDS', 3),
};

const controller = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => controller.abort(new Error(`Interrupted by ${signal}`)));
}
const overallLimitMs = (2 * config.rounds * config.durationSeconds + 240) * 1000;
setTimeout(() => controller.abort(new Error(`Overall limit of ${overallLimitMs} ms reached`)), overallLimitMs).unref();

const schema = `bench_withdrawals_${randomBytes(4).toString('hex')}`;
const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const row = (cells: string[]) =>
  cells.map((cell, index) => (index === 0 ? cell.padEnd(28) : cell.padStart(11))).join(' ');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface WithdrawalPhase {
  ok: number;
  refused: Record<string, number>;
  perSecond: number;
  latency: LatencySummary;
}

type App = Awaited<ReturnType<typeof buildApp>>;

async function prepareApp(database: ReturnType<typeof openPostgresDatabase>): Promise<App> {
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    APPS_DIR: mkdtempSync(join(tmpdir(), 'bench-apps-')),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-data-')),
    ROLE: 'api',
    RATES_MONEY_MAX_AGE_MS: String(60 * 60_000),
  });
  await migrate(database);
  await seed(database, env);
  const app = await buildApp({ env, database });
  await app.ready();
  await app.rates.refresher.refreshNow();
  return app;
}

/** One user with a balance far above the run's withdrawals and limits that never refuse. */
async function hotAccount(app: App): Promise<Record<string, string>> {
  const operator = await createTestUser(app, { role: 'operator' });
  const limit = { per_transaction_eur: '999999999', daily_eur: '999999999', monthly_eur: '999999999' };
  const policy = await app.inject({
    method: 'PUT',
    url: '/api/operator/withdrawalPolicy',
    headers: operator.headers,
    payload: { limits: { verified: { LTC: limit } }, fees: { LTC: { fee: '0.00001', minimum: '0.00001' } } },
  });
  if (policy.statusCode !== 200) throw new Error(`policy: ${policy.body}`);
  const user = await createWithdrawingUser(app);
  await fund(app, user.userId, 'LTC', 10n ** 15n);
  return user.headers;
}

async function runWithdrawalPhase(app: App, headers: Record<string, string>, label: string): Promise<WithdrawalPhase> {
  const latenciesMs: number[] = [];
  const refused: Record<string, number> = {};
  let ok = 0;
  const address = regtestLtcAddress();
  const startedAt = performance.now();
  const deadline = startedAt + config.durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: config.clients }, async (_, client) => {
      for (let call = 0; performance.now() < deadline && !controller.signal.aborted; call += 1) {
        const callStartedAt = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: '/api/transactions/withdrawal',
          headers,
          payload: {
            method: 'crypto',
            client_id: `${label}-c${client}-${call}`,
            currency: 'LTC',
            amount: '0.0001',
            address,
            travel_rule: { destination_type: 'self_hosted', ownership_confirmed: true },
          },
        });
        latenciesMs.push(performance.now() - callStartedAt);
        if (response.statusCode === 200) ok += 1;
        else refused[String(response.statusCode)] = (refused[String(response.statusCode)] ?? 0) + 1;
      }
    }),
  );
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  return { ok, refused, perSecond: ok / elapsedSeconds, latency: summariseLatencies(latenciesMs) };
}

function report(rounds: { single: LedgerPhaseResult; withdrawal: WithdrawalPhase }[]): void {
  console.log('');
  console.log(row(['round', 'ledger tr/s', 'ledger p99', 'wdr req/s', 'wdr p99 ms', 'ratio']));
  rounds.forEach(({ single, withdrawal }, index) => {
    console.log(
      row([
        String(index + 1),
        fixed(single.transfersPerSecond, 0),
        fixed(single.latency.p99Ms),
        fixed(withdrawal.perSecond, 1),
        fixed(withdrawal.latency.p99Ms),
        fixed(withdrawal.perSecond / single.transfersPerSecond, 3),
      ]),
    );
    if (Object.keys(withdrawal.refused).length > 0) console.log(`  refused: ${JSON.stringify(withdrawal.refused)}`);
  });
}

async function main(): Promise<void> {
  console.log(
    `load average before: ${load()} (${config.rounds} rounds × 2 phases × ${config.durationSeconds} s, ${config.clients} clients)`,
  );
  const admin = openPostgresDatabase({ connectionString: config.connectionString, maxConnections: 1 });
  const database = openPostgresDatabase({
    connectionString: config.connectionString,
    schema,
    maxConnections: config.clients + 4,
  });
  let app: App | undefined;
  try {
    await admin.query(`create schema ${quoteIdentifier(schema)}`);
    app = await prepareApp(database);
    const headers = await hotAccount(app);
    const book = await prepareBook(database, config.users);
    const rounds = [];
    for (let round = 1; round <= config.rounds && !controller.signal.aborted; round += 1) {
      const single = await runLedgerPhase({
        connectionString: config.connectionString,
        schema,
        book,
        clients: config.clients,
        transfersPerCall: 1,
        durationSeconds: config.durationSeconds,
        label: `single-${round}`,
        signal: controller.signal,
      });
      const withdrawal = await runWithdrawalPhase(app, headers, `wdr-${round}`);
      rounds.push({ single, withdrawal });
    }
    report(rounds);
  } finally {
    await app?.close();
    await database.close();
    await admin.query(`drop schema if exists ${quoteIdentifier(schema)} cascade`);
    await admin.close();
    console.log(`load average after: ${load()}`);
  }
}

await main();

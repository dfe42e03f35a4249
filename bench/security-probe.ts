/**
 * The security probe of issue 19, repeated (bench/README.md, "Security probe"): a platform of its
 * own on loopback (test mode, in-memory PGlite, the demo data), then bounded fuzzing of every served
 * row of core's contract (requests generated from the rows: hostile values, unknown keys, wrong
 * shapes, malformed JSON, bytes that are not UTF-8, wrong content types, forged and real identities,
 * odd Host headers), counted by status. It fails when any answer is a 5xx, when the server logs an
 * error, or when it stops answering /readyz. `--long` sends more and, when Debian's `sqlmap` is
 * installed, runs it on login, registration, transactions and payment calls (it says so when it is
 * not). Only 127.0.0.1 is ever contacted.
 *
 *   npm run probe                 the short form (CI): 12 requests per row
 *   npm run probe -- --long       150 requests per row, then sqlmap
 *   flags: --per-row=N  --seed=N  --no-sqlmap
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints, type AnyEndpoint } from '../packages/core/src/index.js';
import { buildApp, type App } from '../packages/server/src/app.js';
import { parseEnv } from '../packages/server/src/config/env.js';
import { migrate } from '../packages/server/src/db/migrate.js';
import { openPgliteDatabase } from '../packages/server/src/db/pglite-database.js';
import { loadOrCreateDemoSecrets, type DemoSecrets } from '../packages/server/src/seed/demo-secrets.js';
import { seed } from '../packages/server/src/seed/seed.js';
import { probeRequest, type ProbeCredentials, type ProbeRequest } from './probe-requests.js';
import { runSqlmap, sqlmapAvailable, type SqlmapResult, type SqlmapTarget } from './probe-sqlmap.js';
import { seededRandom, type ProbeFixtures } from './probe-values.js';

interface Options {
  long: boolean;
  perRow: number;
  seed: number;
  sqlmap: boolean;
  /** --sqlmap-log=DIR: sqlmap's whole output per target is written there. */
  sqlmapLogDir: string | undefined;
}

function parseOptions(argv: string[]): Options {
  const long = argv.includes('--long');
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const number = (name: string, fallback: number) => {
    const text = value(name);
    if (text === undefined) return fallback;
    if (!/^[1-9][0-9]{0,6}$/.test(text)) throw new Error(`--${name} must be a positive integer`);
    return Number(text);
  };
  return {
    long,
    perRow: number('per-row', long ? 150 : 12),
    seed: number('seed', 19),
    sqlmap: long && !argv.includes('--no-sqlmap'),
    sqlmapLogDir: value('sqlmap-log'),
  };
}

interface Platform {
  app: App;
  origin: string;
  secrets: DemoSecrets;
  errorLogs: string[];
  /** Every answer the server sent, and its 5xx, counted by the server (sqlmap's requests included). */
  answered: { total: number; serverErrors: number };
  close(): Promise<void>;
}

/** The platform as `npm start` runs it in test mode, with limits raised and X-Forwarded-For trusted, so throttles do not hide handlers. */
async function startPlatform(): Promise<Platform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'probe-data-'));
  const env = parseEnv({
    LOG_LEVEL: 'error',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APPS_DIR: mkdtempSync(join(tmpdir(), 'probe-apps-')),
    ROLE: 'api',
    TRUST_PROXY: '1',
    MERCHANT_API_RATE_LIMIT_PER_IP: '1000000',
    MERCHANT_API_RATE_LIMIT_PER_KEY: '1000000',
    MERCHANT_MAX_OPEN_PAYMENTS: '10000000',
  });
  const database = await openPgliteDatabase({ dataDir: undefined });
  await migrate(database);
  const { secrets } = loadOrCreateDemoSecrets(dataDir);
  await seed(database, { ...env, demoSecrets: secrets });
  const errorLogs: string[] = [];
  const app = await buildApp({
    env,
    database,
    logStream: { write: (line) => void errorLogs.push(line.slice(0, 2000)) },
    resolveHostname: async () => {
      throw Object.assign(new Error('the probe resolves no name'), { code: 'ENOTFOUND' });
    },
  });
  const answered = { total: 0, serverErrors: 0 };
  app.addHook('onResponse', async (_request, reply) => {
    answered.total += 1;
    if (reply.statusCode >= 500) answered.serverErrors += 1;
  });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  await app.rates.refresher.refreshNow();
  return {
    app,
    origin,
    secrets,
    errorLogs,
    answered,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A connection per request: an answer sent before the request's body was read (413, 415, a refusal
 * in a hook) closes its connection, and a keep-alive client racing to reuse it would count a
 * "socket hang up" that no real client of one request sees.
 */
const agent = new Agent({ keepAlive: false, maxSockets: 8 });

interface Answer {
  status: number;
  body: string;
}

/** One request over loopback HTTP; status 0 when no answer came within 15 s. */
function send(
  origin: string,
  probe: Pick<ProbeRequest, 'method' | 'path' | 'headers' | 'body' | 'stream'>,
): Promise<Answer> {
  const url = new URL(probe.path, origin);
  if (url.hostname !== '127.0.0.1') throw new Error('the probe talks to loopback only');
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      { method: probe.method, headers: probe.headers, agent, timeout: 15_000 },
      (response) => {
        if (probe.stream) {
          resolve({ status: response.statusCode ?? 0, body: '' });
          response.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', () => resolve({ status: response.statusCode ?? 0, body: '' }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', (error) =>
      resolve({ status: 0, body: `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}` }),
    );
    outgoing.end(probe.body);
  });
}

let setUpCalls = 1;

async function callJson(
  origin: string,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const answer = await send(origin, {
    method,
    path,
    // A client address of its own per set-up call, so the sign-in throttle per IP never refuses one.
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.250.${setUpCalls++ % 250}.${Math.floor(setUpCalls / 250) % 250}`,
      ...headers,
    },
    body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
    stream: false,
  });
  const parsed = JSON.parse(answer.body) as { request_details?: Record<string, unknown> };
  if (answer.status !== 200)
    throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  return parsed.request_details ?? {};
}

type Sessions = Record<'retail' | 'merchant' | 'operator', string>;

const demoEmails: Record<keyof Sessions, string> = {
  retail: 'demo@demo-exchange.example',
  merchant: 'merchant@demo-exchange.example',
  operator: 'reviewer@demo-exchange.example',
};

async function signIn(platform: Platform, who: keyof Sessions): Promise<string> {
  const details = await callJson(platform.origin, 'POST', '/api/users/login', {
    email: demoEmails[who],
    password: platform.secrets.passwords[who],
  });
  return String(details['user_token']);
}

/**
 * Signs a demo user in again when a fuzzed call ended their session (logout, a session list's end
 * call…), so later rows still meet a live session.
 */
async function keepSessions(platform: Platform, credentials: ProbeCredentials): Promise<void> {
  for (const who of Object.keys(demoEmails) as (keyof Sessions)[]) {
    const token = credentials.bearer[who];
    const me = await send(platform.origin, {
      method: 'GET',
      path: '/api/users/me',
      headers: { authorization: `Bearer ${token ?? ''}`, 'x-forwarded-for': '10.251.0.1' },
      stream: false,
    });
    if (me.status !== 200) credentials.bearer[who] = await signIn(platform, who);
  }
}

/** Signed-in sessions of the demo users, the demo merchant's keys, and a real payment to aim at. */
async function prepareIdentities(
  platform: Platform,
): Promise<{ credentials: ProbeCredentials; fixtures: ProbeFixtures }> {
  const { origin, secrets } = platform;
  const retail = await signIn(platform, 'retail');
  const merchant = await signIn(platform, 'merchant');
  const operator = await signIn(platform, 'operator');
  await callJson(
    origin,
    'PATCH',
    '/api/users/merchant/edit',
    { allowed_origins: ['https://shop.example'] },
    {
      authorization: `Bearer ${merchant}`,
    },
  );
  const payment = await callJson(
    origin,
    'POST',
    '/m/api/transaction',
    { merchant_id: 'mer_demo', amount: '10', currency: 'EUR', currency_1_iso: 'LTC' },
    { authorization: `Bearer ${secrets.merchantKeys.secret}` },
  );
  const me = await callJson(origin, 'GET', '/api/users/me', undefined, { authorization: `Bearer ${retail}` });
  const userInfo = me['user_info'] as { user_id?: string } | undefined;
  return {
    credentials: {
      bearer: {
        retail,
        merchant,
        operator,
        secretKey: secrets.merchantKeys.secret,
        publishableKey: secrets.merchantKeys.publishable,
      },
    },
    fixtures: {
      merchantId: 'mer_demo',
      paymentId: String(payment['transaction_id']),
      userId: userInfo?.user_id ?? 'usr_0',
    },
  };
}

interface FuzzReport {
  sent: number;
  byStatus: Map<number, number>;
  serverErrors: { row: string; method: string; path: string; status: number; body: string }[];
  noAnswer: { row: string; method: string; path: string; error: string }[];
  rows: number;
}

/** Every served row, `perRow` requests each, 4 at a time; the demo sessions kept alive between rows. */
async function fuzz(platform: Platform, options: Options, identities: Awaited<ReturnType<typeof prepareIdentities>>) {
  const random = seededRandom(options.seed);
  const rows = (Object.entries(endpoints) as [string, AnyEndpoint][]).filter(([, row]) => row.status === 'served');
  const report: FuzzReport = { sent: 0, byStatus: new Map(), serverErrors: [], noAnswer: [], rows: rows.length };
  const record = (probe: ProbeRequest, answer: Answer) => {
    report.sent += 1;
    report.byStatus.set(answer.status, (report.byStatus.get(answer.status) ?? 0) + 1);
    const where = { row: probe.row, method: probe.method, path: probe.path.slice(0, 160) };
    if (answer.status === 0) report.noAnswer.push({ ...where, error: answer.body });
    if (answer.status >= 500)
      report.serverErrors.push({ ...where, status: answer.status, body: answer.body.slice(0, 300) });
  };
  for (const [name, row] of rows) {
    const queue: ProbeRequest[] = [];
    for (let index = 0; index < options.perRow; index += 1) {
      const clientIp = `10.${Math.floor(random() * 250)}.${Math.floor(random() * 250)}.${Math.floor(random() * 250) + 1}`;
      queue.push(probeRequest(name, row, { random, ...identities, clientIp }));
    }
    const worker = async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift())
        record(next, await send(platform.origin, next));
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    await keepSessions(platform, identities.credentials);
  }
  return report;
}

/** The calls the sqlmap run named, with the probe's identities. */
function sqlmapTargets(origin: string, identities: Awaited<ReturnType<typeof prepareIdentities>>): SqlmapTarget[] {
  const json = { 'content-type': 'application/json' };
  const { bearer } = identities.credentials;
  const { merchantId, paymentId } = identities.fixtures;
  return [
    {
      name: 'POST /api/users/login',
      method: 'POST',
      url: `${origin}/api/users/login`,
      headers: json,
      data: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' }),
    },
    {
      name: 'POST /api/users/register',
      method: 'POST',
      url: `${origin}/api/users/register`,
      headers: json,
      data: JSON.stringify({
        firstName: 'Probe',
        lastName: 'Person',
        email: 'probe.person@example.com',
        mobile: '+447700900456',
        password: 'correct horse battery',
      }),
    },
    {
      name: 'GET /api/transactions/getTransactions',
      method: 'GET',
      url: `${origin}/api/transactions/getTransactions?asset=BTC&type=deposit&status=completed&from=2025-01-01&limit=10`,
      headers: { authorization: `Bearer ${bearer.retail ?? ''}` },
    },
    {
      name: 'POST /m/api/transaction',
      method: 'POST',
      url: `${origin}/m/api/transaction`,
      headers: { ...json, authorization: `Bearer ${bearer.secretKey ?? ''}` },
      data: JSON.stringify({ merchant_id: merchantId, amount: '10', currency: 'EUR', order_id: 'probe-1' }),
    },
    {
      name: 'POST /m/api/transaction/status',
      method: 'POST',
      url: `${origin}/m/api/transaction/status`,
      headers: json,
      data: JSON.stringify({ transaction_id: paymentId, merchant_id: merchantId }),
    },
  ];
}

function printReport(report: FuzzReport, seconds: number, errorLogs: string[], ready: boolean): void {
  const statuses = [...report.byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`);
  process.stdout.write(
    [
      `fuzzed ${report.rows} rows: ${report.sent} requests in ${seconds} s`,
      `  by status  ${statuses.join(', ')}`,
      `  5xx        ${report.serverErrors.length}`,
      `  no answer  ${report.noAnswer.length}`,
      `  server error log lines ${errorLogs.length}`,
      `  /readyz after the run  ${ready ? '200' : 'NOT ready'}`,
      ...report.serverErrors
        .slice(0, 20)
        .map((error) => `  5xx ${error.status} ${error.row}: ${error.method} ${error.path} → ${error.body}`),
      ...report.noAnswer
        .slice(0, 20)
        .map((miss) => `  no answer ${miss.row}: ${miss.method} ${miss.path} (${miss.error})`),
      ...errorLogs.slice(0, 10).map((line) => `  logged: ${line}`),
      '',
    ].join('\n'),
  );
}

async function runSqlmapTargets(platform: Platform, targets: SqlmapTarget[], logDir: string | undefined) {
  if (!sqlmapAvailable()) {
    process.stdout.write('sqlmap: not installed, skipped (Debian: apt-get install -y sqlmap)\n');
    return [];
  }
  const results: SqlmapResult[] = [];
  for (const target of targets) {
    const before = { ...platform.answered };
    const result = await runSqlmap(target, 15 * 60_000, logDir);
    const requests = platform.answered.total - before.total;
    const serverErrors = platform.answered.serverErrors - before.serverErrors;
    process.stdout.write(
      `sqlmap ${result.target}: ${result.verdict} (${requests} requests, ${serverErrors} 5xx, ${result.seconds} s) ${result.detail}\n`,
    );
    results.push(result);
  }
  return results;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  const platform = await startPlatform();
  let failed = false;
  try {
    const identities = await prepareIdentities(platform);
    process.stdout.write(
      `security probe: ${options.long ? 'long' : 'short'} form, ${options.perRow} requests per row, seed ${options.seed}, ${platform.origin}\n`,
    );
    const report = await fuzz(platform, options, identities);
    const ready =
      (await send(platform.origin, { method: 'GET', path: '/readyz', headers: {}, stream: false })).status === 200;
    printReport(report, Math.round((Date.now() - started) / 1000), platform.errorLogs, ready);
    failed = report.serverErrors.length > 0 || report.noAnswer.length > 0 || platform.errorLogs.length > 0 || !ready;
    if (options.sqlmap) {
      const before = { ...platform.answered };
      await keepSessions(platform, identities.credentials);
      const targets = sqlmapTargets(platform.origin, identities);
      const results = await runSqlmapTargets(platform, targets, options.sqlmapLogDir);
      const injectable = results.filter((result) => result.verdict === 'INJECTABLE').length;
      const serverErrors = platform.answered.serverErrors - before.serverErrors;
      process.stdout.write(
        `sqlmap: ${results.length} targets, ${injectable} injectable, ${platform.answered.total - before.total} requests, ${serverErrors} 5xx\n`,
      );
      failed ||= injectable > 0 || serverErrors > 0 || platform.errorLogs.length > 0;
    }
  } finally {
    agent.destroy();
    await platform.close();
  }
  process.stdout.write(
    `security probe ${failed ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s\n`,
  );
  process.exitCode = failed ? 1 : 0;
}

await main();

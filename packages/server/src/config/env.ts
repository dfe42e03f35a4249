import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultAppsDir } from './package-paths.js';
import { accountsEnvShape, toAccountsEnv, type AccountsEnv } from '../modules/accounts/index.js';
import { chainsEnvShape, toChainsEnv, type ChainsEnv } from '../modules/chains/index.js';
import { identityEnvShape, toIdentityEnv, type IdentityEnv } from '../modules/identity/index.js';
import { merchantsEnvShape, toMerchantsEnv, type MerchantsEnv } from '../modules/merchants/index.js';
import { notifyEnvShape, toNotifyEnv, type NotifyEnv } from '../modules/notify/index.js';
import { railsEnvShape, toRailsEnv, type RailsEnv } from '../modules/rails/index.js';
import { parseRatesEnv, RatesConfigError } from '../modules/rates/index.js';
import type { RatesPluginOptions } from '../modules/rates/index.js';
import { toWalletsEnv, walletsEnvShape, type WalletsEnv } from '../modules/wallets/index.js';
import { toWebhooksEnv, webhooksEnvShape, type WebhooksEnv } from '../modules/webhooks/index.js';
import { toWithdrawalsEnv, withdrawalsEnvShape, type WithdrawalsEnv } from '../modules/withdrawals/index.js';
import { isLoopbackHost } from '../lib/loopback.js';
import { EnvError } from './env-error.js';

/** Unset and empty variables both mean "use the default" (shells and .env files leave empties). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const booleanFlag = z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
  message: 'must be one of 1, 0, true, false, yes, no, on, off',
});
const basePath = z
  .string()
  .regex(/^\/[a-z0-9/_-]*[a-z0-9_-]$/i, { message: 'must start with / and not end with / (e.g. /api)' });
const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

const rawEnvSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65_535)),
  HOST: optional(z.string().min(1)),
  DATA_DIR: optional(z.string().min(1)),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' })),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  TEST_MODE: optional(booleanFlag),
  TEST_MODE_ALLOW_PUBLIC: optional(booleanFlag),
  TRUST_PROXY: optional(booleanFlag),
  PUBLIC_URL: optional(httpUrl),
  API_BASE: optional(basePath),
  MERCHANT_API_BASE: optional(basePath),
  APPS_DIR: optional(z.string().min(1)),
  BODY_LIMIT_BYTES: optional(
    z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024),
  ),
  META_FETCH_TIMEOUT_MS: optional(z.coerce.number().int().min(1).max(60_000)),
  ROLE: optional(z.enum(['all', 'api', 'worker'])),
  ...notifyEnvShape,
  ...accountsEnvShape,
  ...identityEnvShape,
  ...walletsEnvShape,
  ...chainsEnvShape,
  ...webhooksEnvShape,
  ...merchantsEnvShape,
  ...railsEnvShape,
  ...withdrawalsEnvShape,
});

export interface Env {
  port: number;
  host: string;
  /** Absolute; relative values are taken from the working directory. */
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  nodeEnv: 'development' | 'production' | 'test';
  /** The embedded default (no DATABASE_URL) runs in test mode unless told otherwise. */
  testMode: boolean;
  /** HOST is a loopback address (or localhost): only this machine can connect. */
  listensOnLoopback: boolean;
  /**
   * TEST_MODE_ALLOW_PUBLIC: test mode may listen on a non-loopback HOST (refused otherwise, since
   * test mode hands out demo sign-ins and simulated money); server.ts then warns loudly at start.
   */
  testModeAllowPublic: boolean;
  trustProxy: boolean;
  publicUrl: string | undefined;
  apiBase: string;
  merchantApiBase: string;
  appsDir: string;
  bodyLimitBytes: number;
  metaFetchTimeoutMs: number;
  /**
   * What this process runs (ARCHITECTURE.md, Runtime): `all` (default) serves HTTP and runs the
   * background jobs; `api` serves HTTP only; `worker` runs the jobs and answers only /healthz and
   * /readyz. Several api and worker processes can share one PostgreSQL.
   */
  role: 'all' | 'api' | 'worker';
  notify: NotifyEnv;
  rates: RatesPluginOptions;
  accounts: AccountsEnv;
  identity: IdentityEnv;
  wallets: WalletsEnv;
  chains: ChainsEnv;
  webhooks: WebhooksEnv;
  merchants: MerchantsEnv;
  rails: RailsEnv;
  withdrawals: WithdrawalsEnv;
}

export { EnvError };

const isOn = (flag: string | undefined) => flag === '1' || flag === 'true' || flag === 'yes' || flag === 'on';

/**
 * Test mode is safe only on this machine: its outbox, demo sign-ins and simulated money must not be
 * served to a network by mistake, so a non-loopback HOST needs TEST_MODE_ALLOW_PUBLIC said out loud.
 */
function testModeListenProblems(
  raw: { HOST?: string | undefined; TEST_MODE_ALLOW_PUBLIC?: string | undefined },
  testMode: boolean,
): string[] {
  const host = raw.HOST ?? '127.0.0.1';
  if (!testMode || isLoopbackHost(host) || isOn(raw.TEST_MODE_ALLOW_PUBLIC)) return [];
  return [
    `HOST: ${host} is not a loopback address, and test mode (demo sign-ins, simulated money, a readable outbox) listens on loopback only: use HOST=127.0.0.1, turn test mode off (TEST_MODE=0), or set TEST_MODE_ALLOW_PUBLIC=1 to expose test mode to other machines anyway`,
  ];
}

/** Parses the environment once; every bad variable is reported together in one EnvError. */
export function parseEnv(source: Record<string, string | undefined>, cwd: string = process.cwd()): Env {
  const parsed = rawEnvSchema.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const testModeGuess = isOn(source['TEST_MODE'] ?? '') || (!source['TEST_MODE'] && !source['DATABASE_URL']);
  let rates: RatesPluginOptions | undefined;
  try {
    rates = parseRatesEnv(source, { testMode: testModeGuess });
  } catch (error) {
    if (!(error instanceof RatesConfigError)) throw error;
    problems.push(...error.problems);
  }
  if (!parsed.success || rates === undefined) throw new EnvError(problems);
  const raw = parsed.data;
  const apiBase = raw.API_BASE ?? '/api';
  const merchantApiBase = raw.MERCHANT_API_BASE ?? '/m';
  if (apiBase === merchantApiBase) problems.push('MERCHANT_API_BASE: must differ from API_BASE');
  const notify = toNotifyEnv(raw);
  problems.push(...notify.problems);
  const testMode = raw.TEST_MODE === undefined ? raw.DATABASE_URL === undefined : isOn(raw.TEST_MODE);
  problems.push(...testModeListenProblems(raw, testMode));
  const accounts = toAccountsEnv(raw, { testMode, nodeEnv: raw.NODE_ENV ?? 'development' });
  problems.push(...accounts.problems);
  const wallets = toWalletsEnv(raw, { testMode });
  problems.push(...wallets.problems);
  const identity = toIdentityEnv(raw, { testMode });
  problems.push(...identity.problems);
  const chains = toChainsEnv(raw, { testMode, addressNetwork: wallets.env.depositNetwork });
  problems.push(...chains.problems);
  const rails = toRailsEnv(raw, { testMode });
  problems.push(...rails.problems);
  const withdrawals = toWithdrawalsEnv(raw, { testMode });
  problems.push(...withdrawals.problems);
  if (problems.length > 0) throw new EnvError(problems);
  return {
    port: raw.PORT ?? 3000,
    host: raw.HOST ?? '127.0.0.1',
    dataDir: resolve(cwd, raw.DATA_DIR ?? './data'),
    databaseUrl: raw.DATABASE_URL,
    logLevel: raw.LOG_LEVEL ?? 'info',
    nodeEnv: raw.NODE_ENV ?? 'development',
    testMode,
    listensOnLoopback: isLoopbackHost(raw.HOST ?? '127.0.0.1'),
    testModeAllowPublic: isOn(raw.TEST_MODE_ALLOW_PUBLIC),
    trustProxy: isOn(raw.TRUST_PROXY),
    publicUrl: raw.PUBLIC_URL,
    apiBase,
    merchantApiBase,
    appsDir: resolve(cwd, raw.APPS_DIR ?? defaultAppsDir),
    bodyLimitBytes: raw.BODY_LIMIT_BYTES ?? 1024 * 1024,
    metaFetchTimeoutMs: raw.META_FETCH_TIMEOUT_MS ?? 3000,
    role: raw.ROLE ?? 'all',
    notify: notify.env,
    rates,
    accounts: accounts.env,
    identity: identity.env,
    wallets: wallets.env,
    chains: chains.env,
    webhooks: toWebhooksEnv(raw).env,
    merchants: toMerchantsEnv(raw).env,
    rails: rails.env,
    withdrawals: withdrawals.env,
  };
}

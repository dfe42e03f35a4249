import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.js';
import { serverPackageRoot } from './package-paths.js';

describe('parseEnv', () => {
  it('uses the documented defaults, with the embedded database in test mode', () => {
    const env = parseEnv({}, '/srv/platform');
    expect(env).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/platform/data',
      databaseUrl: undefined,
      testMode: true,
      trustProxy: false,
      apiBase: '/api',
      merchantApiBase: '/m',
      bodyLimitBytes: 1_048_576,
      metaFetchTimeoutMs: 3000,
    });
    expect(env.appsDir).toBe(resolve(serverPackageRoot, '..'));
    expect(env.appsDir).toBe(resolve(join(serverPackageRoot, '..')));
  });

  it('turns test mode off by default when a PostgreSQL URL is set, and lets TEST_MODE override it', () => {
    // Live mode needs the TOTP encryption key (identity module).
    const key = { TOTP_ENCRYPTION_KEY: '11'.repeat(32) };
    expect(parseEnv({ DATABASE_URL: 'postgres://db.internal/platform', ...key }).testMode).toBe(false);
    expect(parseEnv({ DATABASE_URL: 'postgres://db.internal/platform', TEST_MODE: 'on' }).testMode).toBe(true);
    expect(parseEnv({ TEST_MODE: '0', ...key }).testMode).toBe(false);
  });

  it('resolves DATA_DIR and APPS_DIR against the working directory and treats empty values as unset', () => {
    const env = parseEnv({ DATA_DIR: 'var/data', APPS_DIR: '../apps', PORT: '' }, '/srv/platform');
    expect(env.dataDir).toBe('/srv/platform/var/data');
    expect(env.appsDir).toBe('/srv/apps');
    expect(env.port).toBe(3000);
  });

  it('reports every bad variable at once', () => {
    let caught: unknown;
    try {
      parseEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://nope',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'maybe',
        PUBLIC_URL: 'ftp://files.example',
        API_BASE: 'api/',
        META_FETCH_TIMEOUT_MS: '-5',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems;
    const variables = problems.map((problem) => problem.split(':')[0]);
    expect(variables.sort()).toEqual(
      ['API_BASE', 'DATABASE_URL', 'LOG_LEVEL', 'META_FETCH_TIMEOUT_MS', 'PORT', 'PUBLIC_URL', 'TRUST_PROXY'].sort(),
    );
    expect((caught as EnvError).message).toContain('TRUST_PROXY: must be one of 1, 0, true, false, yes, no, on, off');
  });

  it('rejects an API base equal to the merchant API base', () => {
    expect(() => parseEnv({ API_BASE: '/api', MERCHANT_API_BASE: '/api' })).toThrow(
      'MERCHANT_API_BASE: must differ from API_BASE',
    );
  });
});

describe('test mode listens on loopback only, unless told explicitly', () => {
  it('refuses a non-loopback HOST in test mode, naming the variable that would allow it', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'shop.example']) {
      expect(() => parseEnv({ HOST: host }), host).toThrow(/HOST: .*loopback.*TEST_MODE_ALLOW_PUBLIC=1/);
    }
  });

  it('accepts loopback hosts, and any host with TEST_MODE_ALLOW_PUBLIC or outside test mode', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) {
      expect(parseEnv({ HOST: host }), host).toMatchObject({ testMode: true, listensOnLoopback: true });
    }
    expect(parseEnv({ HOST: '0.0.0.0', TEST_MODE_ALLOW_PUBLIC: '1' })).toMatchObject({
      testMode: true,
      listensOnLoopback: false,
      testModeAllowPublic: true,
    });
    const live = parseEnv({ HOST: '0.0.0.0', TEST_MODE: '0', TOTP_ENCRYPTION_KEY: '11'.repeat(32) });
    expect(live).toMatchObject({ testMode: false, listensOnLoopback: false, testModeAllowPublic: false });
  });
});

describe('the merchant API limits', () => {
  it('has documented defaults and takes positive integers', () => {
    expect(parseEnv({}).merchants).toEqual({
      apiRequestsPerIpPerMinute: 600,
      apiRequestsPerPublishableKeyPerMinute: 60,
      maxOpenPaymentsPerMerchant: 1000,
    });
    expect(
      parseEnv({
        MERCHANT_API_RATE_LIMIT_PER_IP: '120',
        MERCHANT_API_RATE_LIMIT_PER_KEY: '10',
        MERCHANT_MAX_OPEN_PAYMENTS: '50',
      }).merchants,
    ).toEqual({
      apiRequestsPerIpPerMinute: 120,
      apiRequestsPerPublishableKeyPerMinute: 10,
      maxOpenPaymentsPerMerchant: 50,
    });
    expect(() => parseEnv({ MERCHANT_API_RATE_LIMIT_PER_IP: '0', MERCHANT_MAX_OPEN_PAYMENTS: 'many' })).toThrow(
      /MERCHANT_API_RATE_LIMIT_PER_IP[\s\S]*MERCHANT_MAX_OPEN_PAYMENTS|MERCHANT_MAX_OPEN_PAYMENTS[\s\S]*MERCHANT_API_RATE_LIMIT_PER_IP/,
    );
  });
});

describe('parseEnv with the module settings', () => {
  it('lists bad core, notification and rates variables together in one error', () => {
    let caught: unknown;
    try {
      parseEnv({ PORT: 'x', SMTP_URL: 'http://mail', RATES_PROVIDER: 'nope', ROLE: 'boss' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems.join('\n');
    for (const name of ['PORT', 'SMTP_URL', 'RATES_PROVIDER', 'ROLE']) expect(problems).toContain(name);
  });

  it('refuses invented test rates outside test mode and needs SMTP_FROM with SMTP_URL', () => {
    expect(() => parseEnv({ TEST_MODE: '0', RATES_PROVIDER: 'test' })).toThrow(/only allowed in test mode/);
    expect(() => parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(/SMTP_FROM/);
  });

  it('runs every role by default', () => {
    expect(parseEnv({}).role).toBe('all');
    expect(parseEnv({ ROLE: 'worker' }).role).toBe('worker');
  });
});

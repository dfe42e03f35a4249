import { describe, expect, it } from 'vitest';
import { parseRatesEnv, RatesConfigError } from './rates-config.js';

describe('parseRatesEnv', () => {
  it('uses the deterministic test rates in test mode, with the documented defaults', () => {
    const options = parseRatesEnv({}, { testMode: true });
    expect(options.provider.name).toBe('test');
    expect(options).toMatchObject({ refreshIntervalMs: 60_000, displayMaxAgeMs: 900_000, moneyMaxAgeMs: 120_000 });
  });

  it('uses the exchange ticker in live mode and refuses test rates there', () => {
    expect(parseRatesEnv({}, { testMode: false }).provider.name).toBe('kraken');
    expect(() => parseRatesEnv({ RATES_PROVIDER: 'test' }, { testMode: false })).toThrow(
      /test rates are only allowed in test mode/,
    );
  });

  it('reads every setting and reports every bad one together', () => {
    const options = parseRatesEnv(
      { RATES_PROVIDER: 'kraken', RATES_REFRESH_INTERVAL_MS: '30000', RATES_MONEY_MAX_AGE_MS: '', RATES_TEST_SEED: '' },
      { testMode: true },
    );
    expect(options.provider.name).toBe('kraken');
    expect(options.refreshIntervalMs).toBe(30_000);
    expect(options.moneyMaxAgeMs).toBe(120_000);
    let error: unknown;
    try {
      parseRatesEnv(
        { RATES_PROVIDER: 'coinbase', RATES_KRAKEN_URL: 'ftp://x', RATES_REFRESH_INTERVAL_MS: '10' },
        { testMode: true },
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RatesConfigError);
    expect((error as RatesConfigError).problems.map((problem) => problem.split(':')[0])).toEqual([
      'RATES_PROVIDER',
      'RATES_KRAKEN_URL',
      'RATES_REFRESH_INTERVAL_MS',
    ]);
  });
});

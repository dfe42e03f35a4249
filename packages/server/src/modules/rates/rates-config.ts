import { z } from 'zod';
import { createKrakenRatesProvider } from './kraken-rates-provider.js';
import {
  defaultDisplayMaxAgeMs,
  defaultMoneyMaxAgeMs,
  defaultRefreshIntervalMs,
  type RatesPluginOptions,
} from './rates-plugin.js';
import { createTestRatesProvider } from './test-rates-provider.js';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const milliseconds = (min: number, max: number) => optional(z.coerce.number().int().min(min).max(max));

const ratesEnvSchema = z.object({
  RATES_PROVIDER: optional(z.enum(['test', 'kraken'])),
  RATES_TEST_SEED: optional(z.string().min(1).max(200)),
  RATES_KRAKEN_URL: optional(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })),
  RATES_PROVIDER_TIMEOUT_MS: milliseconds(100, 60_000),
  RATES_REFRESH_INTERVAL_MS: milliseconds(1_000, 24 * 60 * 60_000),
  RATES_DISPLAY_MAX_AGE_MS: milliseconds(1_000, 7 * 24 * 60 * 60_000),
  RATES_MONEY_MAX_AGE_MS: milliseconds(1_000, 60 * 60_000),
  RATES_HISTORY_BACKFILL: optional(z.enum(['0', '1'])),
});

export class RatesConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid rates settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'RatesConfigError';
  }
}

/**
 * The rates settings from the environment, every bad variable reported at once. Test mode uses the
 * deterministic test provider by default; live mode uses the Kraken ticker and refuses test rates,
 * because real money must never be priced from invented numbers.
 */
export function parseRatesEnv(
  source: Record<string, string | undefined>,
  options: { testMode: boolean },
): RatesPluginOptions {
  const parsed = ratesEnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new RatesConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const raw = parsed.data;
  const providerName = raw.RATES_PROVIDER ?? (options.testMode ? 'test' : 'kraken');
  if (providerName === 'test' && !options.testMode) {
    throw new RatesConfigError(['RATES_PROVIDER: test rates are only allowed in test mode']);
  }
  const provider =
    providerName === 'test'
      ? createTestRatesProvider({ seed: raw.RATES_TEST_SEED ?? 'demo' })
      : createKrakenRatesProvider({
          baseUrl: raw.RATES_KRAKEN_URL ?? 'https://api.kraken.com',
          timeoutMs: raw.RATES_PROVIDER_TIMEOUT_MS ?? 5_000,
        });
  return {
    provider,
    refreshIntervalMs: raw.RATES_REFRESH_INTERVAL_MS ?? defaultRefreshIntervalMs,
    displayMaxAgeMs: raw.RATES_DISPLAY_MAX_AGE_MS ?? defaultDisplayMaxAgeMs,
    moneyMaxAgeMs: raw.RATES_MONEY_MAX_AGE_MS ?? defaultMoneyMaxAgeMs,
    backfillHistory: raw.RATES_HISTORY_BACKFILL !== '0',
  };
}

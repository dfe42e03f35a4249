import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { RatesProvider } from './rates-provider.js';
import { refreshRates, type RefreshRatesResult } from './refresh-rates.js';
import { createJob, type JobTimers } from '../../lib/jobs/job.js';

export type { JobTimers as RefresherTimers } from '../../lib/jobs/job.js';

export interface RatesRefresherOptions {
  database: Database;
  provider: RatesProvider;
  intervalMs: number;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  now?: () => number;
  /** Injected so tests can prove no timer outlives stop(); the global timers by default. */
  timers?: JobTimers;
}

export interface RatesRefresher {
  /** Refreshes now, then every intervalMs (measured from the end of the previous run, so runs never overlap). */
  start(): void;
  /** Cancels the next run, aborts the one in flight and waits for it; no timer is left afterwards. */
  stop(): Promise<void>;
  /** One run, outside the schedule (also what the schedule calls). Never throws: failures are logged. */
  refreshNow(): Promise<RefreshRatesResult | undefined>;
  readonly running: boolean;
}

export function createRatesRefresher(options: RatesRefresherOptions): RatesRefresher {
  const now = options.now ?? Date.now;
  if (!Number.isSafeInteger(options.intervalMs) || options.intervalMs < 1000) {
    throw new RangeError('the rates refresh interval is at least 1000 ms');
  }
  const task = createJob({
    intervalMs: options.intervalMs,
    ...(options.timers === undefined ? {} : { timers: options.timers }),
    run: (signal): Promise<RefreshRatesResult | undefined> =>
      refreshRates({ database: options.database, provider: options.provider, now: new Date(now()), signal })
        .then((result) => {
          if (result.refusedCount > 0)
            options.logger.warn({ refused: result.refusedCount }, 'rates provider sent quotes we refused');
          return result;
        })
        .catch((error: unknown) => {
          options.logger.error({ err: error, provider: options.provider.name }, 'rates refresh failed');
          return undefined;
        }),
  });
  return {
    get running() {
      return task.running;
    },
    start: () => task.start(),
    stop: () => task.stop(),
    refreshNow: () => task.runNow(),
  };
}

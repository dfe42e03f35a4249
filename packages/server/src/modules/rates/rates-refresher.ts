import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { RatesProvider } from './rates-provider.js';
import { refreshRates, type RefreshRatesResult } from './refresh-rates.js';
import { createJob, type JobTimers } from '../../lib/jobs/job.js';
import { backfillMarketHistory, pruneMarketHistory, recordMarketQuotes } from './market-history.js';

export type { JobTimers as RefresherTimers } from '../../lib/jobs/job.js';

export interface RatesRefresherOptions {
  database: Database;
  provider: RatesProvider;
  intervalMs: number;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  now?: () => number;
  /** Injected so tests can prove no timer outlives stop(); the global timers by default. */
  timers?: JobTimers;
  /** Fill the missing price history in the first round (default true; tests of other things turn it off). */
  backfillHistory?: boolean;
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

/**
 * The price history's part of a round: every round stores the current market quotes; the second
 * round of a process (the first runs while the server starts) then fills what is missing (a fresh
 * platform gets a year of charts; a restarted one its downtime); then what is past retention is pruned. Failures are logged, never thrown.
 */
async function refreshHistory(options: {
  database: Database;
  provider: RatesProvider;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  now: Date;
  signal: AbortSignal;
  history: { backfilled: boolean; rounds: number };
}): Promise<void> {
  try {
    // Current prices first, so the prices pages show them while the backfill runs.
    await recordMarketQuotes(options);
    options.history.rounds += 1;
    // From the second round: the first one runs while the server is starting.
    if (!options.history.backfilled && options.history.rounds >= 2) {
      await backfillMarketHistory(options);
      options.history.backfilled = true;
    }
    await pruneMarketHistory(options);
  } catch (error) {
    options.logger.error({ err: error, provider: options.provider.name }, 'price history refresh failed');
  }
}

export function createRatesRefresher(options: RatesRefresherOptions): RatesRefresher {
  const now = options.now ?? Date.now;
  if (!Number.isSafeInteger(options.intervalMs) || options.intervalMs < 1000) {
    throw new RangeError('the rates refresh interval is at least 1000 ms');
  }
  const history = { backfilled: options.backfillHistory === false, rounds: 0 };
  const task = createJob({
    intervalMs: options.intervalMs,
    ...(options.timers === undefined ? {} : { timers: options.timers }),
    run: async (signal): Promise<RefreshRatesResult | undefined> => {
      const result = await refreshRates({
        database: options.database,
        provider: options.provider,
        now: new Date(now()),
        signal,
      })
        .then((round) => {
          if (round.refusedCount > 0)
            options.logger.warn({ refused: round.refusedCount }, 'rates provider sent quotes we refused');
          return round;
        })
        .catch((error: unknown) => {
          options.logger.error({ err: error, provider: options.provider.name }, 'rates refresh failed');
          return undefined;
        });
      await refreshHistory({ ...options, now: new Date(now()), signal, history });
      return result;
    },
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

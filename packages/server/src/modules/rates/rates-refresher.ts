import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { RatesProvider } from './rates-provider.js';
import { refreshRates, type RefreshRatesResult } from './refresh-rates.js';

export interface RefresherTimers {
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: RefresherTimers = {
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface RatesRefresherOptions {
  database: Database;
  provider: RatesProvider;
  intervalMs: number;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  now?: () => number;
  /** Injected so tests can prove no timer outlives stop(); the global timers by default. */
  timers?: RefresherTimers;
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
  const timers = options.timers ?? globalTimers;
  const now = options.now ?? Date.now;
  if (!Number.isSafeInteger(options.intervalMs) || options.intervalMs < 1000) {
    throw new RangeError('the rates refresh interval is at least 1000 ms');
  }
  let running = false;
  let timer: unknown;
  let inFlight: Promise<RefreshRatesResult | undefined> | undefined;
  let runAbortController: AbortController | undefined;
  // Each start() begins a new schedule; a run finishing after stop() or a restart must not revive an old one.
  let schedule = 0;

  const refreshNow = (): Promise<RefreshRatesResult | undefined> => {
    if (inFlight !== undefined) return inFlight;
    const abortController = new AbortController();
    runAbortController = abortController;
    const run = refreshRates({
      database: options.database,
      provider: options.provider,
      now: new Date(now()),
      signal: abortController.signal,
    })
      .then((result) => {
        if (result.refusedCount > 0)
          options.logger.warn({ refused: result.refusedCount }, 'rates provider sent quotes we refused');
        return result;
      })
      .catch((error: unknown) => {
        options.logger.error({ err: error, provider: options.provider.name }, 'rates refresh failed');
        return undefined;
      })
      .finally(() => {
        inFlight = undefined;
        runAbortController = undefined;
      });
    inFlight = run;
    return run;
  };

  const scheduleNext = (owner: number) => {
    if (!running || owner !== schedule) return;
    timer = timers.setTimeout(() => {
      timer = undefined;
      void refreshNow().then(() => scheduleNext(owner));
    }, options.intervalMs);
  };

  return {
    get running() {
      return running;
    },
    start() {
      if (running) return;
      running = true;
      schedule += 1;
      const owner = schedule;
      void refreshNow().then(() => scheduleNext(owner));
    },
    async stop() {
      running = false;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      runAbortController?.abort();
      await inFlight;
    },
    refreshNow,
  };
}

/** Timers, injected so tests can prove no timer outlives stop(); the global timers by default. */
export interface TaskTimers {
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const globalTimers: TaskTimers = {
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface PeriodicTask<T> {
  /** Runs now, then every intervalMs measured from the end of the previous run (runs never overlap). */
  start(): void;
  /** Cancels the next run, aborts the one in flight (its signal) and waits for it; no timer is left. */
  stop(): Promise<void>;
  /** One run outside the schedule, or the run in flight if there is one. Never throws. */
  runNow(): Promise<T>;
  readonly running: boolean;
}

/**
 * The schedule shared by the server's background loops (rates refresh, ledger hold expiry): `run`
 * must not throw (it logs and returns its own failure value); a run finishing after stop() or a
 * restart never revives an old schedule.
 */
export function createPeriodicTask<T>(options: {
  intervalMs: number;
  run: (signal: AbortSignal) => Promise<T>;
  timers?: TaskTimers;
}): PeriodicTask<T> {
  const timers = options.timers ?? globalTimers;
  let running = false;
  let timer: unknown;
  let inFlight: Promise<T> | undefined;
  let abortController: AbortController | undefined;
  // Each start() begins a new schedule; a run finishing after stop() or a restart must not revive an old one.
  let schedule = 0;

  const runNow = (): Promise<T> => {
    if (inFlight !== undefined) return inFlight;
    const controller = new AbortController();
    abortController = controller;
    const run = options.run(controller.signal).finally(() => {
      inFlight = undefined;
      if (abortController === controller) abortController = undefined;
    });
    inFlight = run;
    return run;
  };

  const scheduleNext = (owner: number) => {
    if (!running || owner !== schedule) return;
    timer = timers.setTimeout(() => {
      timer = undefined;
      void runNow().then(() => scheduleNext(owner));
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
      void runNow().then(() => scheduleNext(owner));
    },
    async stop() {
      running = false;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      abortController?.abort();
      await inFlight;
    },
    runNow,
  };
}

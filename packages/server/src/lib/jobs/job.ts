/** Timers, injected so tests can prove no timer outlives stop(); the global timers by default. */
export interface JobTimers {
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const globalTimers: JobTimers = {
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Job<T> {
  /** Runs now, then every intervalMs measured from the end of the previous run (runs never overlap). */
  start(): void;
  /** Cancels the next run, aborts the one in flight (its signal) and waits for it; no timer is left. */
  stop(): Promise<void>;
  /** One run outside the schedule, or the run in flight if there is one. */
  runNow(): Promise<T>;
  readonly running: boolean;
}

export interface JobOptions<T> {
  intervalMs: number;
  /** One run. It must not throw: it logs and returns its own failure value. */
  run: (signal: AbortSignal) => Promise<T>;
  /**
   * A run that claimed a full batch left work behind: the next run starts at once instead of after
   * the interval (at most `maxImmediateRuns` in a row, so one busy job never starves the others).
   */
  batchWasFull?: (result: T) => boolean;
  maxImmediateRuns?: number;
  timers?: JobTimers;
}

/** Runs in a row without the interval between them before a busy job yields for one interval. */
export const defaultMaxImmediateRuns = 20;

/**
 * The one schedule of the server's background loops: interval, claim a batch, run again at once
 * when the batch was full, stop on shutdown. A run finishing after stop() or a restart never revives
 * an old schedule.
 */
export function createJob<T>(options: JobOptions<T>): Job<T> {
  const timers = options.timers ?? globalTimers;
  const maxImmediateRuns = options.maxImmediateRuns ?? defaultMaxImmediateRuns;
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

  const scheduleNext = (owner: number, result: T, immediateRuns: number) => {
    if (!running || owner !== schedule) return;
    const again = options.batchWasFull?.(result) === true && immediateRuns < maxImmediateRuns;
    timer = timers.setTimeout(
      () => {
        timer = undefined;
        void runNow().then((next) => scheduleNext(owner, next, again ? immediateRuns + 1 : 0));
      },
      again ? 0 : options.intervalMs,
    );
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
      void runNow().then((result) => scheduleNext(owner, result, 0));
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

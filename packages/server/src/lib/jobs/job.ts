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
  /**
   * Something happened that the next run should see (a node pushed a notification): run at once
   * instead of waiting for the interval. While a run is in flight, one more run is queued right
   * after it, however many wakes arrive meanwhile (a burst costs at most one extra run). The
   * interval is measured again from the end of the woken run. Ignored while stopped.
   */
  wake(): void;
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
  // A wake arrived while a run was in flight: the next run starts as soon as that one ends.
  let wakeQueued = false;

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

  /** One run of the schedule `owner`, then the next one planned (unless stopped or restarted meanwhile). */
  const runScheduled = (owner: number, immediateRuns: number) =>
    void runNow().then((result) => scheduleNext(owner, result, immediateRuns));

  const scheduleNext = (owner: number, result: T, immediateRuns: number) => {
    if (!running || owner !== schedule) return;
    const woken = wakeQueued;
    wakeQueued = false;
    const again = options.batchWasFull?.(result) === true && immediateRuns < maxImmediateRuns;
    const next = () => {
      timer = undefined;
      runScheduled(owner, again ? immediateRuns + 1 : 0);
    };
    timer = timers.setTimeout(next, again || woken ? 0 : options.intervalMs);
  };

  /** Replaces the pending interval with a run now (the schedule is idle between two runs). */
  const runInsteadOfWaiting = () => {
    if (!running || timer === undefined) return;
    timers.clearTimeout(timer);
    timer = undefined;
    wakeQueued = false;
    runScheduled(schedule, 0);
  };

  return {
    get running() {
      return running;
    },
    start() {
      if (running) return;
      running = true;
      schedule += 1;
      runScheduled(schedule, 0);
    },
    async stop() {
      running = false;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      wakeQueued = false;
      abortController?.abort();
      await inFlight;
    },
    runNow,
    wake() {
      if (!running) return;
      if (inFlight === undefined && timer !== undefined) return runInsteadOfWaiting();
      if (wakeQueued) return;
      // Between a run's end and its scheduleNext (which takes the flag), or during a run.
      wakeQueued = true;
      // A scheduled run's end takes the queued wake itself (scheduleNext, chained first); a run
      // started outside the schedule (runNow) leaves the interval timer pending: replace it here.
      const afterRun = () => wakeQueued && runInsteadOfWaiting();
      if (inFlight !== undefined) void inFlight.then(afterRun, afterRun);
    },
  };
}

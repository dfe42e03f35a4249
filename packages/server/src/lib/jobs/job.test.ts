import { describe, expect, it } from 'vitest';
import { createJob, type JobTimers } from './job.js';

/** Timers a test advances by hand: each pending callback with the delay it asked for. */
function manualTimers() {
  const pending = new Map<number, { callback: () => void; delayMs: number }>();
  let next = 0;
  const timers: JobTimers = {
    setTimeout: (callback, delayMs) => {
      next += 1;
      pending.set(next, { callback, delayMs });
      return next;
    },
    clearTimeout: (handle) => pending.delete(handle as number),
  };
  return {
    timers,
    pending,
    /** Fires the one pending timer and lets the run it starts finish. */
    async fire() {
      const first = [...pending.entries()][0];
      if (first === undefined) throw new Error('no timer is pending');
      const [handle, entry] = first;
      pending.delete(handle);
      entry.callback();
      await new Promise((done) => setImmediate(done));
    },
  };
}

const settle = () => new Promise((done) => setImmediate(done));

describe('createJob', () => {
  it('runs at start, then after the interval measured from the end of each run', async () => {
    const clock = manualTimers();
    let runs = 0;
    const job = createJob({ intervalMs: 1000, timers: clock.timers, run: async () => (runs += 1) });
    job.start();
    await settle();
    expect(runs).toBe(1);
    expect([...clock.pending.values()].map((entry) => entry.delayMs)).toEqual([1000]);
    await clock.fire();
    expect(runs).toBe(2);
    await job.stop();
  });

  it('runs again at once while each batch was full, at most maxImmediateRuns in a row', async () => {
    const clock = manualTimers();
    const delays: number[] = [];
    let runs = 0;
    const job = createJob({
      intervalMs: 1000,
      maxImmediateRuns: 3,
      timers: clock.timers,
      run: async () => (runs += 1),
      batchWasFull: () => true,
    });
    job.start();
    await settle();
    for (let step = 0; step < 5; step += 1) {
      delays.push(...[...clock.pending.values()].map((entry) => entry.delayMs));
      await clock.fire();
    }
    // Three immediate runs, then one interval, then immediate again.
    expect(delays).toEqual([0, 0, 0, 1000, 0]);
    await job.stop();
  });

  it('stops: aborts the run in flight, waits for it and leaves no timer', async () => {
    const clock = manualTimers();
    let signalSeen: AbortSignal | undefined;
    let finish: () => void = () => undefined;
    const job = createJob({
      intervalMs: 1000,
      timers: clock.timers,
      run: (signal) => {
        signalSeen = signal;
        return new Promise<void>((done) => (finish = done));
      },
    });
    job.start();
    const stopped = job.stop();
    expect(signalSeen?.aborted).toBe(true);
    finish();
    await stopped;
    await settle();
    expect(clock.pending.size).toBe(0);
    expect(job.running).toBe(false);
  });
});

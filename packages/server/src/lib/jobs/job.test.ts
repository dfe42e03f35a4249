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

  it('wake runs at once instead of waiting for the interval, then waits a full interval again', async () => {
    const clock = manualTimers();
    let runs = 0;
    const job = createJob({ intervalMs: 60_000, timers: clock.timers, run: async () => (runs += 1) });
    job.start();
    await settle();
    expect(runs).toBe(1);
    job.wake();
    await settle();
    expect(runs).toBe(2);
    // The interval timer was replaced, not added to: one pending, a full interval away.
    expect([...clock.pending.values()].map((entry) => entry.delayMs)).toEqual([60_000]);
    await job.stop();
    job.wake();
    await settle();
    expect(runs).toBe(2);
  });

  it('wakes during a run queue exactly one more run right after it, however many arrive', async () => {
    const clock = manualTimers();
    const finishers: (() => void)[] = [];
    const job = createJob({
      intervalMs: 60_000,
      timers: clock.timers,
      run: () => new Promise<void>((done) => finishers.push(done)),
    });
    job.start();
    expect(finishers.length).toBe(1);
    for (let wake = 0; wake < 5; wake += 1) job.wake();
    finishers[0]!();
    await settle();
    // One extra run, queued with no delay; nothing more.
    expect([...clock.pending.values()].map((entry) => entry.delayMs)).toEqual([0]);
    await clock.fire();
    expect(finishers.length).toBe(2);
    finishers[1]!();
    await settle();
    expect([...clock.pending.values()].map((entry) => entry.delayMs)).toEqual([60_000]);
    await job.stop();
  });

  it('a wake during a run started outside the schedule (runNow) runs again right after it', async () => {
    const clock = manualTimers();
    let runs = 0;
    let finish: () => void = () => undefined;
    const job = createJob({
      intervalMs: 60_000,
      timers: clock.timers,
      run: async () => {
        runs += 1;
        if (runs === 2) await new Promise<void>((done) => (finish = done));
      },
    });
    job.start();
    await settle();
    const outside = job.runNow();
    job.wake();
    finish();
    await outside;
    await settle();
    expect(runs).toBe(3);
    expect([...clock.pending.values()].map((entry) => entry.delayMs)).toEqual([60_000]);
    await job.stop();
  });
});

import { describe, expect, it } from 'vitest';
import type { JobTimers } from '../../../lib/jobs/job.js';
import type { DeliveryReport } from './deliver-pending.js';
import { createDeliveryJob } from './delivery-loop.js';

/** Timers the test fires by hand, recording the delay each one asked for. */
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
  const settle = () => new Promise((done) => setImmediate(done));
  return {
    timers,
    pending,
    settle,
    delays: () => [...pending.values()].map((entry) => entry.delayMs),
    async fire() {
      const [handle, entry] = [...pending.entries()][0] ?? [];
      if (handle === undefined || entry === undefined) throw new Error('no timer is pending');
      pending.delete(handle);
      entry.callback();
      await settle();
    },
  };
}

const report = (claimed: number): DeliveryReport => ({ claimed, sent: claimed, retried: 0, failed: 0 });

describe('notification delivery loop', () => {
  it('passes again at once after a full batch, and waits the poll interval after a partial one', async () => {
    const clock = manualTimers();
    const claims = [50, 50, 3, 0];
    let passes = 0;
    const job = createDeliveryJob({
      runOnce: async () => report(claims[passes++] ?? 0),
      batchSize: 50,
      pollIntervalMs: 1000,
      onError: () => undefined,
      timers: clock.timers,
    });
    job.start();
    await clock.settle();
    expect(passes).toBe(1);
    expect(clock.delays()).toEqual([0]);
    await clock.fire();
    expect(clock.delays()).toEqual([0]);
    await clock.fire();
    expect(passes).toBe(3);
    expect(clock.delays()).toEqual([1000]);
    await job.stop();
    expect(clock.pending.size).toBe(0);
  });

  it('reports a failed pass and keeps polling', async () => {
    const clock = manualTimers();
    const errors: unknown[] = [];
    let passes = 0;
    const job = createDeliveryJob({
      runOnce: async () => {
        passes += 1;
        if (passes === 1) throw new Error('database away');
        return report(0);
      },
      batchSize: 50,
      pollIntervalMs: 1000,
      onError: (error) => errors.push(error),
      timers: clock.timers,
    });
    job.start();
    await clock.settle();
    expect(errors).toHaveLength(1);
    expect(clock.delays()).toEqual([1000]);
    await clock.fire();
    expect(passes).toBe(2);
    await job.stop();
    expect(clock.pending.size).toBe(0);
  });
});

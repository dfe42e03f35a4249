import { createJob, type Job, type JobTimers } from '../../../lib/jobs/job.js';
import type { DeliveryReport } from './deliver-pending.js';

export interface DeliveryLoopOptions {
  /** One worker pass; resolves with what it did. */
  runOnce: () => Promise<DeliveryReport>;
  batchSize: number;
  pollIntervalMs: number;
  onError: (error: unknown) => void;
  timers?: JobTimers;
}

/** A pass that failed (reported through onError) claimed nothing the loop knows of. */
export type DeliveryPass = DeliveryReport | undefined;

/**
 * The outbox poller, on the server's job runner: a full batch means more may be waiting, so the
 * next pass starts at once (a bounded number of times in a row); otherwise it waits
 * `pollIntervalMs`. One pass at a time per process; `stop()` waits for the pass in flight and
 * leaves no timer.
 */
export function createDeliveryJob(options: DeliveryLoopOptions): Job<DeliveryPass> {
  return createJob<DeliveryPass>({
    intervalMs: options.pollIntervalMs,
    run: () =>
      options.runOnce().catch((error: unknown) => {
        options.onError(error);
        return undefined;
      }),
    batchWasFull: (report) => report !== undefined && report.claimed >= options.batchSize,
    ...(options.timers === undefined ? {} : { timers: options.timers }),
  });
}

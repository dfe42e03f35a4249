import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database.js';
import { expirePendingTransfers } from '../../ledger/index.js';
import { createJob, type JobTimers } from '../../../lib/jobs/job.js';

export type { JobTimers } from '../../../lib/jobs/job.js';

export interface HoldExpiryJobOptions {
  database: Database;
  intervalMs: number;
  /** Most holds voided per cycle; a full cycle runs again at once, so a backlog drains quickly. */
  batchSize: number;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  now?: () => number;
  timers?: JobTimers;
}

export interface HoldExpiryJob {
  /** Runs a cycle now, then one every intervalMs after the previous one ends (cycles never overlap). */
  start(): void;
  /** Cancels the next cycle and waits for the one in flight; no timer is left afterwards. */
  stop(): Promise<void>;
  /** One cycle outside the schedule. Never throws (failures are logged); returns the ids it expired. */
  runNow(): Promise<string[]>;
  readonly running: boolean;
}

/**
 * The worker's pending-transfer expiry: every interval, the ledger voids (status expired) up to
 * batchSize holds whose timeout has passed, releasing their amounts. Any number of workers may
 * run it: the ledger function locks what it expires, so each hold expires once.
 */
export function createHoldExpiryJob(options: HoldExpiryJobOptions): HoldExpiryJob {
  const now = options.now ?? Date.now;
  const task = createJob({
    intervalMs: options.intervalMs,
    ...(options.timers === undefined ? {} : { timers: options.timers }),
    batchWasFull: (ids) => ids.length >= options.batchSize,
    run: () =>
      expirePendingTransfers(options.database, { now: new Date(now()), limit: options.batchSize })
        .then((ids) => {
          if (ids.length > 0) options.logger.info({ expired: ids.length }, 'expired ledger holds');
          return ids;
        })
        .catch((error: unknown) => {
          options.logger.error({ err: error }, 'ledger hold expiry failed');
          return [];
        }),
  });
  return {
    get running() {
      return task.running;
    },
    start: () => task.start(),
    stop: () => task.stop(),
    runNow: () => task.runNow(),
  };
}

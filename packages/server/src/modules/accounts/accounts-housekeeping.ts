import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { createJob, type Job, type JobTimers } from '../../lib/jobs/job.js';
import { pruneRateLimits } from '../../lib/rate-limits.js';
import { endExpiredSessions } from './session-repository.js';

/** Housekeeping runs this often; any instance may run it, it is idempotent. */
export const housekeepingIntervalMs = 60 * 60_000;
/** Most expired sessions one run marks ended; a full batch runs again at once. */
export const expiredSessionBatchSize = 1000;

export interface AccountsHousekeepingOptions {
  database: Database;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  intervalMs?: number;
  timers?: JobTimers;
}

/**
 * The accounts module's housekeeping: deletes finished rate-limit windows and marks sessions past
 * their expiry as ended ('expired'), so the tables tell what is live. It runs at start and then
 * every interval (a process restarted more often than the interval still prunes).
 */
export function createAccountsHousekeeping(options: AccountsHousekeepingOptions): Job<number> {
  return createJob({
    intervalMs: options.intervalMs ?? housekeepingIntervalMs,
    ...(options.timers === undefined ? {} : { timers: options.timers }),
    batchWasFull: (sessionsEnded) => sessionsEnded >= expiredSessionBatchSize,
    run: async () => {
      try {
        const [, sessionsEnded] = await Promise.all([
          pruneRateLimits(options.database),
          endExpiredSessions(options.database, expiredSessionBatchSize),
        ]);
        return sessionsEnded;
      } catch (error) {
        options.logger.warn({ err: error }, 'accounts housekeeping failed');
        return 0;
      }
    },
  });
}

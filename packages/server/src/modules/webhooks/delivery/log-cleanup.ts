import type { Queryable } from '../../../db/database.js';

/** The delivery log (attempts, finished deliveries and their events) is kept this long. */
export const deliveryLogRetentionMs = 60 * 24 * 60 * 60_000;

export interface LogCleanupReport {
  attempts: number;
  deliveries: number;
  events: number;
}

/**
 * Deletes log rows older than 60 days, at most `batchSize` of each kind per call (a backlog drains
 * over the following runs): attempts made before the cutoff, finished deliveries with no attempt
 * left, then events created before the cutoff with no delivery left (so an event with a recent
 * redelivery stays). Pending deliveries are never deleted.
 */
export async function cleanupDeliveryLog(
  queryable: Queryable,
  options: { now: Date; batchSize: number },
): Promise<LogCleanupReport> {
  if (!Number.isInteger(options.batchSize) || options.batchSize < 1 || options.batchSize > 10_000) {
    throw new RangeError(`batchSize must be an integer from 1 to 10000, got ${options.batchSize}`);
  }
  const cutoff = new Date(options.now.getTime() - deliveryLogRetentionMs);
  const attempts = await queryable.query(
    `delete from webhook_attempts where id in (
       select id from webhook_attempts where attempted_at < $1 order by attempted_at limit $2
     ) returning id`,
    [cutoff, options.batchSize],
  );
  const deliveries = await queryable.query(
    `delete from webhook_deliveries where id in (
       select d.id from webhook_deliveries d
       where d.status <> 'pending' and d.finished_at < $1
         and not exists (select 1 from webhook_attempts a where a.delivery_id = d.id)
       order by d.finished_at limit $2
     ) returning id`,
    [cutoff, options.batchSize],
  );
  const events = await queryable.query(
    `delete from webhook_events where id in (
       select ev.id from webhook_events ev
       where ev.created_at < $1 and not exists (select 1 from webhook_deliveries d where d.event_id = ev.id)
       order by ev.created_at limit $2
     ) returning id`,
    [cutoff, options.batchSize],
  );
  return { attempts: attempts.rows.length, deliveries: deliveries.rows.length, events: events.rows.length };
}

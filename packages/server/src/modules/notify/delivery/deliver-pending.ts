import type { Database } from '../../../db/database.js';
import type { OutboxMessage } from '../notification-types.js';
import {
  claimDueOutboxMessages,
  markOutboxMessageFailed,
  markOutboxMessageSent,
  scheduleOutboxRetry,
} from '../outbox/outbox-repository.js';
import { defaultRetryPolicy, retryDelayMs, type RetryPolicy } from './retry-policy.js';
import { DeliveryError, type DeliveryReceipt, type NotificationTransports } from './transports.js';

export const maxDeliveryBatch = 500;
/** Longer than any send can take with the SMTP timeouts, so a lease never runs out mid-send. */
export const defaultLeaseMs = 5 * 60_000;
const maxErrorLength = 1000;

interface DeliveryLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface DeliverPendingOptions {
  database: Database;
  transports: NotificationTransports;
  /** Most messages claimed by this call (1 … 500). */
  limit: number;
  now?: () => Date;
  retryPolicy?: RetryPolicy;
  leaseMs?: number;
  logger?: DeliveryLogger;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

function send(message: OutboxMessage, transports: NotificationTransports): Promise<DeliveryReceipt> {
  if (message.channel === 'sms') {
    return transports.sms.send({ notificationId: message.id, to: message.recipient, text: message.textBody });
  }
  if (message.htmlBody === null) throw new Error(`Email ${message.id} has no HTML body`);
  return transports.email.send({
    notificationId: message.id,
    to: message.recipient,
    senderName: message.senderName,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.textBody,
    html: message.htmlBody,
  });
}

/**
 * One pass of the delivery worker: claims due outbox rows (FOR UPDATE SKIP LOCKED, safe with
 * several instances), sends each through its channel's transport, and marks it sent, schedules a
 * retry with exponential backoff, or marks it failed (permanent refusal or attempts used up).
 * Delivery is at least once: a worker that dies after sending but before marking lets the lease
 * run out and the message is sent again.
 */
export async function deliverPending(options: DeliverPendingOptions): Promise<DeliveryReport> {
  if (!Number.isInteger(options.limit) || options.limit < 1 || options.limit > maxDeliveryBatch) {
    throw new RangeError(`limit must be an integer from 1 to ${maxDeliveryBatch}, got ${options.limit}`);
  }
  const now = options.now ?? (() => new Date());
  const policy = options.retryPolicy ?? defaultRetryPolicy;
  const claimedAt = now();
  const claimed = await claimDueOutboxMessages(options.database, {
    now: claimedAt,
    leaseUntil: new Date(claimedAt.getTime() + (options.leaseMs ?? defaultLeaseMs)),
    limit: options.limit,
  });
  const report: DeliveryReport = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };

  for (const message of claimed) {
    try {
      const receipt = await send(message, options.transports);
      await markOutboxMessageSent(options.database, {
        id: message.id,
        attempts: message.attempts,
        sentAt: now(),
        deliveredVia: receipt.via,
        providerMessageId: receipt.providerMessageId,
      });
      report.sent += 1;
    } catch (error) {
      const permanent = error instanceof DeliveryError && error.permanent;
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, maxErrorLength);
      // message.attempts already counts this attempt (the claim incremented it).
      if (permanent || message.attempts >= policy.maxAttempts) {
        await markOutboxMessageFailed(options.database, { id: message.id, attempts: message.attempts, lastError });
        options.logger?.warn(
          { notificationId: message.id, attempts: message.attempts, permanent, lastError },
          'notification failed',
        );
        report.failed += 1;
      } else {
        const nextAttemptAt = new Date(now().getTime() + retryDelayMs(policy, message.attempts));
        await scheduleOutboxRetry(options.database, {
          id: message.id,
          attempts: message.attempts,
          lastError,
          nextAttemptAt,
        });
        options.logger?.info(
          { notificationId: message.id, attempts: message.attempts, nextAttemptAt, lastError },
          'notification will be retried',
        );
        report.retried += 1;
      }
    }
  }
  return report;
}

import { randomBytes } from 'node:crypto';
import type { LocaleCode } from '@platform/core';
import type { Queryable, Transaction } from '../../../db/database.js';
import type { NotificationChannel, OutboxMessage } from '../notification-types.js';
import { outboxColumns, toOutboxMessage, type OutboxRow } from './outbox-row.js';

export interface NewOutboxMessage {
  brandId: string;
  channel: NotificationChannel;
  recipient: string;
  locale: LocaleCode;
  template: string;
  senderName: string;
  replyTo: string | undefined;
  subject: string;
  textBody: string;
  htmlBody: string | undefined;
  idempotencyKey: string | undefined;
}

export function newNotificationId(): string {
  return `ntf_${randomBytes(12).toString('hex')}`;
}

/**
 * Inserts in the caller's transaction. With an idempotency key already used, inserts nothing and
 * returns the original row (`created: false`); `on conflict do nothing` keeps the transaction usable.
 */
export async function insertOutboxMessage(
  transaction: Transaction,
  message: NewOutboxMessage,
): Promise<{ message: OutboxMessage; created: boolean }> {
  const inserted = await transaction.query<OutboxRow>(
    `insert into notification_outbox
       (id, brand_id, channel, recipient, locale, template, sender_name, reply_to, subject, text_body, html_body, idempotency_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (idempotency_key) do nothing
     returning ${outboxColumns}`,
    [
      newNotificationId(),
      message.brandId,
      message.channel,
      message.recipient,
      message.locale,
      message.template,
      message.senderName,
      message.replyTo ?? null,
      message.subject,
      message.textBody,
      message.htmlBody ?? null,
      message.idempotencyKey ?? null,
    ],
  );
  const row = inserted.rows[0];
  if (row !== undefined) return { message: toOutboxMessage(row), created: true };
  const existing = await transaction.query<OutboxRow>(
    `select ${outboxColumns} from notification_outbox where idempotency_key = $1`,
    [message.idempotencyKey],
  );
  const existingRow = existing.rows[0];
  if (existingRow === undefined) throw new Error('Outbox insert conflicted but no row holds the idempotency key');
  return { message: toOutboxMessage(existingRow), created: false };
}

export async function findOutboxMessage(database: Queryable, id: string): Promise<OutboxMessage | undefined> {
  const result = await database.query<OutboxRow>(`select ${outboxColumns} from notification_outbox where id = $1`, [
    id,
  ]);
  const row = result.rows[0];
  return row === undefined ? undefined : toOutboxMessage(row);
}

/** Newest first, of one recipient and/or one brand when given; `limit` is capped by the caller. */
export async function listLatestOutboxMessages(
  database: Queryable,
  options: { recipient: string | undefined; brandId?: string | undefined; limit: number },
): Promise<OutboxMessage[]> {
  const result = await database.query<OutboxRow>(
    `select ${outboxColumns} from notification_outbox
     where ($1::text is null or recipient = $1) and ($2::text is null or brand_id = $2)
     order by created_at desc, id desc limit $3`,
    [options.recipient ?? null, options.brandId ?? null, options.limit],
  );
  return result.rows.map(toOutboxMessage);
}

/**
 * Claims up to `limit` due messages. SKIP LOCKED lets several workers claim side by side without
 * waiting on or double-claiming each other's rows; the lease (next_attempt_at moved to `leaseUntil`)
 * keeps a claimed row away from other workers while it is being sent, and hands it back if this
 * worker dies mid-send.
 */
export async function claimDueOutboxMessages(
  database: Queryable,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxMessage[]> {
  const result = await database.query<OutboxRow>(
    `with due as (
       select id from notification_outbox
       where status = 'queued' and next_attempt_at <= $1
       order by next_attempt_at, created_at, id
       limit $3
       for update skip locked
     )
     update notification_outbox o
       set attempts = o.attempts + 1, next_attempt_at = $2
       from due where o.id = due.id
     returning ${outboxColumns.replaceAll(/(\w+)/g, 'o.$1')}`,
    [options.now, options.leaseUntil, options.limit],
  );
  return result.rows.map(toOutboxMessage);
}

/**
 * The outcome updates match on `attempts` too: only the worker holding the current claim may
 * record an outcome, so a worker whose lease ran out cannot overwrite a newer claim's result.
 */
interface ClaimedAttempt {
  id: string;
  attempts: number;
}

export async function markOutboxMessageSent(
  database: Queryable,
  options: ClaimedAttempt & { sentAt: Date; deliveredVia: string; providerMessageId: string | undefined },
): Promise<void> {
  await database.query(
    `update notification_outbox
       set status = 'sent', sent_at = $3, delivered_via = $4, provider_message_id = $5, last_error = null
     where id = $1 and attempts = $2 and status = 'queued'`,
    [options.id, options.attempts, options.sentAt, options.deliveredVia, options.providerMessageId ?? null],
  );
}

export async function scheduleOutboxRetry(
  database: Queryable,
  options: ClaimedAttempt & { lastError: string; nextAttemptAt: Date },
): Promise<void> {
  await database.query(
    `update notification_outbox set last_error = $3, next_attempt_at = $4
     where id = $1 and attempts = $2 and status = 'queued'`,
    [options.id, options.attempts, options.lastError, options.nextAttemptAt],
  );
}

export async function markOutboxMessageFailed(
  database: Queryable,
  options: ClaimedAttempt & { lastError: string },
): Promise<void> {
  await database.query(
    `update notification_outbox set status = 'failed', last_error = $3
     where id = $1 and attempts = $2 and status = 'queued'`,
    [options.id, options.attempts, options.lastError],
  );
}

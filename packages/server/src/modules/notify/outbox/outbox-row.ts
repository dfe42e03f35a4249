import { isLocaleCode } from '@platform/core';
import type { NotificationChannel, NotificationStatus, OutboxMessage } from '../notification-types.js';

export interface OutboxRow {
  id: string;
  brand_id: string;
  channel: string;
  recipient: string;
  locale: string;
  template: string;
  sender_name: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: string;
  attempts: number;
  last_error: string | null;
  idempotency_key: string | null;
  next_attempt_at: Date | string;
  delivered_via: string | null;
  provider_message_id: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
}

export const outboxColumns =
  'id, brand_id, channel, recipient, locale, template, sender_name, reply_to, subject, text_body, html_body, status, attempts, last_error, idempotency_key, next_attempt_at, delivered_via, provider_message_id, created_at, sent_at';

/** The table's check constraints guarantee these values; a row breaking them is a broken invariant. */
export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  if (!isLocaleCode(row.locale)) throw new Error(`Outbox row ${row.id} has an unknown locale ${row.locale}`);
  return {
    id: row.id,
    brandId: row.brand_id,
    channel: row.channel as NotificationChannel,
    recipient: row.recipient,
    locale: row.locale,
    template: row.template,
    senderName: row.sender_name,
    replyTo: row.reply_to,
    subject: row.subject,
    textBody: row.text_body,
    htmlBody: row.html_body,
    status: row.status as NotificationStatus,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    idempotencyKey: row.idempotency_key,
    nextAttemptAt: new Date(row.next_attempt_at),
    deliveredVia: row.delivered_via,
    providerMessageId: row.provider_message_id,
    createdAt: new Date(row.created_at),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
  };
}

import type { LocaleCode } from '@platform/core';

export const notificationChannels = ['email', 'sms'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const notificationStatuses = ['queued', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

/** A stored outbox row, as the repository returns it. */
export interface OutboxMessage {
  id: string;
  brandId: string;
  channel: NotificationChannel;
  recipient: string;
  locale: LocaleCode;
  template: string;
  senderName: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  status: NotificationStatus;
  attempts: number;
  lastError: string | null;
  idempotencyKey: string | null;
  nextAttemptAt: Date;
  deliveredVia: string | null;
  providerMessageId: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

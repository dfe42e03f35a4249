import {
  notificationChannels,
  notificationStatuses,
  type LocaleCode,
  type NotificationChannel,
  type NotificationStatus,
} from '@platform/core';

/** Channels and statuses are core's (the test-mode outbox rows show them). */
export { notificationChannels, notificationStatuses, type NotificationChannel, type NotificationStatus };

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

import { z } from 'zod';
import { localeCodes } from '../i18n/locales.js';

/** The notification outbox as the test-mode calls show it (spec: test mode reads what was "sent"). */
export const notificationChannels = ['email', 'sms'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];
export const notificationStatuses = ['queued', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

export const outboxMessageWireSchema = z.object({
  id: z.string(),
  brand_id: z.string(),
  channel: z.enum(notificationChannels),
  recipient: z.string(),
  locale: z.enum(localeCodes),
  template: z.string(),
  subject: z.string(),
  text_body: z.string(),
  html_body: z.string().nullable(),
  status: z.enum(notificationStatuses),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  delivered_via: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessageWire = z.infer<typeof outboxMessageWireSchema>;

export const maxOutboxPageSize = 100;

const recipientSchema = z.string().trim().toLowerCase().min(1).max(320);

export const outboxQuerySchema = z.object({
  to: recipientSchema.optional(),
  limit: z.coerce.number().int().min(1).max(maxOutboxPageSize).default(20),
});

/** One message: `to` names its recipient (how a caller who is not an operator may read it). */
export const outboxMessageQuerySchema = z.object({ to: recipientSchema.optional() });

export const outboxMessageParamsSchema = z.object({
  id: z.string().regex(/^ntf_[a-z0-9]+$/, { message: 'must be a notification id (ntf_…)' }),
});

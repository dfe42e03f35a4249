import type { Configuration, LocaleCode } from '@platform/core';
import { z } from 'zod';
import type { Transaction } from '../../../db/database.js';
import type { OutboxMessage } from '../notification-types.js';
import { brandIdentity } from '../templates/brand-identity.js';
import { renderTemplate } from '../templates/render-template.js';
import type { NotificationMessage } from '../templates/template-params.js';
import { insertOutboxMessage } from './outbox-repository.js';

export const emailRecipientSchema = z.email().max(254).toLowerCase();
/** E.164: the one format SMS providers agree on. */
export const smsRecipientSchema = z
  .string()
  .regex(/^\+[1-9][0-9]{6,14}$/, { message: 'must be an E.164 number such as +447700900123' });
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9:_.@+-]{1,200}$/, {
  message: 'must be 1 to 200 letters, digits or : _ . @ + -',
});

export interface QueueNotificationInput {
  /** The brand the message is sent for: its name, logo and support address go into every email. */
  brand: { id: string; configuration: Configuration };
  /** An email address for email templates, an E.164 number for SMS templates. */
  recipient: string;
  locale: LocaleCode;
  message: NotificationMessage;
  /** The user's anti-phishing code, when they have set one. */
  antiPhishingCode?: string | undefined;
  /** Same key, same message: a retried business call gets the original row instead of a second message. */
  idempotencyKey?: string | undefined;
  /** Makes a relative brand logo absolute for mail clients. */
  publicUrl?: string | undefined;
  /** The platform runs in test mode: the message carries the TEST MODE mark (set by the plugin). */
  testMode?: boolean | undefined;
}

/** The key was used before for a different message: a caller bug, never silently merged. */
export class IdempotencyKeyConflictError extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`Idempotency key ${idempotencyKey} was already used for a different notification`);
    this.name = 'IdempotencyKeyConflictError';
  }
}

/**
 * Renders the message and writes it to the outbox inside the caller's transaction: the message
 * exists exactly when the business change commits, and the worker delivers it afterwards.
 */
export async function queueNotification(
  transaction: Transaction,
  input: QueueNotificationInput,
): Promise<{ message: OutboxMessage; created: boolean }> {
  const rendered = renderTemplate({
    locale: input.locale,
    brand: brandIdentity(input.brand.configuration, input.publicUrl),
    antiPhishingCode: input.antiPhishingCode,
    message: input.message,
    testMode: input.testMode,
  });
  const recipient =
    rendered.channel === 'email'
      ? emailRecipientSchema.parse(input.recipient)
      : smsRecipientSchema.parse(input.recipient);
  const idempotencyKey =
    input.idempotencyKey === undefined ? undefined : idempotencyKeySchema.parse(input.idempotencyKey);
  const supportEmail = input.brand.configuration.support_email;

  const result = await insertOutboxMessage(transaction, {
    brandId: input.brand.id,
    channel: rendered.channel,
    recipient,
    locale: input.locale,
    template: rendered.template,
    senderName: input.brand.configuration.label_name,
    replyTo: emailRecipientSchema.safeParse(supportEmail).success ? supportEmail : undefined,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
    idempotencyKey,
  });
  if (!result.created) {
    const original = result.message;
    const same =
      original.brandId === input.brand.id &&
      original.channel === rendered.channel &&
      original.recipient === recipient &&
      original.template === rendered.template;
    if (!same && idempotencyKey !== undefined) throw new IdempotencyKeyConflictError(idempotencyKey);
  }
  return result;
}

import { failureEnvelopeSchema, localeCodes, ok } from '@platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
import { notificationChannels, notificationStatuses, type OutboxMessage } from './notification-types.js';
import { findOutboxMessage, listLatestOutboxMessages } from './outbox/outbox-repository.js';

export const maxOutboxPageSize = 100;
export const outboxMessageNotFound = 'No message with this id in the outbox.';

const outboxMessageSchema = z.object({
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

function toJson(message: OutboxMessage): z.infer<typeof outboxMessageSchema> {
  return {
    id: message.id,
    brand_id: message.brandId,
    channel: message.channel,
    recipient: message.recipient,
    locale: message.locale,
    template: message.template,
    subject: message.subject,
    text_body: message.textBody,
    html_body: message.htmlBody,
    status: message.status,
    attempts: message.attempts,
    last_error: message.lastError,
    delivered_via: message.deliveredVia,
    created_at: message.createdAt.toISOString(),
    sent_at: message.sentAt === null ? null : message.sentAt.toISOString(),
  };
}

/**
 * Test mode only: read the messages the platform "sent" (verification codes, reset links) without
 * a real mailbox. The lead registers this plugin under the API base only when TEST_MODE is on, so
 * with test mode off these paths do not exist (404). A human-readable page comes with members-app.
 */
export const notifyTestModeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/test-mode/outbox',
    {
      schema: {
        summary: 'Test mode: the latest outbox messages, newest first',
        description: `Every email and SMS the platform queued, optionally for one recipient. At most ${maxOutboxPageSize} per page. Exists only in test mode.`,
        tags: ['test mode'],
        querystring: z.object({
          to: z.string().trim().toLowerCase().min(1).max(320).optional(),
          limit: z.coerce.number().int().min(1).max(maxOutboxPageSize).default(20),
        }),
        response: {
          200: z.object({
            request_status: z.literal(1),
            request_details: z.object({ messages: z.array(outboxMessageSchema) }),
          }),
          400: failureEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const messages = await listLatestOutboxMessages(app.database, {
        recipient: request.query.to,
        limit: request.query.limit,
      });
      return ok({ messages: messages.map(toJson) });
    },
  );

  app.get(
    '/test-mode/outbox/:id',
    {
      schema: {
        summary: 'Test mode: one outbox message',
        tags: ['test mode'],
        params: z.object({ id: z.string().regex(/^ntf_[a-z0-9]+$/, { message: 'must be a notification id (ntf_…)' }) }),
        response: {
          200: z.object({ request_status: z.literal(1), request_details: z.object({ message: outboxMessageSchema }) }),
          400: failureEnvelopeSchema,
          404: failureEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const message = await findOutboxMessage(app.database, request.params.id);
      if (message === undefined) throw new DomainError('not_found', { id: outboxMessageNotFound });
      return ok({ message: toJson(message) });
    },
  );
};

import { endpoints, maxOutboxPageSize, type OutboxMessageWire } from '@platform/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../errors/domain-error.js';
import { serve, type EndpointDetails, type EndpointRequest } from '../../http/serve.js';
import type { OutboxMessage } from './notification-types.js';
import { findOutboxMessage, listLatestOutboxMessages } from './outbox/outbox-repository.js';

export { maxOutboxPageSize };
export const outboxMessageNotFound = 'No message with this id in the outbox.';

function toJson(message: OutboxMessage): OutboxMessageWire {
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

async function latestMessages(
  app: FastifyInstance,
  request: EndpointRequest<typeof endpoints.testModeOutbox>,
): Promise<EndpointDetails<typeof endpoints.testModeOutbox>> {
  const messages = await listLatestOutboxMessages(app.database, {
    recipient: request.query.to,
    limit: request.query.limit,
  });
  return { messages: messages.map(toJson) };
}

async function oneMessage(
  app: FastifyInstance,
  request: EndpointRequest<typeof endpoints.testModeOutboxMessage>,
): Promise<EndpointDetails<typeof endpoints.testModeOutboxMessage>> {
  const message = await findOutboxMessage(app.database, request.params.id);
  if (message === undefined) throw new DomainError('not_found', { id: outboxMessageNotFound });
  return { message: toJson(message) };
}

/**
 * Test mode only: read the messages the platform "sent" (verification codes, reset links) without
 * a real mailbox. The lead registers this plugin under the API base only when TEST_MODE is on, so
 * with test mode off these paths do not exist (404). A human-readable page comes with members-app.
 */
export const notifyTestModeRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.testModeOutbox, (request) => latestMessages(app, request));
  serve(app, endpoints.testModeOutboxMessage, (request) => oneMessage(app, request));
};

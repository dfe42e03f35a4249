import { endpoints, maxOutboxPageSize, type OutboxMessageWire } from '@platform/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DomainError } from '../../errors/domain-error.js';
import { serve, type EndpointDetails, type EndpointRequest } from '../../http/serve.js';
import { isLoopbackAddress } from '../../lib/loopback.js';
import type { OutboxMessage } from './notification-types.js';
import { findOutboxMessage, listLatestOutboxMessages } from './outbox/outbox-repository.js';

export { maxOutboxPageSize };
export const outboxMessageNotFound = 'No message with this id in the outbox.';
export const outboxRefusedMessage =
  'The test-mode outbox answers only to an operator of this brand, or to a caller on this machine naming one recipient (?to=).';

export interface NotifyTestModeRoutesOptions {
  /** Behind a reverse proxy every connection may come from loopback: then only operators read the outbox. */
  trustProxy: boolean;
}

/** Who reads: an operator (their brand's messages) or a loopback caller (one recipient's). */
type OutboxReader = { kind: 'operator'; brandId: string } | { kind: 'recipient'; recipient: string };

/**
 * The outbox holds every user's codes and reset links, so it answers a signed-in operator of the
 * brand, or a caller on a loopback connection naming one recipient. Loopback is the socket's own
 * remote address, never a header, and never counts with TRUST_PROXY (a proxy on the same machine
 * would make every request look local).
 */
function outboxReader(
  request: FastifyRequest,
  options: NotifyTestModeRoutesOptions,
  recipient: string | undefined,
): OutboxReader {
  // `auth` comes from the accounts plugin (the app always has it; a bare test app may not).
  const auth = (request as { auth?: FastifyRequest['auth'] }).auth ?? null;
  if (auth !== null && auth.role === 'operator' && auth.otpState !== 'sent') {
    return { kind: 'operator', brandId: auth.brandId };
  }
  const remoteAddress = request.raw.socket.remoteAddress ?? '';
  if (recipient !== undefined && !options.trustProxy && isLoopbackAddress(remoteAddress)) {
    return { kind: 'recipient', recipient };
  }
  throw new DomainError('forbidden', { outbox: outboxRefusedMessage });
}

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
  options: NotifyTestModeRoutesOptions,
): Promise<EndpointDetails<typeof endpoints.testModeOutbox>> {
  const reader = outboxReader(request, options, request.query.to);
  const messages = await listLatestOutboxMessages(app.database, {
    recipient: request.query.to,
    brandId: reader.kind === 'operator' ? reader.brandId : undefined,
    limit: request.query.limit,
  });
  return { messages: messages.map(toJson) };
}

async function oneMessage(
  app: FastifyInstance,
  request: EndpointRequest<typeof endpoints.testModeOutboxMessage>,
  options: NotifyTestModeRoutesOptions,
): Promise<EndpointDetails<typeof endpoints.testModeOutboxMessage>> {
  const reader = outboxReader(request, options, request.query.to);
  const message = await findOutboxMessage(app.database, request.params.id);
  const readable =
    message !== undefined &&
    (reader.kind === 'operator' ? message.brandId === reader.brandId : message.recipient === reader.recipient);
  if (!readable) throw new DomainError('not_found', { id: outboxMessageNotFound });
  return { message: toJson(message) };
}

/**
 * Test mode only: read the messages the platform "sent" (verification codes, reset links) without
 * a real mailbox. The lead registers this plugin under the API base only when TEST_MODE is on, so
 * with test mode off these paths do not exist (404). Who may read: `outboxReader`.
 */
export const notifyTestModeRoutes: FastifyPluginAsync<NotifyTestModeRoutesOptions> = async (app, options) => {
  serve(app, endpoints.testModeOutbox, (request) => latestMessages(app, request, options));
  serve(app, endpoints.testModeOutboxMessage, (request) => oneMessage(app, request, options));
};

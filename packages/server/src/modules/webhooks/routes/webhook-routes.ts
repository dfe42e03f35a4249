import { endpoints, type WebhookDeliveriesPage } from '@platform/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database.js';
import { DomainError } from '../../../errors/domain-error.js';
import { authOf } from '../../../http/request-auth.js';
import { serve } from '../../../http/serve.js';
import { findMerchantByUser, type MerchantRecord } from '../../merchants/index.js';
import { listDeliveryLog } from '../delivery/delivery-log.js';
import { findEndpointOfMerchant } from '../endpoints/endpoint-repository.js';
import {
  enableWebhookEndpoint,
  rotateWebhookSecret,
  setWebhookUrl,
  webhookEndpointView,
} from '../endpoints/endpoint-service.js';
import { checkWebhookUrl } from '../endpoints/webhook-url.js';
import { redeliverWebhookEvent } from '../events/redeliver-event.js';
import { sendTestEvent } from '../events/test-event.js';
import { isWebhooksError } from '../webhooks-error.js';
import { decodeCursor, encodeCursor, toDeliveryWire, toWebhookWire } from './webhook-wire.js';

export const notMerchantMessage = 'Only merchant accounts have a webhook.';

/** The WebhooksError a service threw, as the failure a client can act on; anything else is rethrown. */
function toHttpFailure(error: unknown): unknown {
  if (!isWebhooksError(error)) return error;
  switch (error.type) {
    case 'no_endpoint':
    case 'endpoint_disabled':
      return new DomainError('conflict', { webhook: error.message });
    case 'event_not_found':
      return new DomainError('not_found', { id: error.message });
    case 'idempotency_conflict':
      return error;
  }
}

async function handled<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toHttpFailure(error);
  }
}

/** The merchant the signed-in user sells as; 403 for users without a merchants row. */
async function merchantOf(database: Database, request: FastifyRequest): Promise<MerchantRecord> {
  const merchant = await findMerchantByUser(database, authOf(request).userId);
  if (merchant === null) throw new DomainError('forbidden', { merchant: notMerchantMessage });
  return merchant;
}

/** One page of the merchant's delivery log, after the cursor of the previous page. */
async function deliveryLogPage(
  database: Database,
  merchant: MerchantRecord,
  query: { cursor?: string | undefined; limit: number },
): Promise<WebhookDeliveriesPage> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  if (query.cursor !== undefined && after === undefined) {
    throw new DomainError('validation_failed', { cursor: 'This is not a cursor of the delivery log.' });
  }
  const endpoint = await findEndpointOfMerchant(database, merchant.id);
  if (endpoint === undefined) return { deliveries: [], next_cursor: null };
  const page = await listDeliveryLog(database, { endpointId: endpoint.id, after, limit: query.limit });
  return {
    deliveries: page.entries.map(toDeliveryWire),
    next_cursor: page.next === undefined ? null : encodeCursor(page.next),
  };
}

export interface WebhookRoutesOptions {
  testMode: boolean;
}

/** Setting the URL, and reading the endpoint. */
function serveWebhookSettings(app: FastifyInstance, options: WebhookRoutesOptions): void {
  const urlPolicy = {
    requireHttps: !options.testMode,
    allowLoopback: app.webhooks.settings.allowLoopback,
    platformPort: app.webhooks.settings.platformPort,
  };

  serve(app, endpoints.updateWebhook, async function updateWebhookUrl(request) {
    const merchant = await merchantOf(app.database, request);
    const checked = checkWebhookUrl(request.body.webhook_url, urlPolicy);
    if (!checked.ok) throw new DomainError('validation_failed', { webhook_url: checked.message });
    const result = await setWebhookUrl(app.database, app.webhooks.sealer, {
      merchantId: merchant.id,
      url: checked.url,
      now: new Date(),
    });
    return { webhook: toWebhookWire(result.view), created: result.secret !== undefined, secret: result.secret ?? null };
  });

  serve(app, endpoints.getWebhook, async function webhook(request) {
    const merchant = await merchantOf(app.database, request);
    const view = await webhookEndpointView(app.database, { merchantId: merchant.id, now: new Date() });
    return { webhook: view === undefined ? null : toWebhookWire(view) };
  });

  serve(app, endpoints.rotateWebhookSecret, async function rotateSecret(request) {
    const merchant = await merchantOf(app.database, request);
    const result = await handled(() =>
      rotateWebhookSecret(app.database, app.webhooks.sealer, { merchantId: merchant.id, now: new Date() }),
    );
    return { webhook: toWebhookWire(result.view), secret: result.secret };
  });

  serve(app, endpoints.enableWebhook, async function enableWebhook(request) {
    const merchant = await merchantOf(app.database, request);
    const view = await handled(() => enableWebhookEndpoint(app.database, { merchantId: merchant.id, now: new Date() }));
    return { webhook: toWebhookWire(view) };
  });
}

/** Test events, the delivery log and redeliveries. */
function serveWebhookDeliveries(app: FastifyInstance): void {
  serve(app, endpoints.sendTestWebhook, async function sendTestWebhook(request) {
    const merchant = await merchantOf(app.database, request);
    const sent = await handled(() => sendTestEvent(app.database, { merchantId: merchant.id, now: new Date() }));
    return { event_id: sent.eventId, delivery_id: sent.deliveryId };
  });

  serve(app, endpoints.listWebhookDeliveries, async function deliveryLog(request) {
    return deliveryLogPage(app.database, await merchantOf(app.database, request), request.query);
  });

  serve(app, endpoints.redeliverWebhookEvent, async function redeliverEvent(request) {
    const merchant = await merchantOf(app.database, request);
    const sent = await handled(() =>
      redeliverWebhookEvent(app.database, { merchantId: merchant.id, eventId: request.params.id, now: new Date() }),
    );
    return { event_id: sent.eventId, delivery_id: sent.deliveryId };
  });
}

/**
 * The merchant's webhook (under the API base, signed-in merchant users only): PATCH
 * /users/updateWebhook (spec §7), GET /users/webhook, POST /users/webhook/rotateSecret,
 * POST /users/webhook/enable, POST /users/webhook/test, GET /users/webhook/deliveries,
 * POST /users/webhook/events/{id}/redeliver. Needs accounts and the webhooks plugin.
 */
export const webhookRoutes: FastifyPluginAsync<WebhookRoutesOptions> = async (app, options) => {
  serveWebhookSettings(app, options);
  serveWebhookDeliveries(app);
};

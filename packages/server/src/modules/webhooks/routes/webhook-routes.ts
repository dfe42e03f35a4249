import { failureEnvelopeSchema } from '@platform/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../errors/domain-error.js';
import { findMerchantByUser, type MerchantRecord } from '../../merchants/merchant-repository.js';
import { listDeliveryLog, maxDeliveryLogPage } from '../delivery/delivery-log.js';
import { findEndpointOfMerchant } from '../endpoints/endpoint-repository.js';
import {
  enableWebhookEndpoint,
  rotateWebhookSecret,
  setWebhookUrl,
  webhookEndpointView,
} from '../endpoints/endpoint-service.js';
import { checkWebhookUrl, maxWebhookUrlLength } from '../endpoints/webhook-url.js';
import { redeliverWebhookEvent } from '../events/redeliver-event.js';
import { sendTestEvent } from '../events/test-event.js';
import { eventIdPattern } from '../webhook-ids.js';
import { isWebhooksError } from '../webhooks-error.js';
import {
  decodeCursor,
  deliveryWireSchema,
  encodeCursor,
  toDeliveryWire,
  toWebhookWire,
  webhookWireSchema,
} from './webhook-wire.js';

const failureResponses = {
  400: failureEnvelopeSchema,
  401: failureEnvelopeSchema,
  403: failureEnvelopeSchema,
  404: failureEnvelopeSchema,
  409: failureEnvelopeSchema,
};

function successSchema<T extends z.ZodType>(details: T) {
  return z.object({ request_status: z.literal(1), request_details: details });
}

/** Calls without input: nothing, or an empty JSON object. */
const noBody = z.strictObject({}).nullish();
const secretSchema = z.string().describe('the signing secret (whsec_…): shown once, store it now');
const eventDetailsSchema = z.object({ event_id: z.string(), delivery_id: z.string() });

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

export interface WebhookRoutesOptions {
  testMode: boolean;
}

/**
 * The merchant's webhook (under the API base, signed-in merchant users only): PATCH
 * /users/updateWebhook (spec §7), GET /users/webhook, POST /users/webhook/rotateSecret,
 * POST /users/webhook/enable, POST /users/webhook/test, GET /users/webhook/deliveries,
 * POST /users/webhook/events/{id}/redeliver. Needs accounts and the webhooks plugin.
 */
export const webhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (app, options) => {
  const urlPolicy = { requireHttps: !options.testMode, allowLoopback: options.testMode };
  const signedIn = { preHandler: app.accounts.requireUser() };
  const tags = ['webhooks'];

  /** The merchant the signed-in user sells as; 403 for users without a merchants row. */
  async function merchantOf(request: FastifyRequest): Promise<MerchantRecord> {
    if (request.auth === null) throw new Error('route needs requireUser before it');
    const merchant = await findMerchantByUser(app.database, request.auth.userId);
    if (merchant === null) throw new DomainError('forbidden', { merchant: notMerchantMessage });
    return merchant;
  }

  app.patch(
    '/users/updateWebhook',
    {
      ...signedIn,
      schema: {
        summary: 'Sets the merchant’s webhook URL',
        description: `Body { webhook_url } (spec §7): https (http and loopback only in test mode), no user name or password, not a private or local address, at most ${maxWebhookUrlLength} characters. The first call creates the endpoint and answers its signing secret (whsec_…) once; later calls change the URL and keep the secret and the status.`,
        tags,
        // Longer URLs reach the check below, which says how long one may be.
        body: z.strictObject({ webhook_url: z.string().max(4 * maxWebhookUrlLength) }),
        response: {
          200: successSchema(
            z.object({ webhook: webhookWireSchema, created: z.boolean(), secret: secretSchema.nullable() }),
          ),
          ...failureResponses,
        },
      },
    },
    async (request) => {
      const merchant = await merchantOf(request);
      const checked = checkWebhookUrl(request.body.webhook_url, urlPolicy);
      if (!checked.ok) throw new DomainError('validation_failed', { webhook_url: checked.message });
      const result = await setWebhookUrl(app.database, app.webhooks.sealer, {
        merchantId: merchant.id,
        url: checked.url,
        now: new Date(),
      });
      return {
        request_status: 1 as const,
        request_details: {
          webhook: toWebhookWire(result.view),
          created: result.secret !== undefined,
          secret: result.secret ?? null,
        },
      };
    },
  );

  app.get(
    '/users/webhook',
    {
      ...signedIn,
      schema: {
        summary: 'The merchant’s webhook: URL, status, why it was disabled, the secret’s prefix',
        tags,
        response: { 200: successSchema(z.object({ webhook: webhookWireSchema.nullable() })), ...failureResponses },
      },
    },
    async (request) => {
      const merchant = await merchantOf(request);
      const view = await webhookEndpointView(app.database, { merchantId: merchant.id, now: new Date() });
      return {
        request_status: 1 as const,
        request_details: { webhook: view === undefined ? null : toWebhookWire(view) },
      };
    },
  );

  app.post(
    '/users/webhook/rotateSecret',
    {
      ...signedIn,
      schema: {
        summary: 'Creates a new signing secret (shown once); the previous one keeps signing for 24 h',
        description:
          'During the 24 h overlap every delivery carries one v1 signature per secret, so the receiver verifies with either. 409 without a webhook URL.',
        tags,
        body: noBody,
        response: {
          200: successSchema(z.object({ webhook: webhookWireSchema, secret: secretSchema })),
          ...failureResponses,
        },
      },
    },
    async (request) => {
      const merchant = await merchantOf(request);
      const result = await handled(() =>
        rotateWebhookSecret(app.database, app.webhooks.sealer, { merchantId: merchant.id, now: new Date() }),
      );
      return {
        request_status: 1 as const,
        request_details: { webhook: toWebhookWire(result.view), secret: result.secret },
      };
    },
  );

  app.post(
    '/users/webhook/enable',
    {
      ...signedIn,
      schema: {
        summary: 'Enables the webhook again after it was disabled (410 Gone)',
        description: 'New events are delivered again; events from the disabled time can be redelivered from the log.',
        tags,
        body: noBody,
        response: { 200: successSchema(z.object({ webhook: webhookWireSchema })), ...failureResponses },
      },
    },
    async (request) => {
      const merchant = await merchantOf(request);
      const view = await handled(() =>
        enableWebhookEndpoint(app.database, { merchantId: merchant.id, now: new Date() }),
      );
      return { request_status: 1 as const, request_details: { webhook: toWebhookWire(view) } };
    },
  );

  app.post(
    '/users/webhook/test',
    {
      ...signedIn,
      schema: {
        summary: 'Sends a webhook.test event (an example settled payment) to the webhook',
        tags,
        body: noBody,
        response: { 200: successSchema(eventDetailsSchema), ...failureResponses },
      },
    },
    async (request) => {
      const merchant = await merchantOf(request);
      const sent = await handled(() => sendTestEvent(app.database, { merchantId: merchant.id, now: new Date() }));
      return { request_status: 1 as const, request_details: { event_id: sent.eventId, delivery_id: sent.deliveryId } };
    },
  );

  app.get(
    '/users/webhook/deliveries',
    {
      ...signedIn,
      schema: {
        summary: 'The delivery log, newest first: each delivery with every attempt (kept 60 days)',
        description: `Query cursor (next_cursor of the previous page) and limit (1 to ${maxDeliveryLogPage}, default 20).`,
        tags,
        querystring: z.strictObject({
          cursor: z.string().max(200).optional(),
          limit: z.coerce.number().int().min(1).max(maxDeliveryLogPage).default(20),
        }),
        response: {
          200: successSchema(z.object({ deliveries: z.array(deliveryWireSchema), next_cursor: z.string().nullable() })),
          ...failureResponses,
        },
      },
    },
    async (request) => {
      const merchant = await merchantOf(request);
      const after = request.query.cursor === undefined ? undefined : decodeCursor(request.query.cursor);
      if (request.query.cursor !== undefined && after === undefined) {
        throw new DomainError('validation_failed', { cursor: 'This is not a cursor of the delivery log.' });
      }
      const endpoint = await findEndpointOfMerchant(app.database, merchant.id);
      if (endpoint === undefined) {
        return { request_status: 1 as const, request_details: { deliveries: [], next_cursor: null } };
      }
      const page = await listDeliveryLog(app.database, { endpointId: endpoint.id, after, limit: request.query.limit });
      return {
        request_status: 1 as const,
        request_details: {
          deliveries: page.entries.map(toDeliveryWire),
          next_cursor: page.next === undefined ? null : encodeCursor(page.next),
        },
      };
    },
  );

  app.post(
    '/users/webhook/events/:id/redeliver',
    {
      ...signedIn,
      schema: {
        summary: 'Delivers an event again: same body, same webhook-id, fresh signature and schedule',
        tags,
        params: z.strictObject({ id: z.string().regex(eventIdPattern, { message: 'must be an event id (msg_…)' }) }),
        body: noBody,
        response: { 200: successSchema(eventDetailsSchema), ...failureResponses },
      },
    },
    async (request) => {
      const merchant = await merchantOf(request);
      const sent = await handled(() =>
        redeliverWebhookEvent(app.database, { merchantId: merchant.id, eventId: request.params.id, now: new Date() }),
      );
      return { request_status: 1 as const, request_details: { event_id: sent.eventId, delivery_id: sent.deliveryId } };
    },
  );
};

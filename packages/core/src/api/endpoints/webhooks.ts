import { z } from 'zod';
import {
  maxDeliveryLogPage,
  maxWebhookUrlLength,
  queuedWebhookEventSchema,
  rotatedWebhookSecretSchema,
  webhookDeliveriesPageSchema,
  webhookEventIdPattern,
  webhookSchema,
  webhookUrlChangeSchema,
} from '../../schemas/webhook.js';
import { defineEndpoint } from '../endpoint.js';

/** Calls without input: nothing, or an empty JSON object. */
const noBody = z.strictObject({}).nullish();
const tags = ['webhooks'];

/**
 * The merchant's webhook endpoint (Standard Webhooks), under the API base, for signed-in merchant
 * users (others 403): the webhooks module serves these.
 */
export const webhookEndpoints = {
  updateWebhook: defineEndpoint({
    method: 'PATCH',
    path: '/users/updateWebhook',
    auth: 'session',
    summary: 'Sets the merchant’s webhook URL',
    description: `Body { webhook_url } (spec §7): https (http and loopback only in test mode), no user name or password, not a private or local address, at most ${maxWebhookUrlLength} characters. The first call creates the endpoint and answers its signing secret (whsec_…) once; later calls change the URL and keep the secret and the status.`,
    tags,
    // Longer URLs reach the server's check, which says how long one may be.
    request: { body: z.strictObject({ webhook_url: z.string().max(4 * maxWebhookUrlLength) }) },
    details: webhookUrlChangeSchema,
  }),
  getWebhook: defineEndpoint({
    method: 'GET',
    path: '/users/webhook',
    auth: 'session',
    summary: 'The merchant’s webhook: URL, status, why it was disabled, the secret’s prefix',
    tags,
    details: z.object({ webhook: webhookSchema.nullable() }),
  }),
  listWebhookDeliveries: defineEndpoint({
    method: 'GET',
    path: '/users/webhook/deliveries',
    auth: 'session',
    summary: 'The delivery log, newest first: each delivery with every attempt (kept 60 days)',
    description: `Query cursor (next_cursor of the previous page) and limit (1 to ${maxDeliveryLogPage}, default 20).`,
    tags,
    request: {
      query: z.strictObject({
        cursor: z.string().max(200).optional(),
        limit: z.coerce.number().int().min(1).max(maxDeliveryLogPage).default(20),
      }),
    },
    details: webhookDeliveriesPageSchema,
  }),
  enableWebhook: defineEndpoint({
    method: 'POST',
    path: '/users/webhook/enable',
    auth: 'session',
    summary: 'Enables the webhook again after it was disabled (410 Gone)',
    description: 'New events are delivered again; events from the disabled time can be redelivered from the log.',
    tags,
    request: { body: noBody },
    details: z.object({ webhook: webhookSchema }),
  }),
  redeliverWebhookEvent: defineEndpoint({
    method: 'POST',
    path: '/users/webhook/events/{id}/redeliver',
    auth: 'session',
    summary: 'Delivers an event again: same body, same webhook-id, fresh signature and schedule',
    tags,
    request: {
      params: z.strictObject({
        id: z.string().regex(webhookEventIdPattern, { message: 'must be an event id (msg_…)' }),
      }),
      body: noBody,
    },
    details: queuedWebhookEventSchema,
  }),
  rotateWebhookSecret: defineEndpoint({
    method: 'POST',
    path: '/users/webhook/rotateSecret',
    auth: 'session',
    summary: 'Creates a new signing secret (shown once); the previous one keeps signing for 24 h',
    description:
      'During the 24 h overlap every delivery carries one v1 signature per secret, so the receiver verifies with either. 409 without a webhook URL.',
    tags,
    request: { body: noBody },
    details: rotatedWebhookSecretSchema,
  }),
  sendTestWebhook: defineEndpoint({
    method: 'POST',
    path: '/users/webhook/test',
    auth: 'session',
    summary: 'Sends a webhook.test event (an example settled payment) to the webhook',
    tags,
    request: { body: noBody },
    details: queuedWebhookEventSchema,
  }),
} as const;

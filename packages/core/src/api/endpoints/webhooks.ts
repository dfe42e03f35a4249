import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import type { JsonObject, QueryParams } from '../request-bodies.js';
import { unchecked } from '../unchecked.js';

const idParams = z.object({ id: z.string().min(1).max(200) });

/** The merchant's webhook endpoint (Standard Webhooks), under the API base (the webhooks module serves these). */
export const webhookEndpoints = {
  updateWebhook: defineEndpoint({
    method: 'PATCH',
    path: '/users/updateWebhook',
    auth: 'session',
    summary: 'Sets the webhook URL',
    tags: ['webhooks'],
    request: { body: unchecked<JsonObject>() },
    details: unchecked<unknown>(),
  }),
  getWebhook: defineEndpoint({
    method: 'GET',
    path: '/users/webhook',
    auth: 'session',
    summary: 'The webhook endpoint',
    tags: ['webhooks'],
    details: unchecked<unknown>(),
  }),
  listWebhookDeliveries: defineEndpoint({
    method: 'GET',
    path: '/users/webhook/deliveries',
    auth: 'session',
    summary: 'The delivery log',
    tags: ['webhooks'],
    request: { query: unchecked<QueryParams | undefined>() },
    details: unchecked<unknown>(),
  }),
  enableWebhook: defineEndpoint({
    method: 'POST',
    path: '/users/webhook/enable',
    auth: 'session',
    summary: 'Enables a disabled webhook endpoint',
    tags: ['webhooks'],
    details: unchecked<unknown>(),
  }),
  redeliverWebhookEvent: defineEndpoint({
    method: 'POST',
    path: '/users/webhook/events/{id}/redeliver',
    auth: 'session',
    summary: 'Delivers an event again',
    tags: ['webhooks'],
    request: { params: idParams },
    details: unchecked<unknown>(),
  }),
  rotateWebhookSecret: defineEndpoint({
    method: 'POST',
    path: '/users/webhook/rotateSecret',
    auth: 'session',
    summary: 'A new signing secret (shown once)',
    tags: ['webhooks'],
    details: unchecked<unknown>(),
  }),
  sendTestWebhook: defineEndpoint({
    method: 'POST',
    path: '/users/webhook/test',
    auth: 'session',
    summary: 'Sends a test event',
    tags: ['webhooks'],
    details: unchecked<unknown>(),
  }),
} as const;

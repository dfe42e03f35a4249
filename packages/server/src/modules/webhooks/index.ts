/**
 * The webhooks module's public surface: signed Standard Webhooks events for merchants, delivered
 * from a durable PostgreSQL queue (080_webhooks.sql). README.md documents the states, the retry
 * schedule and the security choices. Other modules use only what is exported here.
 *
 * - `enqueueWebhookEvent(transaction, { merchantId, type, data, eventKey })`: the payments module
 *   calls it inside the transaction of every payment state change.
 * - `webhooksPlugin` decorates `app.webhooks` (deliverDue, cleanupLog) and runs the worker.
 * - `webhookRoutes` (under the API base): PATCH /users/updateWebhook, GET /users/webhook,
 *   POST /users/webhook/rotateSecret, POST /users/webhook/enable, POST /users/webhook/test,
 *   GET /users/webhook/deliveries, POST /users/webhook/events/{id}/redeliver.
 */
export { webhooksPlugin, type WebhooksPluginOptions, type WebhooksService } from './webhooks-plugin.js';
export { webhookRoutes, type WebhookRoutesOptions } from './routes/webhook-routes.js';
export { webhooksEnvShape, toWebhooksEnv, type WebhooksEnv } from './webhooks-env.js';
export {
  enqueueWebhookEvent,
  webhookEventBody,
  type WebhookEventInput,
  type EnqueuedWebhookEvent,
} from './events/enqueue-event.js';
export {
  enqueueOrderWebhookEvent,
  orderEventTypes,
  type OrderEventType,
  type OrderWebhookEventInput,
} from './events/enqueue-order-event.js';
export type { WebhookDeliveryReport } from './delivery/deliver-due.js';
export type { ResolveHostname } from './delivery/http-sender.js';
export { WebhooksError, isWebhooksError, type WebhooksErrorType } from './webhooks-error.js';

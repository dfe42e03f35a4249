import { z } from 'zod';

/**
 * The merchant's webhook endpoint (Standard Webhooks) and its delivery log as the merchant area
 * reads them (GET /users/webhook, GET /users/webhook/deliveries and the calls that change them).
 */

const timestamp = z.string().max(64);

/** The longest webhook URL a merchant may set (the server says so in its message). */
export const maxWebhookUrlLength = 2048;
/** Largest page of the delivery log. */
export const maxDeliveryLogPage = 100;
/** The event id is the `webhook-id` header: the same on every delivery and redelivery of the event. */
export const webhookEventIdPattern = /^msg_[a-z0-9]{1,60}$/;

export const webhookSchema = z.object({
  /** As stored: the parsed URL's href, which percent-encodes what was typed (up to 6 characters each). */
  webhook_url: z.string().max(6 * maxWebhookUrlLength),
  status: z.enum(['enabled', 'disabled']),
  disabled_reason: z.string().max(1000).nullable(),
  disabled_at: timestamp.nullable(),
  secret_prefix: z.string().max(40).describe('the first characters of the current secret, to tell secrets apart'),
  secret_created_at: timestamp.describe('when the current secret was created (the last rotation)'),
  previous_secret_expires_at: timestamp
    .nullable()
    .describe('until when the previous secret still signs after a rotation; null when only the current one signs'),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Webhook = z.infer<typeof webhookSchema>;

const signingSecretSchema = z.string().max(200).describe('the signing secret (whsec_…): shown once, store it now');

/** PATCH /users/updateWebhook: the first URL creates the endpoint and its secret (shown once). */
export const webhookUrlChangeSchema = z.object({
  webhook: webhookSchema,
  created: z.boolean(),
  secret: signingSecretSchema.nullable(),
});
export type WebhookUrlChange = z.infer<typeof webhookUrlChangeSchema>;

/** POST /users/webhook/rotateSecret: the new secret, shown once; the previous one keeps signing for 24 h. */
export const rotatedWebhookSecretSchema = z.object({ webhook: webhookSchema, secret: signingSecretSchema });
export type RotatedWebhookSecret = z.infer<typeof rotatedWebhookSecretSchema>;

/** The event and its delivery that a test send or a redelivery queued. */
export const queuedWebhookEventSchema = z.object({
  event_id: z.string().min(1).max(200),
  delivery_id: z.string().min(1).max(200),
});
export type QueuedWebhookEvent = z.infer<typeof queuedWebhookEventSchema>;

export const webhookAttemptOutcomes = ['delivered', 'retry', 'failed', 'gone'] as const;

export const webhookAttemptSchema = z.object({
  attempt: z.number().int(),
  url: z.string().max(6 * maxWebhookUrlLength),
  webhook_timestamp: z.number().int(),
  webhook_signature: z.string().max(1000).describe('the signature header sent (HMACs only, no secret)'),
  outcome: z.enum(webhookAttemptOutcomes),
  response_status: z.number().int().nullable(),
  response_excerpt: z.string().max(2000).nullable().describe('at most 1 KiB of the response body'),
  duration_ms: z.number().int(),
  error: z.string().max(2000).nullable(),
  next_attempt_at: timestamp.nullable(),
  attempted_at: timestamp,
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed', 'canceled'] as const;

/** One delivery of an event to the endpoint, with every attempt in order. */
export const webhookDeliverySchema = z.object({
  delivery_id: z.string().max(200),
  event_id: z.string().max(200).describe('the webhook-id header'),
  event_type: z.string().max(100),
  kind: z.enum(['event', 'redelivery']),
  status: z.enum(webhookDeliveryStatuses),
  attempt_count: z.number().int(),
  next_attempt_at: timestamp.nullable(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().max(2000).nullable(),
  created_at: timestamp,
  finished_at: timestamp.nullable(),
  attempts: z.array(webhookAttemptSchema).max(100),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesPageSchema = z.object({
  deliveries: z.array(webhookDeliverySchema).max(maxDeliveryLogPage),
  /** Opaque: pass as `cursor` for the next (older) page; null on the last page. */
  next_cursor: z.string().max(200).nullable(),
});
export type WebhookDeliveriesPage = z.infer<typeof webhookDeliveriesPageSchema>;

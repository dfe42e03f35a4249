import { createHmac } from 'node:crypto';
import { webhookSecretKey } from './webhook-secret.js';

export interface WebhookSignatureInput {
  /** The event id (`msg_…`), sent as `webhook-id`. */
  eventId: string;
  /** Unix seconds of this attempt, sent as `webhook-timestamp`. */
  timestampSeconds: number;
  /** The exact body bytes sent (UTF-8 JSON). */
  body: string;
  /** Every secret that signs right now (the current one, and during a rotation the previous ones). */
  secrets: readonly string[];
}

export interface SignedWebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Standard Webhooks signing: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` per secret, space
 * separated, so a receiver holding any one of the secrets verifies the message during a rotation.
 */
export function signWebhook(input: WebhookSignatureInput): SignedWebhookHeaders {
  if (input.secrets.length === 0) throw new RangeError('a webhook needs at least one signing secret');
  if (!Number.isSafeInteger(input.timestampSeconds) || input.timestampSeconds < 0) {
    throw new RangeError(`timestampSeconds must be a whole number of seconds, got ${input.timestampSeconds}`);
  }
  const signedContent = `${input.eventId}.${input.timestampSeconds}.${input.body}`;
  const signatures = input.secrets.map(
    (secret) => `v1,${createHmac('sha256', webhookSecretKey(secret)).update(signedContent).digest('base64')}`,
  );
  return {
    'webhook-id': input.eventId,
    'webhook-timestamp': String(input.timestampSeconds),
    'webhook-signature': signatures.join(' '),
  };
}

import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signWebhook } from './sign-webhook.js';
import { generateWebhookSecret, shownSecretPrefix, webhookSecretKey } from './webhook-secret.js';

describe('Standard Webhooks signing', () => {
  it('matches the published Standard Webhooks test vector', () => {
    const headers = signWebhook({
      eventId: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      timestampSeconds: 1614265330,
      body: '{"test": 2432232314}',
      secrets: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
    });
    expect(headers).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });

  it('signs once per secret, and the standardwebhooks package verifies with each of them alone', () => {
    const [current, previous, stranger] = [generateWebhookSecret(), generateWebhookSecret(), generateWebhookSecret()];
    const body = JSON.stringify({ type: 'payment.settled', timestamp: new Date().toISOString(), data: { a: 1 } });
    const headers = signWebhook({
      eventId: 'msg_abc123',
      timestampSeconds: Math.floor(Date.now() / 1000),
      body,
      secrets: [current, previous],
    });
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(current).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(new Webhook(previous).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(() => new Webhook(stranger).verify(body, { ...headers })).toThrow(WebhookVerificationError);
    expect(() => new Webhook(current).verify(`${body} `, { ...headers })).toThrow(WebhookVerificationError);
  });

  it('makes whsec_ secrets of 32 random bytes, shows only their first characters, and refuses malformed ones', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhookSecretKey(secret)).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
    expect(shownSecretPrefix(secret)).toBe(secret.slice(0, 10));
    expect(() => webhookSecretKey('whsec_c2hvcnQ=')).toThrow(RangeError);
    expect(() => webhookSecretKey(secret.slice('whsec_'.length))).toThrow(RangeError);
    expect(() => signWebhook({ eventId: 'msg_a', timestampSeconds: 1, body: '{}', secrets: [] })).toThrow(RangeError);
  });
});

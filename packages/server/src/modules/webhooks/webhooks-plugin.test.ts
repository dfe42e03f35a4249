import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver } from './testing/webhook-receiver.js';
import { buildWebhookTestApp, createWebhookTestMerchant } from './testing/webhook-test-app.js';

forEachDatabase('webhooks worker', ({ openTestDatabase }) => {
  let app: App;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // ROLE all: the app runs its background jobs, the webhook worker among them.
    app = await buildWebhookTestApp(await openTestDatabase(), { ROLE: 'all', WEBHOOK_POLL_INTERVAL_MS: '100' });
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  it('delivers an event on its own when the app runs jobs', async () => {
    const merchant = await createWebhookTestMerchant(app);
    const set = await app.inject({
      method: 'PATCH',
      url: '/api/users/updateWebhook',
      headers: merchant.user.headers,
      payload: { webhook_url: receiver.url },
    });
    const secret = set.json().request_details.secret as string;
    const sent = await app.inject({ method: 'POST', url: '/api/users/webhook/test', headers: merchant.user.headers });
    expect(sent.statusCode).toBe(200);
    const deadline = Date.now() + 10_000;
    while (receiver.received.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.headers['webhook-id']).toBe(sent.json().request_details.event_id);
    expect(verifyWebhook(secret, receiver.received[0]!)).toMatchObject({ type: 'webhook.test' });
  });
});

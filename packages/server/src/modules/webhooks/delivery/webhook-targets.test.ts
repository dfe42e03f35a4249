import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.js';
import { createWebhookTestMerchant, type WebhookTestMerchant } from '../testing/webhook-test-app.js';
import type { ResolveHostname } from './http-sender.js';

interface Attempt {
  outcome: string;
  response_status: number | null;
  response_excerpt: string;
  error: string | null;
}

/** DNS of the test: names answer what the test says, others do not exist (never the internet's DNS). */
const dns: Record<string, string> = {};
const testResolver: ResolveHostname = async (hostname) => {
  const address = dns[hostname];
  if (address === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return [{ address, family: address.includes(':') ? 6 : 4 }];
};

async function setUrl(app: App, merchant: WebhookTestMerchant, webhookUrl: string) {
  return app.inject({
    method: 'PATCH',
    url: '/api/users/updateWebhook',
    headers: merchant.user.headers,
    payload: { webhook_url: webhookUrl },
  });
}

/** Sends the test event, runs one delivery pass and answers the delivery log's newest attempt. */
async function deliverTestEvent(app: App, merchant: WebhookTestMerchant): Promise<Attempt> {
  const sent = await app.inject({ method: 'POST', url: '/api/users/webhook/test', headers: merchant.user.headers });
  expect(sent.statusCode, sent.body).toBe(200);
  await app.webhooks.deliverDue();
  const log = await app.inject({
    method: 'GET',
    url: '/api/users/webhook/deliveries',
    headers: merchant.user.headers,
  });
  const attempt = log.json().request_details.deliveries[0]?.attempts[0] as Attempt | undefined;
  if (attempt === undefined) throw new Error(`no attempt logged: ${log.body}`);
  return attempt;
}

forEachDatabase('webhook targets', ({ openTestDatabase }) => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver('/hooks');
  });
  afterAll(async () => {
    await receiver.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.answer = () => ({ status: 200, body: 'an internal answer of this machine' });
    for (const name of Object.keys(dns)) delete dns[name];
  });

  describe('in test mode on a platform listening on loopback (port 3000)', () => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp({ database: await openTestDatabase(), resolveHostname: testResolver });
    });
    afterAll(async () => {
      await app.close();
    });

    it("refuses internal and metadata names, wildcard-DNS names spelling private addresses, and the platform's own port", async () => {
      const merchant = await createWebhookTestMerchant(app);
      for (const url of [
        'http://metadata.google.internal/computeMetadata/v1/',
        'http://db.internal/hooks',
        'http://printer.local/hooks',
        'http://169.254.169.254.nip.io/latest/meta-data',
        'http://10.0.0.8.nip.io/hooks',
        'http://shop-10-0-0-8.sslip.io/hooks',
        'http://a9fea9fe.nip.io/hooks',
        'http://127.0.0.1:3000/api/test-mode/outbox',
        'http://localhost:3000/api/users/me',
      ]) {
        const response = await setUrl(app, merchant, url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error_message.webhook_url.error[0], url).toMatch(/public internet|this platform itself/);
      }
      expect((await setUrl(app, merchant, 'http://93.184.216.34.nip.io/hooks')).statusCode).toBe(200);
    });

    it('delivers to a loopback receiver but keeps none of its answer in the delivery log', async () => {
      const merchant = await createWebhookTestMerchant(app);
      expect((await setUrl(app, merchant, receiver.url)).statusCode).toBe(200);
      const attempt = await deliverTestEvent(app, merchant);
      expect(receiver.received).toHaveLength(1);
      expect(attempt).toMatchObject({ outcome: 'delivered', response_status: 200, response_excerpt: '' });
    });

    it('checks the address again at delivery: a name now resolving to a metadata or private address gets nothing', async () => {
      const merchant = await createWebhookTestMerchant(app);
      const port = new URL(receiver.url).port;
      expect((await setUrl(app, merchant, `http://shop.example:${port}/hooks`)).statusCode).toBe(200);
      for (const rebound of ['169.254.169.254', '10.20.30.40']) {
        dns['shop.example'] = rebound;
        const attempt = await deliverTestEvent(app, merchant);
        expect(attempt.outcome).toBe('retry');
        expect(attempt.error).toContain(`shop.example resolves to ${rebound}, which is not a public internet address`);
      }
      expect(receiver.received).toHaveLength(0);
    });
  });

  describe('in test mode on a platform listening beyond loopback (TEST_MODE_ALLOW_PUBLIC)', () => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp({
        database: await openTestDatabase(),
        env: { HOST: '0.0.0.0', TEST_MODE_ALLOW_PUBLIC: '1' },
        resolveHostname: testResolver,
      });
    });
    afterAll(async () => {
      await app.close();
    });

    it('refuses a loopback URL when it is set, and delivers nothing to one stored before', async () => {
      const merchant = await createWebhookTestMerchant(app);
      const refused = await setUrl(app, merchant, receiver.url);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error_message.webhook_url.error[0]).toContain('public internet');
      // An endpoint stored while loopback was allowed (the platform restarted with another HOST).
      dns['shop.example'] = '127.0.0.1';
      expect((await setUrl(app, merchant, 'http://shop.example/hooks')).statusCode).toBe(200);
      await app.database.query('update webhook_endpoints set url = $2 where merchant_id = $1', [
        merchant.merchantId,
        receiver.url,
      ]);
      const attempt = await deliverTestEvent(app, merchant);
      expect(attempt.error).toContain('127.0.0.1 is not a public internet address');
      expect(receiver.received).toHaveLength(0);
    });
  });
});

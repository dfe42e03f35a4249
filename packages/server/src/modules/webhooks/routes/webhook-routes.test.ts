import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failureEnvelopeSchema } from '@platform/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import type { Database } from '../../../db/database.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../../accounts/testing.js';
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver } from '../testing/webhook-receiver.js';
import {
  buildWebhookTestApp,
  createWebhookTestMerchant,
  type WebhookTestMerchant,
} from '../testing/webhook-test-app.js';

forEachDatabase('webhook routes', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildWebhookTestApp(database);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await app.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.answer = () => ({ status: 200 });
  });

  type Call = { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object };
  const call = (user: TestUser | undefined, request: Call) =>
    app.inject({ ...request, ...(user === undefined ? {} : { headers: user.headers }) });
  const setUrl = (merchant: WebhookTestMerchant, webhookUrl: unknown) =>
    call(merchant.user, { method: 'PATCH', url: '/api/users/updateWebhook', payload: { webhook_url: webhookUrl } });
  const view = async (merchant: WebhookTestMerchant) => {
    const response = await call(merchant.user, { method: 'GET', url: '/api/users/webhook' });
    expect(response.statusCode).toBe(200);
    return response.json().request_details.webhook;
  };
  /** A failure in the envelope: status, error code, and the message of one field. */
  const expectFailure = (
    response: Awaited<ReturnType<typeof call>>,
    status: number,
    code: string,
    field?: string,
    message?: string | RegExp,
  ) => {
    expect(response.statusCode).toBe(status);
    const body = failureEnvelopeSchema.parse(response.json());
    expect(body.error_code).toBe(code);
    if (field !== undefined) {
      expect(Object.keys(body.error_message)).toContain(field);
      if (message !== undefined) expect(body.error_message[field]?.error.join(' ')).toMatch(message);
    }
  };

  const everyRoute: Call[] = [
    { method: 'PATCH', url: '/api/users/updateWebhook', payload: { webhook_url: 'https://shop.example/hooks' } },
    { method: 'GET', url: '/api/users/webhook' },
    { method: 'POST', url: '/api/users/webhook/rotateSecret' },
    { method: 'POST', url: '/api/users/webhook/enable' },
    { method: 'POST', url: '/api/users/webhook/test' },
    { method: 'GET', url: '/api/users/webhook/deliveries' },
    { method: 'POST', url: '/api/users/webhook/events/msg_abc/redeliver' },
  ];

  it('answers 401 without a session and 403 in the envelope for a user who is no merchant', async () => {
    const shopper = await createTestUser(app);
    const endpoints = async () => (await database.query('select id from webhook_endpoints')).rows.length;
    const before = await endpoints();
    for (const request of everyRoute) {
      expectFailure(await call(undefined, request), 401, 'unauthorized');
      expectFailure(
        await call(shopper, request),
        403,
        'forbidden',
        'merchant',
        'Only merchant accounts have a webhook.',
      );
    }
    expect(await endpoints()).toBe(before);
  });

  it('creates the endpoint with a secret shown once, then changes the URL keeping the secret', async () => {
    const merchant = await createWebhookTestMerchant(app);
    expect(await view(merchant)).toBeNull();

    const created = await setUrl(merchant, receiver.url);
    expect(created.statusCode).toBe(200);
    const details = created.json().request_details;
    expect(details.created).toBe(true);
    expect(details.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(details.webhook).toMatchObject({
      webhook_url: receiver.url,
      status: 'enabled',
      disabled_reason: null,
      secret_prefix: `${details.secret.slice(0, 10)}…`,
      previous_secret_expires_at: null,
    });

    const shown = await view(merchant);
    expect(shown).toEqual(details.webhook);
    expect(JSON.stringify(shown)).not.toContain(details.secret);

    const changed = await setUrl(merchant, `${receiver.url}/v2`);
    expect(changed.json().request_details).toMatchObject({ created: false, secret: null });
    expect(changed.json().request_details.webhook).toMatchObject({
      webhook_url: `${receiver.url}/v2`,
      secret_prefix: details.webhook.secret_prefix,
      secret_created_at: details.webhook.secret_created_at,
    });
  });

  it('refuses bad webhook URLs with a clear message and changes nothing', async () => {
    const merchant = await createWebhookTestMerchant(app);
    await setUrl(merchant, receiver.url);
    const before = await view(merchant);
    const cases: [unknown, string | RegExp][] = [
      ['', 'Enter the URL'],
      ['not a url', 'full URL'],
      ['ftp://shop.example/hooks', 'https://'],
      ['https://user:pw@shop.example/hooks', 'user name or password'],
      ['http://10.0.0.8/hooks', 'public internet'],
      ['http://169.254.169.254/latest/meta-data', 'public internet'],
      [`https://shop.example/${'a'.repeat(2100)}`, 'at most 2048 characters'],
      [42, /./],
    ];
    for (const [url, message] of cases) {
      expectFailure(await setUrl(merchant, url), 400, 'validation_failed', 'webhook_url', message);
    }
    expectFailure(
      await call(merchant.user, {
        method: 'PATCH',
        url: '/api/users/updateWebhook',
        payload: { webhook_url: 'https://shop.example/hooks', secret: 'whsec_mine' },
      }),
      400,
      'validation_failed',
    );
    expectFailure(
      await call(merchant.user, { method: 'PATCH', url: '/api/users/updateWebhook', payload: {} }),
      400,
      'validation_failed',
      'webhook_url',
    );
    expect(await view(merchant)).toEqual(before);
  });

  it('rotates the secret: shown once, the previous one signing for 24 h more', async () => {
    const merchant = await createWebhookTestMerchant(app);
    expectFailure(
      await call(merchant.user, { method: 'POST', url: '/api/users/webhook/rotateSecret' }),
      409,
      'conflict',
      'webhook',
      'Set a webhook URL first.',
    );
    const first = (await setUrl(merchant, receiver.url)).json().request_details;
    const before = Date.now();
    const rotated = await call(merchant.user, { method: 'POST', url: '/api/users/webhook/rotateSecret', payload: {} });
    expect(rotated.statusCode).toBe(200);
    const details = rotated.json().request_details;
    expect(details.secret).toMatch(/^whsec_/);
    expect(details.secret).not.toBe(first.secret);
    expect(details.webhook.secret_prefix).toBe(`${details.secret.slice(0, 10)}…`);
    const overlapEnds = Date.parse(details.webhook.previous_secret_expires_at);
    expect(overlapEnds - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1000);
    expect(overlapEnds - before).toBeLessThanOrEqual(24 * 3_600_000 + 5000);
    expectFailure(
      await call(merchant.user, { method: 'POST', url: '/api/users/webhook/rotateSecret', payload: { keep: true } }),
      400,
      'validation_failed',
    );
    expect((await view(merchant)).secret_prefix).toBe(details.webhook.secret_prefix);
  });

  it('bounds the signatures of a burst of rotations: the current secret and at most two previous ones', async () => {
    const merchant = await createWebhookTestMerchant(app);
    await setUrl(merchant, receiver.url);
    const secrets: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const rotated = await call(merchant.user, { method: 'POST', url: '/api/users/webhook/rotateSecret' });
      secrets.push(rotated.json().request_details.secret);
    }
    const test = await call(merchant.user, { method: 'POST', url: '/api/users/webhook/test' });
    expect(test.statusCode).toBe(200);
    await app.webhooks.deliverDue();
    const [webhook] = receiver.received;
    if (webhook === undefined) throw new Error('nothing delivered');
    expect(String(webhook.headers['webhook-signature']).split(' ')).toHaveLength(3);
    for (const secret of secrets.slice(1))
      expect(verifyWebhook(secret, webhook)).toMatchObject({ type: 'webhook.test' });
    expect(() => verifyWebhook(secrets[0] ?? '', webhook)).toThrow();
  });

  it('sends a webhook.test event with an example payment, signed, to the endpoint', async () => {
    const merchant = await createWebhookTestMerchant(app);
    expectFailure(
      await call(merchant.user, { method: 'POST', url: '/api/users/webhook/test' }),
      409,
      'conflict',
      'webhook',
    );
    const secret = (await setUrl(merchant, receiver.url)).json().request_details.secret as string;
    const sent = await call(merchant.user, { method: 'POST', url: '/api/users/webhook/test' });
    expect(sent.statusCode).toBe(200);
    const { event_id: eventId, delivery_id: deliveryId } = sent.json().request_details;
    expect(eventId).toMatch(/^msg_/);
    expect(deliveryId).toMatch(/^whdl_/);
    expect((await app.webhooks.deliverDue()).delivered).toBe(1);
    const [webhook] = receiver.received;
    if (webhook === undefined) throw new Error('nothing delivered');
    expect(webhook.headers['webhook-id']).toBe(eventId);
    expect(verifyWebhook(secret, webhook)).toMatchObject({
      type: 'webhook.test',
      data: { merchant_id: merchant.merchantId, test_mode: true, status: 'settled' },
    });
  });

  it('redelivers an event with the same webhook-id and body; refuses unknown, foreign and malformed ids', async () => {
    const merchant = await createWebhookTestMerchant(app);
    const secret = (await setUrl(merchant, receiver.url)).json().request_details.secret as string;
    const eventId = (await call(merchant.user, { method: 'POST', url: '/api/users/webhook/test' })).json()
      .request_details.event_id as string;
    await app.webhooks.deliverDue();
    const redeliver = await call(merchant.user, {
      method: 'POST',
      url: `/api/users/webhook/events/${eventId}/redeliver`,
    });
    expect(redeliver.statusCode).toBe(200);
    expect(redeliver.json().request_details.event_id).toBe(eventId);
    expect((await app.webhooks.deliverDue()).delivered).toBe(1);
    expect(receiver.received.map((webhook) => webhook.headers['webhook-id'])).toEqual([eventId, eventId]);
    expect(receiver.received[1]?.body).toBe(receiver.received[0]?.body);
    expect(verifyWebhook(secret, receiver.received[1]!)).toMatchObject({ type: 'webhook.test' });

    const log = (await call(merchant.user, { method: 'GET', url: '/api/users/webhook/deliveries' })).json()
      .request_details.deliveries;
    expect(log.map((entry: { kind: string; event_id: string }) => [entry.kind, entry.event_id])).toEqual([
      ['redelivery', eventId],
      ['event', eventId],
    ]);

    const other = await createWebhookTestMerchant(app, 'Other Shop');
    await setUrl(other, receiver.url);
    const redeliverAs = (owner: WebhookTestMerchant, id: string) =>
      call(owner.user, { method: 'POST', url: `/api/users/webhook/events/${id}/redeliver` });
    expectFailure(await redeliverAs(other, eventId), 404, 'not_found', 'id', 'There is no such event.');
    expectFailure(await redeliverAs(merchant, 'msg_doesnotexist'), 404, 'not_found', 'id');
    expectFailure(await redeliverAs(merchant, 'pay_123'), 400, 'validation_failed', 'id', 'msg_');
    expectFailure(
      await call(merchant.user, {
        method: 'POST',
        url: `/api/users/webhook/events/${eventId}/redeliver`,
        payload: { x: 1 },
      }),
      400,
      'validation_failed',
    );
    const deliveries = await database.query('select id from webhook_deliveries where event_id = $1', [eventId]);
    expect(deliveries.rows).toHaveLength(2);
  });

  it('refuses a test event or a redelivery while disabled, and enables again', async () => {
    const merchant = await createWebhookTestMerchant(app);
    expectFailure(
      await call(merchant.user, { method: 'POST', url: '/api/users/webhook/enable' }),
      409,
      'conflict',
      'webhook',
    );
    await setUrl(merchant, receiver.url);
    const eventId = (await call(merchant.user, { method: 'POST', url: '/api/users/webhook/test' })).json()
      .request_details.event_id as string;
    receiver.answer = () => ({ status: 410 });
    expect((await app.webhooks.deliverDue()).disabled).toBe(1);
    expect(await view(merchant)).toMatchObject({
      status: 'disabled',
      disabled_reason: 'The endpoint answered 410 Gone.',
    });
    expectFailure(
      await call(merchant.user, { method: 'POST', url: '/api/users/webhook/test' }),
      409,
      'conflict',
      'webhook',
      'disabled',
    );
    expectFailure(
      await call(merchant.user, { method: 'POST', url: `/api/users/webhook/events/${eventId}/redeliver` }),
      409,
      'conflict',
      'webhook',
      'disabled',
    );
    // Changing the URL keeps it disabled; enabling is explicit.
    await setUrl(merchant, `${receiver.url}/new`);
    expect((await view(merchant)).status).toBe('disabled');
    const enabled = await call(merchant.user, { method: 'POST', url: '/api/users/webhook/enable' });
    expect(enabled.json().request_details.webhook).toMatchObject({
      status: 'enabled',
      disabled_reason: null,
      disabled_at: null,
    });
    receiver.answer = () => ({ status: 200 });
    expect(
      (await call(merchant.user, { method: 'POST', url: `/api/users/webhook/events/${eventId}/redeliver` })).statusCode,
    ).toBe(200);
    expect((await app.webhooks.deliverDue()).delivered).toBe(1);
  });

  it('pages the delivery log newest first with a cursor, and refuses bad limits and cursors', async () => {
    const merchant = await createWebhookTestMerchant(app);
    const empty = await call(merchant.user, { method: 'GET', url: '/api/users/webhook/deliveries' });
    expect(empty.json().request_details).toEqual({ deliveries: [], next_cursor: null });
    await setUrl(merchant, receiver.url);
    const eventIds: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const sent = await call(merchant.user, { method: 'POST', url: '/api/users/webhook/test' });
      eventIds.push(sent.json().request_details.event_id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const query: string = cursor === null ? '?limit=2' : `?limit=2&cursor=${cursor}`;
      const page = await call(merchant.user, { method: 'GET', url: `/api/users/webhook/deliveries${query}` });
      expect(page.statusCode).toBe(200);
      const details = page.json().request_details;
      sizes.push(details.deliveries.length);
      seen.push(...details.deliveries.map((entry: { event_id: string }) => entry.event_id));
      cursor = details.next_cursor;
    } while (cursor !== null && sizes.length < 10);
    expect(sizes).toEqual([2, 2, 1]);
    expect(seen).toEqual([...eventIds].reverse());

    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?other=1']) {
      expectFailure(
        await call(merchant.user, { method: 'GET', url: `/api/users/webhook/deliveries${query}` }),
        400,
        'validation_failed',
      );
    }
    for (const bad of ['garbage', Buffer.from('2026-01-01T00:00:00.000Z|pay_1').toString('base64url')]) {
      expectFailure(
        await call(merchant.user, { method: 'GET', url: `/api/users/webhook/deliveries?cursor=${bad}` }),
        400,
        'validation_failed',
        'cursor',
        'not a cursor',
      );
    }
  });

  it('documents every route in the OpenAPI description', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const path of [
      '/api/users/updateWebhook',
      '/api/users/webhook',
      '/api/users/webhook/rotateSecret',
      '/api/users/webhook/enable',
      '/api/users/webhook/test',
      '/api/users/webhook/deliveries',
      '/api/users/webhook/events/{id}/redeliver',
    ]) {
      expect(Object.keys(spec.paths), path).toContain(path);
    }
  });
});

describe('webhook routes in live mode', () => {
  // Live mode without TOTP_ENCRYPTION_KEY: the secrets are sealed with the key file in DATA_DIR.
  forEachDatabase('live mode', ({ openTestDatabase }) => {
    let app: App;
    beforeAll(async () => {
      app = await buildWebhookTestApp(await openTestDatabase(), {
        TEST_MODE: '0',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'webhooks-live-')),
      });
    });
    afterAll(async () => {
      await app.close();
    });

    it('requires https and a public address, and creates the endpoint with a sealed secret', async () => {
      const merchant = await createWebhookTestMerchant(app);
      const patch = (url: string) =>
        app.inject({
          method: 'PATCH',
          url: '/api/users/updateWebhook',
          headers: merchant.user.headers,
          payload: { webhook_url: url },
        });
      for (const [url, message] of [
        ['http://shop.example/hooks', 'https:// in live mode'],
        ['https://127.0.0.1:8443/hooks', 'public internet'],
        ['https://localhost/hooks', 'public internet'],
      ] as const) {
        const refused = await patch(url);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error_message.webhook_url.error[0]).toContain(message);
      }
      const created = await patch('https://shop.example/hooks');
      expect(created.statusCode).toBe(200);
      const secret = created.json().request_details.secret as string;
      const stored = await app.database.query<{ id: string; sealed_secret: string }>(
        `select s.id, s.sealed_secret from webhook_secrets s join webhook_endpoints e on e.id = s.endpoint_id
         where e.merchant_id = $1`,
        [merchant.merchantId],
      );
      const row = stored.rows[0];
      expect(row?.sealed_secret).not.toContain(secret.slice(6));
      expect(app.webhooks.sealer.open(row?.id ?? '', row?.sealed_secret ?? '')).toBe(secret);
    });
  });
});

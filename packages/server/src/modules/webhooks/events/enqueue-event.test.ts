import { ZodError } from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import type { Database } from '../../../db/database.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import {
  buildWebhookTestApp,
  createWebhookTestMerchant,
  type WebhookTestMerchant,
} from '../testing/webhook-test-app.js';
import { WebhooksError } from '../webhooks-error.js';
import { enqueueWebhookEvent, type WebhookEventInput } from './enqueue-event.js';
import { examplePayment } from './test-event.js';

forEachDatabase('enqueueWebhookEvent', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let merchant: WebhookTestMerchant;
  const now = new Date('2026-05-01T10:00:00.000Z');

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildWebhookTestApp(database);
    merchant = await createWebhookTestMerchant(app);
    const set = await app.inject({
      method: 'PATCH',
      url: '/api/users/updateWebhook',
      headers: merchant.user.headers,
      payload: { webhook_url: 'http://127.0.0.1:9/hooks' },
    });
    expect(set.statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
  });

  const input = (eventKey: string, overrides: Partial<WebhookEventInput> = {}): WebhookEventInput => ({
    merchantId: merchant.merchantId,
    type: 'payment.processing',
    data: { ...examplePayment(merchant.merchantId, now), status: 'processing', test_mode: false },
    eventKey,
    now,
    ...overrides,
  });
  const enqueue = (value: WebhookEventInput) =>
    database.transaction((transaction) => enqueueWebhookEvent(transaction, value));
  const count = async (table: string, eventId: string) =>
    Number(
      (
        await database.query<{ count: string }>(
          `select count(*) as count from ${table} where ${table === 'webhook_events' ? 'id' : 'event_id'} = $1`,
          [eventId],
        )
      ).rows[0]?.count,
    );

  it('stores the body { type, timestamp, data } and one due delivery per enabled endpoint', async () => {
    const enqueued = await enqueue(input('pay_1:processing'));
    expect(enqueued).toMatchObject({ created: true });
    expect(enqueued.eventId).toMatch(/^msg_[a-z0-9]+$/);
    expect(enqueued.deliveryIds).toHaveLength(1);
    const stored = await database.query<{ body: string; type: string }>(
      'select body, type from webhook_events where id = $1',
      [enqueued.eventId],
    );
    expect(stored.rows[0]?.type).toBe('payment.processing');
    expect(JSON.parse(stored.rows[0]?.body ?? '')).toEqual({
      type: 'payment.processing',
      timestamp: '2026-05-01T10:00:00.000Z',
      data: input('x').data,
    });
    const delivery = await database.query<{ status: string; next_attempt_at: Date; attempts: number }>(
      'select status, next_attempt_at, attempts from webhook_deliveries where id = $1',
      [enqueued.deliveryIds[0]],
    );
    expect(delivery.rows[0]).toEqual({ status: 'pending', next_attempt_at: now, attempts: 0 });
  });

  it('enqueues once per event key: the second call returns the first event and adds nothing', async () => {
    const first = await enqueue(input('pay_2:processing'));
    const again = await enqueue(input('pay_2:processing'));
    expect(again).toEqual({ eventId: first.eventId, created: false, deliveryIds: [] });
    expect(await count('webhook_events', first.eventId)).toBe(1);
    expect(await count('webhook_deliveries', first.eventId)).toBe(1);
  });

  it('refuses a key reused for another event type', async () => {
    await enqueue(input('pay_3:state'));
    await expect(enqueue(input('pay_3:state', { type: 'payment.settled' }))).rejects.toMatchObject({
      type: 'idempotency_conflict',
    });
    await expect(enqueue(input('pay_3:state', { type: 'payment.settled' }))).rejects.toBeInstanceOf(WebhooksError);
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    let eventId = '';
    await expect(
      database.transaction(async (transaction) => {
        eventId = (await enqueueWebhookEvent(transaction, input('pay_4:processing'))).eventId;
        throw new Error('the payment update failed after the event was enqueued');
      }),
    ).rejects.toThrow('the payment update failed');
    expect(await count('webhook_events', eventId)).toBe(0);
    expect(await count('webhook_deliveries', eventId)).toBe(0);
    // The key is free again: the retried payment update enqueues it.
    expect((await enqueue(input('pay_4:processing'))).created).toBe(true);
  });

  it('records the event without deliveries for a merchant without a webhook', async () => {
    const other = await createWebhookTestMerchant(app, 'No Hook Shop');
    const enqueued = await enqueue({
      ...input('pay_5:processing'),
      merchantId: other.merchantId,
      data: { ...input('x').data, merchant_id: other.merchantId },
    });
    expect(enqueued).toMatchObject({ created: true, deliveryIds: [] });
    expect(await count('webhook_events', enqueued.eventId)).toBe(1);
  });

  it('refuses a payment that is not core’s MerchantPayment, an unknown type, a bad key or another merchant’s payment', async () => {
    const broken = { ...input('x').data, status: 'paid' } as unknown as WebhookEventInput['data'];
    await expect(enqueue(input('pay_6:a', { data: broken }))).rejects.toBeInstanceOf(ZodError);
    await expect(
      enqueue(input('pay_6:b', { type: 'payment.exploded' as WebhookEventInput['type'] })),
    ).rejects.toBeInstanceOf(ZodError);
    await expect(enqueue(input('has spaces'))).rejects.toBeInstanceOf(ZodError);
    await expect(
      enqueue(input('pay_6:c', { data: { ...input('x').data, merchant_id: 'mer_someoneelse' } })),
    ).rejects.toThrow(/belongs to mer_someoneelse/);
    const stored = await database.query(`select id from webhook_events where event_key like 'pay_6:%'`);
    expect(stored.rows).toEqual([]);
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import type { Database } from '../../../db/database.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { enqueueWebhookEvent } from '../events/enqueue-event.js';
import { examplePayment } from '../events/test-event.js';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.js';
import { atTime, buildWebhookTestApp, createWebhookTestMerchant, secondsAfter } from '../testing/webhook-test-app.js';

const day = 24 * 3600;

forEachDatabase('webhook log cleanup', ({ openTestDatabase }) => {
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

  const counts = async () => {
    const result = await database.query<{ attempts: string; deliveries: string; events: string }>(
      `select (select count(*) from webhook_attempts) as attempts, (select count(*) from webhook_deliveries) as deliveries,
              (select count(*) from webhook_events) as events`,
    );
    const row = result.rows[0];
    return { attempts: Number(row?.attempts), deliveries: Number(row?.deliveries), events: Number(row?.events) };
  };

  it('deletes attempts, finished deliveries and events older than 60 days in bounded batches, keeping newer ones', async () => {
    const merchant = await createWebhookTestMerchant(app);
    const set = await app.inject({
      method: 'PATCH',
      url: '/api/users/updateWebhook',
      headers: merchant.user.headers,
      payload: { webhook_url: receiver.url },
    });
    expect(set.statusCode).toBe(200);
    const now = new Date();
    const enqueueAt = (at: Date, key: string) =>
      database.transaction((transaction) =>
        enqueueWebhookEvent(transaction, {
          merchantId: merchant.merchantId,
          type: 'payment.settled',
          data: examplePayment(merchant.merchantId, at),
          eventKey: key,
          now: at,
        }),
      );
    const deliverAt = (at: Date) => atTime(at, () => app.webhooks.deliverDue({ now: at }));

    // Three events 61 days old (delivered then), one of them redelivered yesterday; one event 59 days old.
    // A second apart, so the oldest-first batches below are deterministic.
    const old = secondsAfter(now, -61 * day);
    const oldEvents = [];
    for (const [index, key] of ['old-1', 'old-2', 'old-3'].entries()) {
      const at = secondsAfter(old, index);
      oldEvents.push(await enqueueAt(at, key));
      expect((await deliverAt(at)).delivered).toBe(1);
    }
    const recent = secondsAfter(now, -59 * day);
    await enqueueAt(recent, 'recent-1');
    expect((await deliverAt(recent)).delivered).toBe(1);
    const redeliver = await app.inject({
      method: 'POST',
      url: `/api/users/webhook/events/${oldEvents[0]?.eventId}/redeliver`,
      headers: merchant.user.headers,
    });
    expect(redeliver.statusCode).toBe(200);
    expect((await app.webhooks.deliverDue()).delivered).toBe(1);
    expect(await counts()).toEqual({ attempts: 5, deliveries: 5, events: 4 });

    // Two rows of each kind at most per call, oldest first: old-1's and old-2's attempts and deliveries,
    // then old-2's event (old-1's stays: it has a delivery left); then old-3's.
    expect(await app.webhooks.cleanupLog({ now, batchSize: 2 })).toEqual({ attempts: 2, deliveries: 2, events: 1 });
    expect(await app.webhooks.cleanupLog({ now, batchSize: 2 })).toEqual({ attempts: 1, deliveries: 1, events: 1 });
    expect(await app.webhooks.cleanupLog({ now, batchSize: 2 })).toEqual({ attempts: 0, deliveries: 0, events: 0 });
    // Left: the 59-day-old event and the old event with yesterday's redelivery, each with its attempt.
    expect(await counts()).toEqual({ attempts: 2, deliveries: 2, events: 2 });
    const kept = await database.query<{ event_key: string }>('select event_key from webhook_events order by event_key');
    expect(kept.rows.map((row) => row.event_key)).toEqual(['old-1', 'recent-1']);

    // Once the recent ones are 60 days old too, they go as well.
    expect(await app.webhooks.cleanupLog({ now: secondsAfter(now, 62 * day), batchSize: 100 })).toEqual({
      attempts: 2,
      deliveries: 2,
      events: 2,
    });
    expect(await counts()).toEqual({ attempts: 0, deliveries: 0, events: 0 });
  });
});

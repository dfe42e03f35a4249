import { WebhookVerificationError } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import type { Database } from '../../../db/database.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { enqueueWebhookEvent } from '../events/enqueue-event.js';
import { examplePayment } from '../events/test-event.js';
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver } from '../testing/webhook-receiver.js';
import {
  atTime,
  buildWebhookTestApp,
  createWebhookTestMerchant,
  secondsAfter,
  type WebhookTestMerchant,
} from '../testing/webhook-test-app.js';
import { deliverDueWebhooks } from './deliver-due.js';
import { claimDueDeliveries, markDelivered } from './delivery-repository.js';
import { createHttpWebhookSender } from './http-sender.js';

const hour = 3600;

forEachDatabase('webhook delivery', ({ kind, openTestDatabase }) => {
  let app: App;
  let database: Database;
  let receiver: WebhookReceiver;
  let merchant: WebhookTestMerchant;
  let secret: string;
  let eventCounter = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildWebhookTestApp(database);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await app.close();
  });
  beforeEach(async () => {
    // Each test: a new merchant with its own endpoint, an empty queue and an accepting receiver.
    await database.query(
      `update webhook_deliveries set status = 'canceled', finished_at = now() where status = 'pending'`,
    );
    receiver.received.length = 0;
    receiver.answer = () => ({ status: 200, body: 'ok' });
    merchant = await createWebhookTestMerchant(app);
    secret = await setUrl(merchant, receiver.url);
  });

  async function setUrl(owner: WebhookTestMerchant, url: string): Promise<string> {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/users/updateWebhook',
      headers: owner.user.headers,
      payload: { webhook_url: url },
    });
    expect(response.statusCode).toBe(200);
    return response.json().request_details.secret as string;
  }

  async function enqueue(now: Date, owner = merchant, type: 'payment.settled' | 'payment.expired' = 'payment.settled') {
    eventCounter += 1;
    const payment = {
      ...examplePayment(owner.merchantId, now),
      transaction_id: `pay_${eventCounter}`,
      test_mode: false,
    };
    return database.transaction((transaction) =>
      enqueueWebhookEvent(transaction, {
        merchantId: owner.merchantId,
        type,
        data: payment,
        eventKey: `pay_${eventCounter}:${type}`,
        now,
      }),
    );
  }

  /** One worker pass at `now`, with jitter fixed at 5 % (random 0.5). */
  const pass = (now: Date, limit = 20) => atTime(now, () => app.webhooks.deliverDue({ now, limit, random: () => 0.5 }));

  const deliveryRow = async (deliveryId: string) =>
    (
      await database.query<{
        status: string;
        attempts: number;
        next_attempt_at: Date;
        last_status_code: number | null;
      }>('select status, attempts, next_attempt_at, last_status_code from webhook_deliveries where id = $1', [
        deliveryId,
      ])
    ).rows[0];

  it('retries a failing receiver on the schedule; after three 500s it gets the event exactly once more, signed, same webhook-id', async () => {
    const start = new Date();
    const event = await enqueue(start);
    expect(event.deliveryIds).toHaveLength(1);
    const deliveryId = event.deliveryIds[0] ?? '';
    receiver.answer = (index) => (index < 3 ? { status: 500, body: 'database down' } : { status: 200, body: 'thanks' });

    const verifiedBodies: unknown[] = [];
    const step = async (at: Date, expected: { claimed: number }) => {
      await atTime(at, async () => {
        const before = receiver.received.length;
        const report = await app.webhooks.deliverDue({ now: at, limit: 20, random: () => 0.5 });
        expect(report.claimed).toBe(expected.claimed);
        for (const webhook of receiver.received.slice(before)) verifiedBodies.push(verifyWebhook(secret, webhook));
      });
    };

    await step(start, { claimed: 1 });
    expect((await deliveryRow(deliveryId))?.next_attempt_at).toEqual(secondsAfter(start, 5.25));
    await step(secondsAfter(start, 5), { claimed: 0 });
    await step(secondsAfter(start, 5.25), { claimed: 1 });
    const second = secondsAfter(start, 5.25);
    expect((await deliveryRow(deliveryId))?.next_attempt_at).toEqual(secondsAfter(second, 315));
    await step(secondsAfter(second, 315), { claimed: 1 });
    const third = secondsAfter(second, 315);
    expect((await deliveryRow(deliveryId))?.next_attempt_at).toEqual(secondsAfter(third, 1890));
    await step(secondsAfter(third, 1890), { claimed: 1 });
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: 'delivered', attempts: 4, last_status_code: 200 });
    // Days later nothing is left to send.
    await step(secondsAfter(start, 5 * 24 * hour), { claimed: 0 });

    expect(receiver.received).toHaveLength(4);
    expect(new Set(receiver.received.map((webhook) => webhook.headers['webhook-id']))).toEqual(
      new Set([event.eventId]),
    );
    expect(new Set(receiver.received.map((webhook) => webhook.body)).size).toBe(1);
    const timestamps = receiver.received.map((webhook) => Number(webhook.headers['webhook-timestamp']));
    expect(timestamps).toEqual(
      [start, second, third, secondsAfter(third, 1890)].map((at) => Math.floor(at.getTime() / 1000)),
    );
    expect(verifiedBodies).toHaveLength(4);
    expect(verifiedBodies[0]).toMatchObject({
      type: 'payment.settled',
      timestamp: start.toISOString(),
      data: { merchant_id: merchant.merchantId, status: 'settled', amount: '25.00' },
    });
  });

  it('gives up after 10 attempts spread over more than 3 days, and marks the delivery failed', async () => {
    const start = new Date();
    const event = await enqueue(start);
    const deliveryId = event.deliveryIds[0] ?? '';
    receiver.answer = () => ({ status: 503, body: 'maintenance' });
    let at = start;
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const report = await pass(at);
      expect(report.claimed, `attempt ${attempt}`).toBe(1);
      const row = await deliveryRow(deliveryId);
      if (attempt < 10) at = row?.next_attempt_at ?? at;
    }
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: 'failed', attempts: 10, last_status_code: 503 });
    expect(at.getTime() - start.getTime()).toBeGreaterThan(3 * 24 * hour * 1000);
    expect((await pass(secondsAfter(at, 30 * 24 * hour))).claimed).toBe(0);
    expect(receiver.received).toHaveLength(10);
  });

  it('honours Retry-After when it asks for longer than the schedule, in seconds or as an HTTP date', async () => {
    const start = new Date();
    const bySeconds = await enqueue(start);
    const byDate = await enqueue(start);
    const inSeconds = bySeconds.deliveryIds[0] ?? '';
    const asDate = byDate.deliveryIds[0] ?? '';
    const twoHoursLater = secondsAfter(start, 2 * hour).toUTCString();
    // Each first answer depends on the event it carries, whichever is sent first.
    receiver.answer = (index, webhook) =>
      index < 2
        ? {
            status: 429,
            headers: { 'retry-after': webhook.headers['webhook-id'] === bySeconds.eventId ? '3600' : twoHoursLater },
          }
        : { status: 200 };
    expect((await pass(start)).claimed).toBe(2);
    expect((await deliveryRow(inSeconds))?.next_attempt_at).toEqual(secondsAfter(start, hour));
    expect((await deliveryRow(asDate))?.next_attempt_at).toEqual(new Date(Date.parse(twoHoursLater)));
    // The schedule alone would have retried after 5 s.
    expect((await pass(secondsAfter(start, 10 * 60))).claimed).toBe(0);
    expect((await pass(secondsAfter(start, hour))).claimed).toBe(1);
    expect((await pass(secondsAfter(start, 2 * hour))).claimed).toBe(1);
    expect(await deliveryRow(inSeconds)).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(await deliveryRow(asDate)).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('keeps the schedule when Retry-After asks for less, and caps a Retry-After of days at 24 h', async () => {
    const start = new Date();
    const eager = (await enqueue(start)).deliveryIds[0] ?? '';
    receiver.answer = () => ({ status: 503, headers: { 'retry-after': '0' } });
    await pass(start);
    expect((await deliveryRow(eager))?.next_attempt_at).toEqual(secondsAfter(start, 5.25));
    receiver.answer = () => ({ status: 503, headers: { 'retry-after': String(10 * 24 * hour) } });
    await pass(secondsAfter(start, 5.25));
    expect((await deliveryRow(eager))?.next_attempt_at).toEqual(secondsAfter(start, 5.25 + 24 * hour));
  });

  it('disables the endpoint on 410 Gone: pending deliveries stop, the reason is kept, the merchant is emailed', async () => {
    const start = new Date();
    const first = await enqueue(start);
    const second = await enqueue(start);
    receiver.answer = () => ({ status: 410, body: 'gone' });
    const report = await pass(start, 1);
    expect(report).toMatchObject({ claimed: 1, disabled: 1 });
    expect(receiver.received).toHaveLength(1);

    const view = await app.inject({ method: 'GET', url: '/api/users/webhook', headers: merchant.user.headers });
    expect(view.json().request_details.webhook).toMatchObject({
      status: 'disabled',
      disabled_reason: 'The endpoint answered 410 Gone.',
      disabled_at: start.toISOString(),
    });
    const statuses = await database.query<{ id: string; status: string; last_error: string }>(
      'select id, status, last_error from webhook_deliveries where id = any($1::text[]) order by id',
      [[...first.deliveryIds, ...second.deliveryIds]],
    );
    expect(statuses.rows.map((row) => row.status).sort()).toEqual(['canceled', 'failed']);
    expect(statuses.rows.find((row) => row.status === 'canceled')?.last_error).toContain('disabled');

    // No more attempts, and new events create no delivery while it is disabled.
    expect((await enqueue(start)).deliveryIds).toEqual([]);
    expect((await pass(secondsAfter(start, 3 * 24 * hour))).claimed).toBe(0);
    expect(receiver.received).toHaveLength(1);

    const emails = await database.query<{ template: string; subject: string; text_body: string }>(
      'select template, subject, text_body from notification_outbox where recipient = $1',
      [merchant.user.email],
    );
    expect(emails.rows).toHaveLength(1);
    expect(emails.rows[0]).toMatchObject({
      template: 'webhook_disabled',
      subject: '[TEST MODE] Webhook disabled for Mug Shop',
    });
    expect(emails.rows[0]?.text_body).toContain(receiver.url);
    expect(emails.rows[0]?.text_body).toContain('410 Gone');

    // Enabled again, the endpoint gets new events.
    const enabled = await app.inject({
      method: 'POST',
      url: '/api/users/webhook/enable',
      headers: merchant.user.headers,
    });
    expect(enabled.json().request_details.webhook).toMatchObject({ status: 'enabled', disabled_reason: null });
    receiver.answer = () => ({ status: 200 });
    const later = await enqueue(start);
    expect(later.deliveryIds).toHaveLength(1);
    expect((await pass(start)).delivered).toBe(1);
  });

  it('delivers each message exactly once with two workers claiming at the same time', async () => {
    const start = new Date();
    const events = [];
    for (let index = 0; index < 24; index += 1) events.push(await enqueue(start));
    receiver.answer = () => ({ status: 200, delayMs: 20 });
    const worker = () =>
      deliverDueWebhooks({
        database,
        sealer: app.webhooks.sealer,
        sender: createHttpWebhookSender({ allowLoopback: true }),
        limit: 16,
        now: start,
      });
    const reports = await atTime(start, () => Promise.all([worker(), worker()]));
    const secondRound = await atTime(start, () => Promise.all([worker(), worker()]));
    const claimed = [...reports, ...secondRound].reduce((sum, report) => sum + report.claimed, 0);
    expect(claimed).toBe(24);
    expect([...reports, ...secondRound].reduce((sum, report) => sum + report.delivered, 0)).toBe(24);
    const ids = receiver.received.map((webhook) => webhook.headers['webhook-id']);
    expect(ids).toHaveLength(24);
    expect(new Set(ids)).toEqual(new Set(events.map((event) => event.eventId)));
  });

  it('hands a claimed delivery back only when its lease ends, and ignores the outcome of the worker that lost it', async () => {
    const start = new Date();
    const event = await enqueue(start);
    // A worker claims it, then dies before sending.
    const [lost] = await claimDueDeliveries(database, { now: start, leaseUntil: secondsAfter(start, 120), limit: 5 });
    expect(lost).toMatchObject({ deliveryId: event.deliveryIds[0], attempts: 1 });
    expect((await pass(secondsAfter(start, 60))).claimed).toBe(0);
    expect((await pass(secondsAfter(start, 120))).delivered).toBe(1);
    expect(receiver.received).toHaveLength(1);
    expect(await deliveryRow(event.deliveryIds[0] ?? '')).toMatchObject({ status: 'delivered', attempts: 2 });
    // The first worker wakes up and reports: its claim is stale, nothing changes.
    const applied = await database.transaction((transaction) =>
      markDelivered(transaction, { deliveryId: lost?.deliveryId ?? '', attempts: 1, now: start, statusCode: 204 }),
    );
    expect(applied).toBe(false);
    expect(await deliveryRow(event.deliveryIds[0] ?? '')).toMatchObject({ attempts: 2, last_status_code: 200 });
  });

  // PGlite has one connection, so two claims cannot overlap there; on PostgreSQL they do.
  if (kind === 'postgres') {
    it('lets a second worker claim around rows another worker holds locked, without waiting (SKIP LOCKED)', async () => {
      const start = new Date();
      for (let index = 0; index < 6; index += 1) await enqueue(start);
      const claimWhile = await database.transaction(async (transaction) => {
        const first = await claimDueDeliveries(transaction, {
          now: start,
          leaseUntil: secondsAfter(start, 120),
          limit: 4,
        });
        // The first claim is not committed yet: its rows stay locked while the second worker claims.
        const second = await Promise.race([
          claimDueDeliveries(database, { now: start, leaseUntil: secondsAfter(start, 120), limit: 10 }),
          new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 3000)),
        ]);
        return { first, second };
      });
      expect(claimWhile.second).not.toBe('blocked');
      if (claimWhile.second === 'blocked') return;
      expect(claimWhile.first).toHaveLength(4);
      expect(claimWhile.second).toHaveLength(2);
      const firstIds = new Set(claimWhile.first.map((delivery) => delivery.deliveryId));
      expect(claimWhile.second.filter((delivery) => firstIds.has(delivery.deliveryId))).toEqual([]);
    });
  }

  it('signs with both secrets for 24 h after a rotation (each verifies alone), then with the new one only', async () => {
    const oldSecret = secret;
    const rotatedAt = new Date();
    const rotation = await app.inject({
      method: 'POST',
      url: '/api/users/webhook/rotateSecret',
      headers: merchant.user.headers,
    });
    expect(rotation.statusCode).toBe(200);
    const newSecret = rotation.json().request_details.secret as string;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(oldSecret);
    expect(rotation.json().request_details.webhook.secret_prefix).toBe(`${newSecret.slice(0, 10)}…`);

    await enqueue(rotatedAt);
    const during = secondsAfter(rotatedAt, 23 * hour);
    await atTime(during, async () => {
      await app.webhooks.deliverDue({ now: during });
      const [webhook] = receiver.received;
      if (webhook === undefined) throw new Error('nothing delivered');
      expect(String(webhook.headers['webhook-signature']).split(' ')).toHaveLength(2);
      expect(verifyWebhook(oldSecret, webhook)).toMatchObject({ type: 'payment.settled' });
      expect(verifyWebhook(newSecret, webhook)).toMatchObject({ type: 'payment.settled' });
    });

    await enqueue(rotatedAt);
    const after = secondsAfter(rotatedAt, 24 * hour + 60);
    await atTime(after, async () => {
      await app.webhooks.deliverDue({ now: after });
      const webhook = receiver.received[1];
      if (webhook === undefined) throw new Error('nothing delivered');
      expect(String(webhook.headers['webhook-signature']).split(' ')).toHaveLength(1);
      expect(verifyWebhook(newSecret, webhook)).toMatchObject({ type: 'payment.settled' });
      expect(() => verifyWebhook(oldSecret, webhook)).toThrow(WebhookVerificationError);
    });
  });

  it('never stores a secret in the clear', async () => {
    const stored = await database.query<{ sealed_secret: string }>(
      `select s.sealed_secret from webhook_secrets s join webhook_endpoints e on e.id = s.endpoint_id where e.merchant_id = $1`,
      [merchant.merchantId],
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]?.sealed_secret).not.toContain(secret.slice(6, 20));
  });

  it('logs every attempt: what was sent, what came back, how long it took', async () => {
    const start = new Date();
    const event = await enqueue(start);
    receiver.answer = (index) =>
      index === 0 ? { status: 500, body: `oops ${'x'.repeat(3000)}` } : { status: 200, body: '{"ok":true}' };
    await pass(start);
    await pass(secondsAfter(start, 6));
    const log = await app.inject({
      method: 'GET',
      url: '/api/users/webhook/deliveries',
      headers: merchant.user.headers,
    });
    expect(log.statusCode).toBe(200);
    const [delivery] = log.json().request_details.deliveries;
    expect(delivery).toMatchObject({
      event_id: event.eventId,
      event_type: 'payment.settled',
      kind: 'event',
      status: 'delivered',
      attempt_count: 2,
      next_attempt_at: null,
      last_status_code: 200,
    });
    expect(delivery.attempts).toHaveLength(2);
    expect(delivery.attempts[0]).toMatchObject({
      attempt: 1,
      url: receiver.url,
      webhook_timestamp: Math.floor(start.getTime() / 1000),
      webhook_signature: receiver.received[0]?.headers['webhook-signature'],
      outcome: 'retry',
      response_status: 500,
      error: 'HTTP 500',
      next_attempt_at: secondsAfter(start, 5.25).toISOString(),
    });
    // The receiver answered 1 KiB and more, but it is on loopback: its answer is never kept.
    expect(delivery.attempts[0].response_excerpt).toBe('');
    expect(delivery.attempts[0].duration_ms).toBeGreaterThanOrEqual(0);
    expect(delivery.attempts[1]).toMatchObject({ attempt: 2, outcome: 'delivered', response_excerpt: '' });
  });

  it('records a refused address as a failed attempt and retries it, sending nothing', async () => {
    const start = new Date();
    await database.query(`update webhook_endpoints set url = 'http://10.1.2.3/hook' where merchant_id = $1`, [
      merchant.merchantId,
    ]);
    const event = await enqueue(start);
    expect((await pass(start)).retried).toBe(1);
    const row = await database.query<{ last_error: string; status: string }>(
      'select last_error, status from webhook_deliveries where id = $1',
      [event.deliveryIds[0]],
    );
    expect(row.rows[0]).toMatchObject({
      status: 'pending',
      last_error: 'refused: 10.1.2.3 is not a public internet address',
    });
    expect(receiver.received).toHaveLength(0);
  });
});

import { merchantPaymentSchema } from '@platform/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createLiveStatus } from './live-status.js';
import { getVersionedPayment } from './payments-service.js';
import { createTestMerchant, type TestMerchant } from './testing.js';

/** Reads Server-Sent Events `payment` payloads from a streaming response until `count` arrived. */
async function readEvents(response: Response, count: number, timeoutMs: number) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: unknown[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (events.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value: undefined }>((resolve) =>
        setTimeout(() => resolve({ done: true, value: undefined }), Math.max(1, deadline - Date.now())),
      ),
    ]);
    if (chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (block.startsWith('event: payment') && data !== undefined) events.push(JSON.parse(data.slice(6)));
    }
  }
  await reader.cancel();
  return events.map((event) => merchantPaymentSchema.parse(event));
}

forEachDatabase('live payment status over Server-Sent Events', ({ openTestDatabase }) => {
  let app: App;
  let merchant: TestMerchant;
  let origin: string;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase() });
    await app.rates.refresher.refreshNow();
    merchant = await createTestMerchant(app);
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends the payment at once, then each change made through the database, to every subscriber', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/m/api/transaction',
      headers: { authorization: `Bearer ${merchant.keys.secret}` },
      payload: { merchant_id: merchant.merchantId, amount: '99', currency: 'EUR' },
    });
    const paymentId = created.json().request_details.transaction_id as string;
    const url = `${origin}/m/api/transaction/events?transaction_id=${paymentId}&merchant_id=${merchant.merchantId}`;
    const streams = await Promise.all([fetch(url), fetch(url), fetch(url)]);
    for (const stream of streams) expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reading = streams.map((stream) => readEvents(stream, 2, 5000));
    // A change written by "another instance": the chosen coin bumps the row's version.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const chosen = await app.inject({
      method: 'POST',
      url: '/m/api/transaction/currency',
      payload: { transaction_id: paymentId, merchant_id: merchant.merchantId, currency_1_iso: 'LTC' },
    });
    expect(chosen.statusCode).toBe(200);
    for (const events of await Promise.all(reading)) {
      expect(events[0]).toMatchObject({ transaction_id: paymentId, status: 'awaiting_currency' });
      expect(events.at(-1)).toMatchObject({ transaction_id: paymentId, status: 'new', currency_1_iso: 'LTC' });
    }
  });

  async function createLtcPayment(): Promise<string> {
    const created = await app.inject({
      method: 'POST',
      url: '/m/api/transaction',
      headers: { authorization: `Bearer ${merchant.keys.secret}` },
      payload: { merchant_id: merchant.merchantId, amount: '42', currency: 'EUR' },
    });
    const paymentId = created.json().request_details.transaction_id as string;
    const chosen = await app.inject({
      method: 'POST',
      url: '/m/api/transaction/currency',
      payload: { transaction_id: paymentId, merchant_id: merchant.merchantId, currency_1_iso: 'LTC' },
    });
    expect(chosen.statusCode).toBe(200);
    return paymentId;
  }

  it('hands a change this process committed to its subscribers as it is, without waiting for a check', async () => {
    const paymentId = await createLtcPayment();
    const url = `${origin}/m/api/transaction/events?transaction_id=${paymentId}&merchant_id=${merchant.merchantId}`;
    const stream = await fetch(url);
    const reading = readEvents(stream, 2, 5000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // No more checks of the database: only a change handed over by the refresh itself can arrive.
    app.merchants.live.stop();
    const context = app.merchants.context;
    const realNow = context.now;
    context.now = () => new Date(realNow().getTime() + 901_000);
    try {
      await app.merchants.refresh(paymentId);
    } finally {
      context.now = realNow;
    }
    const events = await reading;
    expect(events.map((event) => event.status)).toEqual(['new', 'expired']);
  });

  it('never delivers an older version after a newer one, nor the same version twice', async () => {
    const paymentId = await createLtcPayment();
    const current = await getVersionedPayment(app.merchants.context, paymentId);
    expect(current).toBeDefined();
    const { payment, version } = current!;
    const loads: string[] = [];
    const live = createLiveStatus({
      database: app.database,
      load: async (id) => {
        loads.push(id);
        return getVersionedPayment(app.merchants.context, id);
      },
      intervalMs: 60_000,
    });
    const seen: string[] = [];
    const unsubscribe = live.subscribe(paymentId, (delivered) => seen.push(delivered.status));
    live.publish(paymentId, version + 2, { ...payment, status: 'settled' });
    live.publish(paymentId, version + 1, { ...payment, status: 'processing' });
    live.publish(paymentId, version + 2, { ...payment, status: 'settled' });
    // A check finds the database's version older than the one delivered: nothing loaded or sent.
    // (A second, new subscription is loaded by the same check: its delivery says the check ran.)
    const other = await createLtcPayment();
    const checked = new Promise<void>((resolve) => live.subscribe(other, () => resolve()));
    live.poke();
    await checked;
    expect(seen).toEqual(['settled']);
    expect(loads).toEqual([other]);
    unsubscribe();
    live.stop();
  });

  it('answers an unknown payment with 404 and no stream', async () => {
    const response = await fetch(
      `${origin}/m/api/transaction/events?transaction_id=pay_nope&merchant_id=${merchant.merchantId}`,
    );
    expect(response.status).toBe(404);
  });
});

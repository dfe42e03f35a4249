import { merchantPaymentSchema, type MerchantPayment } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { getBalances } from '../ledger/ledger-service.js';
import { getPayment } from './payments-service.js';
import { closeMerchantTestApp, createTestMerchant, openMerchantTestApp, type TestMerchant } from './testing.js';

forEachDatabase('merchant payments on the simulated chain', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let merchant: TestMerchant;

  beforeAll(async () => {
    ({ app, database, merchant } = await openMerchantTestApp(openTestDatabase, {
      allowedOrigins: ['https://shop.example'],
    }));
  });
  afterAll(() => closeMerchantTestApp({ app, database }));

  const create = (payload: Record<string, unknown>, key = merchant.keys.secret, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/m/api/transaction',
      headers: { authorization: `Bearer ${key}`, ...headers },
      payload: { merchant_id: merchant.merchantId, ...payload },
    });
  const status = async (paymentId: string): Promise<MerchantPayment> => {
    const response = await app.inject({
      method: 'POST',
      url: '/m/api/transaction/status',
      payload: { transaction_id: paymentId, merchant_id: merchant.merchantId },
    });
    expect(response.statusCode).toBe(200);
    return merchantPaymentSchema.parse(response.json().request_details);
  };
  const pay = async (address: string, amount: string, currency: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-mode/chain/pay',
      payload: { address, amount, currency },
    });
    expect(response.statusCode).toBe(200);
  };
  const balance = async (kind: string, owner = merchant.user.userId) => {
    const rows = await getBalances(database, owner);
    return rows.find((row) => row.kind === kind && row.asset === 'LTC')?.available ?? 0n;
  };
  const cycle = async (chain: 'LTC' | 'ETH' = 'LTC') => {
    await app.chains.watchers[chain]!.runCycle();
    await app.merchants.refreshOpen();
  };
  const mine = async (chain: 'LTC' | 'ETH' = 'LTC') => {
    await app.chains.simulated[chain]!.mine();
    await cycle(chain);
  };

  it('creates a payment with the spec fields, pays it in full, and settles it to the merchant net of the fee', async () => {
    const created = await create({
      amount: '120.50',
      currency: 'EUR',
      currency_1_iso: 'LTC',
      order_id: 'A-1',
      product: 'Shoes',
      c1: 'x',
    });
    expect(created.statusCode).toBe(200);
    const details = created.json().request_details;
    expect(details).toMatchObject({
      merchant_id: merchant.merchantId,
      currency_1_iso: 'LTC',
      amount: '120.50',
      currency: 'EUR',
      status: 'new',
      transaction_product: 'Shoes',
      transaction_c1: 'x',
      order_id: 'A-1',
    });
    expect(details.transaction_token).toBe(details.transaction_id);
    expect(details.currency_1_address).toMatch(/^rltc1/);
    expect(details.qr).toContain(details.currency_1_address);
    expect(details.qr).toContain(`amount=${details.currency_1_amount.replace(/0+$/, '').replace(/\.$/, '')}`);
    const expires = new Date(details.expires_at).getTime() - new Date(details.created_at).getTime();
    expect(expires).toBeGreaterThan(899_000);
    expect(expires).toBeLessThanOrEqual(901_000);

    await pay(details.currency_1_address, details.currency_1_amount, 'LTC');
    await cycle();
    const processing = await status(details.transaction_id);
    expect(processing).toMatchObject({ status: 'processing', amount_due: '0.00000000' });
    expect(processing.payments).toEqual([expect.objectContaining({ state: 'detected', confirmations: 0 })]);
    await mine();
    expect((await status(details.transaction_id)).payments[0]).toMatchObject({ state: 'confirming', confirmations: 1 });
    await mine();
    const settled = await status(details.transaction_id);
    expect(settled).toMatchObject({ status: 'settled', exception_status: 'none' });
    expect(settled.settled_at).not.toBeNull();

    // 1 % fee rounded up, the rest in the merchant's LTC wallet; merchant_payable emptied.
    const due = BigInt(details.currency_1_amount.replace('.', ''));
    const fee = (due * 100n + 9_999n) / 10_000n;
    expect(await balance('user')).toBe(due - fee);
    expect(await balance('merchant_payable')).toBe(0n);
    expect(await balance('fee_revenue', 'platform')).toBeGreaterThanOrEqual(fee);
    // Recomputing again moves nothing.
    await cycle();
    expect(await balance('user')).toBe(due - fee);
  });

  it('keeps the same address after a partial payment and completes with a second payment', async () => {
    const created = (await create({ amount: '60.00', currency: 'EUR', currency_1_iso: 'LTC' })).json().request_details;
    const due = BigInt(created.currency_1_amount.replace('.', ''));
    const first = due / 3n;
    const toCoins = (baseUnits: bigint) =>
      `${baseUnits / 100_000_000n}.${(baseUnits % 100_000_000n).toString().padStart(8, '0')}`;
    await pay(created.currency_1_address, toCoins(first), 'LTC');
    await cycle();
    const partial = await status(created.transaction_id);
    expect(partial).toMatchObject({
      status: 'new',
      exception_status: 'paid_partial',
      currency_1_address: created.currency_1_address,
      amount_due: toCoins(due - first),
    });
    // Scanning the QR again pays only the rest, never the whole amount twice.
    expect(partial.qr).toContain(
      `amount=${toCoins(due - first)
        .replace(/0+$/, '')
        .replace(/\.$/, '')}`,
    );
    await pay(created.currency_1_address, toCoins(due - first), 'LTC');
    await cycle();
    expect(await status(created.transaction_id)).toMatchObject({ status: 'processing', exception_status: 'none' });
    await mine();
    await mine();
    expect(await status(created.transaction_id)).toMatchObject({ status: 'settled' });
  });

  it('lets the customer choose the coin in the widget when the merchant did not', async () => {
    const created = (await create({ amount: '75', currency: 'EUR' })).json().request_details;
    expect(created).toMatchObject({ status: 'awaiting_currency', currency_1_iso: null, currency_1_address: null });
    const chosen = await app.inject({
      method: 'POST',
      url: '/m/api/transaction/currency',
      payload: { transaction_id: created.transaction_id, merchant_id: merchant.merchantId, currency_1_iso: 'eth' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().request_details).toMatchObject({ status: 'new', currency_1_iso: 'ETH' });
    expect(chosen.json().request_details.currency_1_address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const other = await app.inject({
      method: 'POST',
      url: '/m/api/transaction/currency',
      payload: { transaction_id: created.transaction_id, merchant_id: merchant.merchantId, currency_1_iso: 'BTC' },
    });
    expect(other.statusCode).toBe(409);
  });

  it('answers and announces a new payment exactly as a later read shows it (no reads skipped wrongly)', async () => {
    // Creation builds the view from the row it wrote (nothing can be paid yet) instead of reading
    // deposits and refunds again: the answer and both events must equal a fresh read.
    const details = (await create({ amount: '33.10', currency: 'EUR', currency_1_iso: 'LTC', order_id: 'V-1' })).json()
      .request_details;
    const read = await getPayment(app.merchants.context, details.transaction_id);
    expect(read).toBeDefined();
    expect(details).toMatchObject(read!);
    const events = await database.query<{ type: string; body: string }>(
      `select type, body from webhook_events where merchant_id = $1 and event_key like $2 order by created_at, type`,
      [merchant.merchantId, `${details.transaction_id}:%`],
    );
    expect(events.rows.map((row) => row.type).sort()).toEqual(['payment.created', 'payment.currency_selected']);
    const selected = events.rows.find((row) => row.type === 'payment.currency_selected')!;
    // The event carries the webhook's fields of the payment (no link expiry or refund slot): each as read.
    const selectedData = JSON.parse(selected.body).data as Record<string, unknown>;
    expect(Object.keys(selectedData).length).toBeGreaterThan(20);
    expect(JSON.parse(JSON.stringify(read))).toMatchObject(selectedData);
    const createdEvent = JSON.parse(events.rows.find((row) => row.type === 'payment.created')!.body).data;
    expect(createdEvent).toMatchObject({ transaction_id: details.transaction_id, status: 'awaiting_currency' });
    expect(createdEvent).toMatchObject({ payments: [], currency_1_address: null, amount: '33.10', order_id: 'V-1' });

    // Without a coin the answer is the created payment as read.
    const later = (await create({ amount: '5', currency: 'EUR' })).json().request_details;
    expect(later).toMatchObject((await getPayment(app.merchants.context, later.transaction_id))!);
  });

  it('keeps a key’s last use to the minute: the first call writes it, calls within the minute do not', async () => {
    const lastUsed = async (kind: 'secret' | 'publishable') =>
      (
        await database.query<{ last_used_at: Date | null }>(
          'select last_used_at from merchant_api_keys where merchant_id = $1 and kind = $2 and revoked_at is null',
          [fresh.merchantId, kind],
        )
      ).rows[0]!.last_used_at;
    const fresh = await createTestMerchant(app);
    const createFor = (key: string) =>
      app.inject({
        method: 'POST',
        url: '/m/api/transaction',
        headers: { authorization: `Bearer ${key}` },
        payload: { merchant_id: fresh.merchantId, amount: '1', currency: 'EUR' },
      });
    expect(await lastUsed('secret')).toBeNull();
    expect((await createFor(fresh.keys.secret)).statusCode).toBe(200);
    const first = await lastUsed('secret');
    expect(first).not.toBeNull();
    expect(await lastUsed('publishable')).toBeNull();
    await database.query(
      `update merchant_api_keys set last_used_at = last_used_at - interval '30 seconds' where merchant_id = $1`,
      [fresh.merchantId],
    );
    const halfMinute = await lastUsed('secret');
    expect((await createFor(fresh.keys.secret)).statusCode).toBe(200);
    expect((await lastUsed('secret'))!.getTime()).toBe(halfMinute!.getTime());
    await database.query(
      `update merchant_api_keys set last_used_at = last_used_at - interval '1 minute' where merchant_id = $1`,
      [fresh.merchantId],
    );
    expect((await createFor(fresh.keys.secret)).statusCode).toBe(200);
    expect((await lastUsed('secret'))!.getTime()).toBeGreaterThan(halfMinute!.getTime());
    // A revoked key is refused and not touched.
    await database.query(`update merchant_api_keys set revoked_at = now() where merchant_id = $1`, [fresh.merchantId]);
    expect((await createFor(fresh.keys.secret)).statusCode).toBe(401);
  });

  it('returns the same payment for the same idempotency key, 409 for a different request', async () => {
    const first = await create({ amount: '10', currency: 'EUR', idempotency_key: 'order-77' });
    const again = await create({ amount: '10', currency: 'EUR' }, merchant.keys.secret, {
      'idempotency-key': 'order-77',
    });
    expect(again.json().request_details.transaction_id).toBe(first.json().request_details.transaction_id);
    const different = await create({ amount: '11', currency: 'EUR', idempotency_key: 'order-77' });
    expect(different.statusCode).toBe(409);
    const count = await database.query<{ count: string }>(
      "select count(*)::text as count from merchant_payments where idempotency_key = 'order-77'",
    );
    expect(count.rows[0]!.count).toBe('1');
  });

  it('refuses bad keys, other merchants, foreign origins and bad input, creating nothing', async () => {
    const before = await database.query<{ count: string }>('select count(*)::text as count from merchant_payments');
    expect((await create({ amount: '10', currency: 'EUR' }, 'sk_test_nope')).statusCode).toBe(401);
    const other = await createTestMerchant(app);
    expect((await create({ amount: '10', currency: 'EUR' }, other.keys.secret)).statusCode).toBe(403);
    expect((await create({ amount: '10', currency: 'EUR' }, merchant.keys.publishable)).statusCode).toBe(403);
    expect(
      (await create({ amount: '10', currency: 'EUR' }, merchant.keys.publishable, { origin: 'https://evil.example' }))
        .statusCode,
    ).toBe(403);
    expect((await create({ amount: '10.001', currency: 'EUR' })).statusCode).toBe(400);
    expect((await create({ amount: '0', currency: 'EUR' })).statusCode).toBe(400);
    expect((await create({ amount: '10', currency: 'XYZ' })).statusCode).toBe(400);
    expect((await create({ amount: '10', currency: 'EUR', currency_1_iso: 'DOGE' })).statusCode).toBe(400);
    expect((await create({ amount: '10', currency: 'EUR', surprise: 1 })).statusCode).toBe(400);
    const after = await database.query<{ count: string }>('select count(*)::text as count from merchant_payments');
    expect(after.rows[0]!.count).toBe(before.rows[0]!.count);
    // A publishable key from an allowed origin creates.
    const allowed = await create({ amount: '10', currency: 'EUR' }, merchant.keys.publishable, {
      origin: 'https://shop.example',
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('answers the widget calls with the spec messages for unknown merchants and payments', async () => {
    const profile = await app.inject({ method: 'GET', url: `/m/api/merchant?merchant_id=${merchant.merchantId}` });
    expect(profile.json().request_details).toMatchObject({
      name: 'Test Shop',
      widget_logo_size: 'default',
      theme: { primary_color: '#0b4f3c', secondary_color: '#1fa463' },
      test_mode: true,
    });
    const currencies = await app.inject({
      method: 'POST',
      url: '/m/api/currencies',
      payload: { merchant_id: merchant.merchantId },
    });
    expect(currencies.json().request_details.currencies.map((entry: { iso: string }) => entry.iso)).toEqual([
      'BTC',
      'LTC',
      'ETH',
      'BCH',
      'USDT',
      'USDC',
    ]);
    const unknown = await app.inject({ method: 'POST', url: '/m/api/currencies', payload: { merchant_id: 'mer_zzz' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_message.general.error[0]).toBe('Merchant not recognized!');
    const missing = await app.inject({
      method: 'POST',
      url: '/m/api/transaction/status',
      payload: { transaction_id: 'pay_000', merchant_id: merchant.merchantId },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_code).toBe('not_found');
  });

  describe('time', () => {
    it('expires an unpaid payment after 900 s, and marks a full payment after expiry as paid late', async () => {
      const created = (await create({ amount: '30', currency: 'EUR', currency_1_iso: 'LTC' })).json().request_details;
      await database.query(
        "update merchant_payments set expires_at = now() - interval '1 second', monitoring_until = now() + interval '1 day' where id = $1",
        [created.transaction_id],
      );
      await cycle();
      expect(await status(created.transaction_id)).toMatchObject({ status: 'expired', exception_status: 'none' });
      await pay(created.currency_1_address, created.currency_1_amount, 'LTC');
      await cycle();
      await mine();
      await mine();
      const late = await status(created.transaction_id);
      expect(late).toMatchObject({ status: 'expired', exception_status: 'paid_late' });
      // Credited to merchant_payable, not yet the merchant's: the merchant decides.
      expect(await balance('merchant_payable')).toBe(BigInt(created.currency_1_amount.replace('.', '')));
    });
  });
});

import { checkoutRoute } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTestUser } from '../accounts/testing.js';
import { createTestMerchant } from '../merchants/testing.js';
import { buyer, createTestCheckout, openCheckoutTestApp, regtestBtcAddress } from './testing.js';

const countOrders = async (app: App) =>
  Number((await app.database.query<{ n: string }>('select count(*)::text as n from checkout_orders')).rows[0]!.n);

forEachDatabase('checkout quotes and orders', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    app = await openCheckoutTestApp(openTestDatabase);
  });
  afterAll(async () => {
    await app.close();
  });

  const init = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/checkout/init', payload });
  const create = (
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
    url = '/api/checkout/create',
  ) => app.inject({ method: 'POST', url, payload, headers });

  describe('POST /checkout/init', () => {
    it('quotes the spec §9 default (250 EUR of BTC) with explicit lines and a 180 s lock', async () => {
      const response = await init({});
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      const { quote, limits, supportedCrypto } = body.request_details;
      expect(quote).toMatchObject({
        fiat_currency: 'EUR',
        fiat_amount: '250.00',
        crypto_currency: 'BTC',
        lock_seconds: 180,
      });
      expect(quote.quote_id).toMatch(/^qt_/);
      expect(Date.parse(quote.expires_at) - Date.parse(quote.created_at)).toBe(180_000);
      expect(quote.lines.map((line: { kind: string }) => line.kind)).toEqual([
        'amount',
        'processing_fee',
        'net_amount',
      ]);
      expect(quote.lines[1]).toMatchObject({ amount: '0.00', percent: '0.00' });
      expect(Number(quote.crypto_amount)).toBeGreaterThan(0);
      expect(quote.crypto_amount).toMatch(/^\d+\.\d{8}$/);
      expect(limits).toMatchObject({ currency: 'EUR', minimum: '20.00', maximum: '10000.00', without_kyc: '700.00' });
      expect(supportedCrypto.map((coin: { currency: string }) => coin.currency)).toEqual([
        'BTC',
        'LTC',
        'ETH',
        'BCH',
        'USDT',
        'USDC',
      ]);
    });

    it('uses the test route amounts (30, minimum 30, maximum 50)', async () => {
      const response = await init({ mode: 'test' });
      expect(response.statusCode).toBe(200);
      const { quote, limits } = response.json().request_details;
      expect(quote.fiat_amount).toBe('30.00');
      expect(limits).toMatchObject({ minimum: '30.00', maximum: '50.00' });
      const above = await init({ mode: 'test', fiat_amount: '50.01' });
      expect(above.statusCode).toBe(400);
      expect(above.json().error_message).toMatchObject({
        fiat_amount: { error: ['The maximum amount is 50.00 EUR.'] },
      });
    });

    it('refuses bad input with the envelope and stores nothing', async () => {
      const count = async () =>
        Number((await app.database.query<{ n: string }>('select count(*)::text as n from checkout_quotes')).rows[0]!.n);
      const before = await count();
      for (const payload of [
        { fiat_amount: '12.345' },
        { fiat_amount: '-5' },
        { fiat_amount: '19.99' },
        { fiat_currency: 'JPY' },
        { crypto_currency: 'DOGE' },
        { coupon_code: 'NOPE' },
        { merchant_id: 'mer_unknown' },
        { unknown_key: 1 },
      ]) {
        const response = await init(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
        expect(response.json().request_status, JSON.stringify(payload)).toBe(0);
      }
      expect(await count()).toBe(before);
    });

    it('applies a coupon as an explicit discount of the fees, and the merchant fee as its own line', async () => {
      const merchant = await createTestMerchant(app, { feeBps: 200 });
      const plain = (await init({ merchant_id: merchant.merchantId, fiat_amount: '100.00' })).json().request_details
        .quote;
      expect(plain.lines).toContainEqual({ kind: 'merchant_fee', amount: '2.00', currency: 'EUR', percent: '2.00' });
      expect(plain.fee_amount).toBe('2.00');
      const response = await init({
        merchant_id: merchant.merchantId,
        fiat_amount: '100.00',
        coupon_code: 'TESTHALFFEES',
      });
      expect(response.statusCode).toBe(200);
      const quote = response.json().request_details.quote;
      expect(quote.lines).toContainEqual({ kind: 'coupon_discount', amount: '1.00', currency: 'EUR' });
      expect(quote).toMatchObject({ fee_amount: '1.00', discount_amount: '1.00', coupon_code: 'TESTHALFFEES' });
      expect(quote.lines.at(-1)).toEqual({ kind: 'net_amount', amount: '99.00', currency: 'EUR' });
    });
  });

  describe('POST /coupons/validate and the merchant calls', () => {
    it('validates the seeded test-mode coupon and refuses unknown ones', async () => {
      const ok = await app.inject({
        method: 'POST',
        url: '/api/coupons/validate',
        payload: { coupon_code: 'testnofees' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().request_details).toEqual({
        coupon_code: 'TESTNOFEES',
        valid: true,
        discount_percent: '100.00',
        expires_at: null,
      });
      const bad = await app.inject({ method: 'POST', url: '/api/coupons/validate', payload: { coupon_code: 'WRONG' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error_message).toMatchObject({
        coupon_code: { error: ['This promo code is not valid or has expired.'] },
      });
    });

    it('answers a merchant and its fees, and Merchant not recognized! for others', async () => {
      const merchant = await createTestMerchant(app, { feeBps: 150, name: 'Fee Shop' });
      const found = await app.inject({ method: 'GET', url: `/api/checkout/merchant/${merchant.merchantId}` });
      expect(found.json()).toMatchObject({
        success: true,
        request_details: { merchant_id: merchant.merchantId, name: 'Fee Shop' },
      });
      const fees = await app.inject({ method: 'GET', url: `/api/checkout/merchant/fees/${merchant.merchantId}` });
      expect(fees.json().request_details).toMatchObject({
        merchant_fees: { BTC: '1.50' },
        processing_fee_percent: '0.00',
      });
      const missing = await app.inject({ method: 'GET', url: '/api/checkout/merchant/mer_nobody' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error_message).toMatchObject({ merchant_id: { error: ['Merchant not recognized!'] } });
    });
  });

  describe('POST /checkout and /checkout/create', () => {
    it('creates an order with a flow token (cookie 12000 s) and never a second one on a replay', async () => {
      const quote = (await init({ fiat_amount: '100.00' })).json().request_details.quote;
      const payload = { ...buyer, quote_id: quote.quote_id, crypto_address: regtestBtcAddress(2) };
      const before = await countOrders(app);
      const first = await create(payload, {}, '/api/checkout');
      expect(first.statusCode).toBe(200);
      const details = first.json().request_details;
      expect(first.json().success).toBe(true);
      expect(details.transaction_token).toMatch(/^chk_/);
      expect(details.order).toMatchObject({
        status: 'created',
        payment_status: '',
        fiat_amount: '100.00',
        crypto_amount: quote.crypto_amount,
        rate: quote.rate,
        kyc_required: false,
      });
      // The rails module registers the code sender: POST /checkout sends the email and SMS codes.
      expect(details.codes_sent).toBe(true);
      const cookie = first.cookies.find((each) => each.name === 'flow_tokens');
      expect(cookie).toMatchObject({ maxAge: 12_000, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(JSON.parse(details.flow_token)).toMatchObject({ checkout_id: details.transaction_token });
      // A double submit of the same quote answers the same order.
      const second = await create(payload, {}, '/api/checkout');
      expect(second.json().request_details.transaction_token).toBe(details.transaction_token);
      // The same quote with other details is refused.
      const other = await create({ ...payload, email: 'eve@example.com' });
      expect(other.statusCode).toBe(409);
      expect(await countOrders(app)).toBe(before + 1);
    });

    it('replays by Idempotency-Key and refuses the key for another order', async () => {
      const quote = (await init({})).json().request_details.quote;
      const payload = { ...buyer, quote_id: quote.quote_id, crypto_address: regtestBtcAddress(3) };
      const first = await create(payload, { 'idempotency-key': 'order-key-1' });
      const again = await create(payload, { 'idempotency-key': 'order-key-1' });
      expect(again.json().request_details.transaction_token).toBe(first.json().request_details.transaction_token);
      const quote2 = (await init({})).json().request_details.quote;
      const reused = await create({ ...payload, quote_id: quote2.quote_id }, { 'idempotency-key': 'order-key-1' });
      expect(reused.statusCode).toBe(409);
      expect(reused.json().error_message).toMatchObject({
        idempotency_key: { error: ['This Idempotency-Key was used for another order.'] },
      });
    });

    it('refuses bad contact details, terms not accepted, a wrong-network address and an expired quote, creating nothing', async () => {
      const quote = (await init({})).json().request_details.quote;
      const good = { ...buyer, quote_id: quote.quote_id, crypto_address: regtestBtcAddress(4) };
      const before = await countOrders(app);
      const cases: [Record<string, unknown>, string][] = [
        [{ ...good, first_name: 'A' }, 'first_name'],
        [{ ...good, email: 'not-an-email' }, 'email'],
        [{ ...good, mobile: '12' }, 'mobile'],
        [{ ...good, date_of_birth: '1990-02-30' }, 'date_of_birth'],
        [{ ...good, accept_terms: false }, 'accept_terms'],
        [{ ...good, accept_refund_policy: undefined }, 'accept_refund_policy'],
        [{ ...good, crypto_address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' }, 'crypto_address'],
        [{ ...good, payment_method: 'Cash' }, 'payment_method'],
        [{ ...good, quote_id: 'qt_doesnotexist00000000000' }, 'quote_id'],
      ];
      for (const [payload, field] of cases) {
        const response = await create(payload);
        expect(response.statusCode, field).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, field).toBeLessThan(500);
        expect(Object.keys(response.json().error_message ?? {}), field).toContain(field);
      }
      await app.database.query(
        `update checkout_quotes set created_at = created_at - interval '10 minutes', expires_at = expires_at - interval '10 minutes' where id = $1`,
        [quote.quote_id],
      );
      const expired = await create(good);
      expect(expired.statusCode).toBe(409);
      expect(expired.json().error_message).toMatchObject({
        quote_id: { error: ['The price of this order has expired. Please refresh the quote.'] },
      });
      expect(await countOrders(app)).toBe(before);
    });

    it('requires KYC once the cumulative amount without KYC passes the limit', async () => {
      const email = 'big.buyer@example.com';
      const first = await createTestCheckout(app, { amount: '600.00', email });
      expect(first.details.order.kyc_required).toBe(false);
      await app.checkoutOrders.applyPaymentEvent({
        orderId: first.orderId,
        event: 'authorized',
        rail: 'card',
        railReference: 'pay_1',
        amountMinor: 60_000n,
        currency: 'EUR',
        idempotencyKey: 'auth-1',
      });
      const second = await createTestCheckout(app, { amount: '150.00', email: 'BIG.buyer@example.com' });
      expect(second.details.order.kyc_required).toBe(true);
      const refused = app.checkoutOrders.applyPaymentEvent({
        orderId: second.orderId,
        event: 'authorized',
        rail: 'card',
        railReference: 'pay_2',
        amountMinor: 15_000n,
        currency: 'EUR',
        idempotencyKey: 'auth-2',
      });
      await expect(refused).rejects.toMatchObject({ code: 'forbidden' });
      expect((await app.checkoutOrders.read(second.orderId))?.status).toBe('created');
      // The buyer registers (the rails' POST /users/checkout/register links the user) and passes KYC.
      const user = await createTestUser(app, { complianceVerification: 'successful' });
      await app.checkoutOrders.linkFlowUser({ orderId: second.orderId, userId: user.userId });
      await app.checkoutOrders.linkFlowUser({ orderId: second.orderId, userId: user.userId });
      const other = await createTestUser(app);
      await expect(
        app.checkoutOrders.linkFlowUser({ orderId: second.orderId, userId: other.userId }),
      ).rejects.toMatchObject({
        code: 'conflict',
      });
      const kyc = await app.inject({
        method: 'PATCH',
        url: '/api/checkout/updatekyc',
        headers: { authorization: second.authorization },
        payload: { checkout_id: second.orderId },
      });
      expect(kyc.json()).toEqual({
        success: true,
        request_details: {
          checkout_id: second.orderId,
          verified: { mobile: true, email: true, id: true },
          id_state: 1,
          kyc_required: false,
        },
      });
      const allowed = await app.checkoutOrders.applyPaymentEvent({
        orderId: second.orderId,
        event: 'authorized',
        rail: 'card',
        railReference: 'pay_2',
        amountMinor: 15_000n,
        currency: 'EUR',
        idempotencyKey: 'auth-2b',
      });
      expect(allowed.status).toBe('authorized');
    });
  });

  describe('the flow token and the order reads', () => {
    it('answers the checkout lookup with _id and transaction_data, only with the flow token', async () => {
      const { orderId, authorization } = await createTestCheckout(app);
      const lookup = await app.inject({
        method: 'GET',
        url: '/api/users/checkout?is_flow=1&ip=1.2.3.4',
        headers: { authorization },
      });
      expect(lookup.statusCode).toBe(200);
      const body = lookup.json();
      expect(body._id).toBe(orderId);
      expect(body.request_status).toBe(1);
      expect(JSON.parse(body.request_details.transaction_data)).toMatchObject({
        merchant_id: '0',
        payment_method: 'Credit Card',
        currency_1_amount: '250.00',
        currency_1_iso: 'EUR',
        currency_2_iso: 'BTC',
        currency_2_address: regtestBtcAddress(),
        payment_status: '',
      });
      const anonymous = await app.inject({ method: 'GET', url: '/api/users/checkout?is_flow=1' });
      expect(anonymous.statusCode).toBe(401);
      const viaCookie = await app.inject({
        method: 'GET',
        url: `/api/checkout/getCheckout/${orderId}`,
        cookies: { flow_tokens: authorization },
      });
      expect(viaCookie.statusCode).toBe(200);
      expect(viaCookie.json().request_details.history).toEqual([
        { from: null, to: 'created', event: 'created', at: expect.any(String) },
      ]);
      const other = await createTestCheckout(app);
      const foreign = await app.inject({
        method: 'GET',
        url: `/api/checkout/getCheckout/${orderId}`,
        headers: { authorization: other.authorization },
      });
      expect(foreign.statusCode).toBe(403);
    });

    it('lets the browser cancel an unpaid order (idempotently) but never mark it paid', async () => {
      const { orderId, authorization } = await createTestCheckout(app);
      const paid = await app.inject({
        method: 'PATCH',
        url: `/api/checkout/status/${orderId}`,
        headers: { authorization },
        payload: { status: 'paid' },
      });
      expect(paid.statusCode).toBe(400);
      expect((await app.checkoutOrders.read(orderId))?.status).toBe('created');
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const cancel = await app.inject({
          method: 'PATCH',
          url: `/api/checkout/status/${orderId}`,
          headers: { authorization },
          payload: { status: 'cancelled' },
        });
        expect(cancel.json()).toEqual({
          success: true,
          request_details: { checkout_id: orderId, status: 'cancelled' },
        });
      }
      const late = app.checkoutOrders.applyPaymentEvent({
        orderId,
        event: 'captured',
        rail: 'card',
        railReference: 'pay_late',
        amountMinor: 25_000n,
        currency: 'EUR',
        idempotencyKey: 'late',
      });
      await expect(late).rejects.toMatchObject({ code: 'conflict' });
    });

    it('stores the billing address (spec §5 rules) and refuses a bad one unchanged', async () => {
      const { orderId, authorization } = await createTestCheckout(app);
      const billing = {
        checkout_id: orderId,
        address1: '1 Main Street',
        city: 'London',
        state: 'London',
        country: 'GB',
        zip_code: 'SW1A 1AA',
      };
      const bad = await app.inject({
        method: 'POST',
        url: '/api/checkout/billing',
        headers: { authorization },
        payload: { ...billing, city: 'Lo' },
      });
      expect(bad.statusCode).toBe(400);
      const ok = await app.inject({
        method: 'POST',
        url: '/api/checkout/billing',
        headers: { authorization },
        payload: billing,
      });
      expect(ok.json().request_details.billing).toMatchObject({ city: 'London', address2: '' });
    });

    it('re-quotes an order whose quote expired, recorded in its history', async () => {
      const { orderId, authorization, details } = await createTestCheckout(app);
      await app.database.query(
        `update checkout_orders set quote_expires_at = now() - interval '1 second' where id = $1`,
        [orderId],
      );
      const stale = app.checkoutOrders.applyPaymentEvent({
        orderId,
        event: 'authorized',
        rail: 'card',
        railReference: 'pay_stale',
        amountMinor: 25_000n,
        currency: 'EUR',
        idempotencyKey: 'stale',
      });
      await expect(stale).rejects.toMatchObject({ code: 'conflict' });
      const requote = await app.inject({
        method: 'POST',
        url: '/api/checkout/init',
        headers: { authorization },
        payload: { checkout_id: orderId },
      });
      expect(requote.statusCode).toBe(200);
      const { quote, checkout } = requote.json().request_details;
      expect(quote.fiat_amount).toBe(details.order.fiat_amount);
      expect(checkout.id).toBe(orderId);
      const result = await app.checkoutOrders.applyPaymentEvent({
        orderId,
        event: 'authorized',
        rail: 'card',
        railReference: 'pay_fresh',
        amountMinor: 25_000n,
        currency: 'EUR',
        idempotencyKey: 'fresh',
      });
      expect(result.status).toBe('authorized');
      const read = await app.inject({
        method: 'GET',
        url: `/api/checkout/getCheckout/${orderId}`,
        headers: { authorization },
      });
      expect(read.json().request_details.history.map((entry: { event: string }) => entry.event)).toEqual([
        'created',
        'requoted',
        'authorized',
      ]);
    });
  });

  describe('app.checkoutOrders (the rails port)', () => {
    it('moves an order by the state machine, idempotently per key, and refuses a mismatched amount', async () => {
      const { orderId } = await createTestCheckout(app);
      const event = (
        name: 'payment_pending' | 'authorized' | 'captured' | 'failed',
        key: string,
        amountMinor = 25_000n,
      ) =>
        app.checkoutOrders.applyPaymentEvent({
          orderId,
          event: name,
          rail: 'card',
          railReference: 'pay_x',
          amountMinor,
          currency: 'EUR',
          idempotencyKey: key,
        });
      expect(await event('payment_pending', 'k1')).toEqual({ status: 'payment_pending' });
      await expect(event('authorized', 'k2', 24_999n)).rejects.toMatchObject({ code: 'conflict' });
      expect(await event('authorized', 'k2')).toEqual({ status: 'authorized' });
      expect(await event('authorized', 'k2')).toEqual({ status: 'authorized' });
      await expect(event('captured', 'k2')).rejects.toMatchObject({ code: 'conflict' });
      expect(await event('captured', 'k3')).toEqual({ status: 'paid' });
      expect(await event('captured', 'k4')).toEqual({ status: 'paid' });
      await expect(event('failed', 'k5')).rejects.toMatchObject({ code: 'conflict' });
      const view = await app.checkoutOrders.read(orderId);
      expect(view).toMatchObject({
        id: orderId,
        status: 'paid',
        fiatAmountMinor: 25_000n,
        fiatCurrency: 'EUR',
        cryptoIso: 'BTC',
      });
      expect(view?.bankReference).toMatch(/^CHK[A-Z0-9]{9}$/);
      const events = await app.database.query<{ event: string }>(
        'select event from checkout_order_events where order_id = $1 order by created_at, id',
        [orderId],
      );
      expect(events.rows.map((row) => row.event).sort()).toEqual(
        ['authorized', 'captured', 'captured', 'created', 'payment_pending'].sort(),
      );
    });
  });
});

forEachDatabase('checkout coupons on GET /checkout/getRates', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    app = await openCheckoutTestApp(openTestDatabase);
  });
  afterAll(async () => {
    await app.close();
  });

  it('applies a valid coupon code (its discount of the fees) and says when one is not valid', async () => {
    const valid = await app.inject({ method: 'GET', url: '/api/checkout/getRates?coupon_code=testhalffees' });
    expect(valid.json().request_details).toMatchObject({
      coupon_code: 'TESTHALFFEES',
      coupon_applied: true,
      coupon_discount_percent: '50.00',
    });
    const invalid = await app.inject({ method: 'GET', url: '/api/checkout/getRates?coupon_code=NOSUCH' });
    expect(invalid.json().request_details).toMatchObject({
      coupon_code: 'NOSUCH',
      coupon_applied: false,
      coupon_note: 'This promo code is not valid or has expired.',
    });
  });
});

forEachDatabase('checkout routing statuses, replays, bad input and languages', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    app = await openCheckoutTestApp(openTestDatabase);
  });
  afterAll(async () => {
    await app.close();
  });

  const lookup = async (authorization: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/users/checkout?is_flow=1',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    return JSON.parse(response.json().request_details.transaction_data) as {
      payment_method: string;
      payment_status: string;
    };
  };
  const route = (data: { payment_method: string; payment_status: string }, path = '/details', verified = false) =>
    checkoutRoute({ payment_method: data.payment_method, payment_status: data.payment_status, verified, path });
  const event = (
    orderId: string,
    name: 'authorized' | 'captured',
    key: string,
    rail: 'card' | 'bank_transfer' = 'card',
  ) =>
    app.checkoutOrders.applyPaymentEvent({
      orderId,
      event: name,
      rail,
      railReference: key,
      amountMinor: 25_000n,
      currency: 'EUR',
      idempotencyKey: key,
    });

  it('routes a card order by its payment_status (spec §4): none → /payment, authorized → /compliance, successful → /invoice', async () => {
    const { orderId, authorization } = await createTestCheckout(app);
    expect(route(await lookup(authorization))).toEqual({ redirect: '/payment' });
    await event(orderId, 'authorized', 'r-a');
    expect(route(await lookup(authorization))).toEqual({ redirect: '/compliance' });
    expect(route(await lookup(authorization), '/processing')).toEqual({ allow: true });
    await event(orderId, 'captured', 'r-c');
    expect(route(await lookup(authorization))).toEqual({ redirect: '/invoice' });
  });

  it('routes a bank order (SEPA): unverified → /compliance, verified → /review, authorized → /review', async () => {
    const { orderId, authorization } = await createTestCheckout(app, { paymentMethod: 'SEPA' });
    const data = await lookup(authorization);
    expect(data.payment_method).toBe('SEPA');
    expect(route(data)).toEqual({ redirect: '/compliance' });
    expect(route(data, '/details', true)).toEqual({ redirect: '/review' });
    await event(orderId, 'authorized', 'b-a', 'bank_transfer');
    expect(route(await lookup(authorization))).toEqual({ redirect: '/review' });
  });

  it('answers two concurrent submits of one quote with one order', async () => {
    const quote = (await app.inject({ method: 'POST', url: '/api/checkout/init', payload: {} })).json().request_details
      .quote;
    const payload = { ...buyer, quote_id: quote.quote_id, crypto_address: regtestBtcAddress(7) };
    const before = await countOrders(app);
    const answers = await Promise.all(
      [0, 1, 2].map(() => app.inject({ method: 'POST', url: '/api/checkout', payload })),
    );
    const ids = answers.map((answer) => answer.json().request_details?.transaction_token);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(ids).size).toBe(1);
    expect(await countOrders(app)).toBe(before + 1);
  });

  it('answers bad input on every call with the envelope and changes nothing', async () => {
    const { orderId, authorization } = await createTestCheckout(app);
    const calls: { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: Record<string, unknown> }[] = [
      { method: 'GET', url: '/api/checkout/getCheckout/not-an-id' },
      { method: 'PATCH', url: `/api/checkout/status/${orderId}`, payload: { status: 'completed' } },
      { method: 'PATCH', url: `/api/checkout/status/${orderId}`, payload: {} },
      { method: 'PATCH', url: '/api/checkout/updatekyc', payload: { checkout_id: 'chk_x' } },
      { method: 'POST', url: '/api/checkout/billing', payload: { checkout_id: orderId, city: 'London' } },
      { method: 'GET', url: '/api/checkout/merchant/bad id!' },
      { method: 'GET', url: '/api/checkout/merchant/fees/%3Cscript%3E' },
      { method: 'POST', url: '/api/coupons/validate', payload: { coupon_code: '' } },
      { method: 'POST', url: '/api/coupons/validate', payload: { code: 'TESTNOFEES' } },
      { method: 'GET', url: '/api/users/checkout' },
      { method: 'POST', url: '/api/checkout/init', payload: { checkout_id: 'chk_nope' } },
    ];
    for (const call of calls) {
      const response = await app.inject({ ...call, headers: { authorization } });
      expect(response.statusCode, call.url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, call.url).toBeLessThan(500);
      expect(response.json().request_status, call.url).toBe(0);
    }
    const read = await app.inject({
      method: 'GET',
      url: `/api/checkout/getCheckout/${orderId}`,
      headers: { authorization },
    });
    expect(read.json().request_details.order.status).toBe('created');
    expect(read.json().request_details.history).toHaveLength(1);
  });

  it("answers in the request's language (locale cookie)", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/coupons/validate',
      cookies: { locale: 'es' },
      payload: { coupon_code: 'WRONG' },
    });
    expect(response.json().error_message).toMatchObject({
      coupon_code: { error: ['Este código promocional no es válido o ha caducado.'] },
    });
    const names = await app.inject({
      method: 'POST',
      url: '/api/checkout/create',
      cookies: { locale: 'de' },
      payload: {
        ...buyer,
        first_name: 'A',
        quote_id: 'qt_000000000000000000000000000000',
        crypto_address: regtestBtcAddress(),
      },
    });
    expect(names.statusCode).toBe(400);
    expect(JSON.stringify(names.json().error_message)).not.toContain('validation:');
  });
});

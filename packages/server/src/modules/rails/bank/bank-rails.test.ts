import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import type { Database } from '../../../db/database.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../../accounts/testing.js';
import { createTestOrder, openRailsTestApp, orderEvents, orderStatus, type TestOrder } from '../testing.js';

let lineCounter = 0;
const nextBankId = () => `BNK-${Date.now()}-${(lineCounter += 1)}`;
const today = () => new Date().toISOString().slice(0, 10);

forEachDatabase('bank transfer and online banking rails', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let operator: TestUser;
  const flowHeadersOf = new Map<string, Record<string, string>>();
  const flowHeaders = (orderId: string) => flowHeadersOf.get(orderId) ?? {};
  async function newOrder(input: Parameters<typeof createTestOrder>[1]): Promise<TestOrder> {
    const order = await createTestOrder(app, input);
    flowHeadersOf.set(order.id, order.headers);
    return order;
  }

  beforeAll(async () => {
    ({ app, database } = await openRailsTestApp(openTestDatabase));
    operator = await createTestUser(app, { role: 'operator' });
  });
  afterAll(async () => {
    await app.close();
  });

  async function preAuth(orderId: string, method: string) {
    return app.inject({
      method: 'POST',
      url: '/api/paynet/wirePreAuth',
      headers: flowHeaders(orderId),
      payload: { checkout_id: orderId, payment_method: method },
    });
  }

  async function reportLine(line: Record<string, unknown>) {
    return app.inject({
      method: 'POST',
      url: '/api/operator/checkoutBankLines',
      headers: operator.headers,
      payload: { currency: 'EUR', value_date: today(), bank_transaction_id: nextBankId(), ...line },
    });
  }

  it('SEPA: pre-authorisation gives the brand’s bank account and the reference; the exact bank line captures once', async () => {
    const order = await newOrder({ paymentMethod: 'SEPA' });
    const response = await preAuth(order.id, 'SEPA');
    expect(response.statusCode).toBe(200);
    const details = response.json().request_details;
    expect(details).toMatchObject({
      checkout_id: order.id,
      method: 'SEPA',
      status: 'awaiting_funds',
      reference: order.bankReference,
      amount: '250.00',
      currency: 'EUR',
      redirect_url: null,
      order_status: 'payment_pending',
      payment_status: '',
      test_mode: true,
    });
    expect(details.bank).toMatchObject({ currency: 'EUR', account_type: 'iban' });
    expect((await preAuth(order.id, 'SEPA')).json().request_details.preauth_id).toBe(details.preauth_id);

    const bankId = nextBankId();
    const line = { reference: order.bankReference.toLowerCase(), amount: '250.00', bank_transaction_id: bankId };
    const reported = await reportLine(line);
    expect(reported.statusCode).toBe(200);
    expect(reported.json().request_details).toMatchObject({
      line: { outcome: 'captured', checkout_id: order.id, amount: '250.00', queue_reason: null },
      order_status: 'paid',
      replayed: false,
    });
    const replay = await reportLine(line);
    expect(replay.json().request_details).toMatchObject({ replayed: true, order_status: 'paid' });
    const changed = await reportLine({ ...line, amount: '251.00' });
    expect(changed.statusCode).toBe(409);
    expect(await orderEvents(database, order.id, 'captured')).toHaveLength(1);
    const status = await app.inject({
      method: 'POST',
      url: `/api/paynet/wirePreAuthStatus/${order.id}`,
      headers: flowHeaders(order.id),
      payload: {},
    });
    expect(status.json().request_details).toMatchObject({
      status: 'captured',
      order_status: 'paid',
      payment_status: 'successful',
    });
  });

  it('a reference mismatch or a partial amount is queued, never credited; the operator resolves it', async () => {
    const order = await newOrder({ paymentMethod: 'Wire' });
    await preAuth(order.id, 'Wire');
    const partial = await reportLine({ reference: order.bankReference, amount: '200.00' });
    expect(partial.json().request_details).toMatchObject({
      line: { outcome: 'queued', queue_reason: 'amount_mismatch', checkout_id: order.id },
      order_status: 'payment_pending',
    });
    const unknown = await reportLine({ reference: 'NOSUCHREF1', amount: '250.00' });
    expect(unknown.json().request_details.line).toMatchObject({ outcome: 'queued', queue_reason: 'unknown_reference' });
    const otherCurrency = await reportLine({ reference: order.bankReference, amount: '250.00', currency: 'GBP' });
    expect(otherCurrency.json().request_details.line.queue_reason).toBe('currency_mismatch');
    expect(await orderStatus(app, order.id)).toBe('payment_pending');
    expect(await orderEvents(database, order.id, 'captured')).toEqual([]);

    const queue = await app.inject({
      method: 'GET',
      url: '/api/operator/checkoutBankQueue',
      headers: operator.headers,
    });
    expect(queue.statusCode).toBe(200);
    const ids = queue.json().request_details.lines.map((line: { id: string }) => line.id);
    const partialId = partial.json().request_details.line.id;
    const unknownId = unknown.json().request_details.line.id;
    expect(ids).toEqual(expect.arrayContaining([partialId, unknownId]));

    const refused = await app.inject({
      method: 'POST',
      url: `/api/operator/checkoutBankQueue/${partialId}`,
      headers: operator.headers,
      payload: { action: 'capture', checkout_id: order.id, note: 'customer paid short' },
    });
    expect(refused.statusCode).toBe(400);
    const rejected = await app.inject({
      method: 'POST',
      url: `/api/operator/checkoutBankQueue/${partialId}`,
      headers: operator.headers,
      payload: { action: 'reject', note: 'returned to the sender' },
    });
    expect(rejected.json().request_details.line).toMatchObject({
      outcome: 'resolved_rejected',
      resolution_note: 'returned to the sender',
    });
    const captured = await app.inject({
      method: 'POST',
      url: `/api/operator/checkoutBankQueue/${unknownId}`,
      headers: operator.headers,
      payload: { action: 'capture', checkout_id: order.id, note: 'reference mistyped by the customer' },
    });
    expect(captured.json().request_details).toMatchObject({
      line: { outcome: 'resolved_captured', checkout_id: order.id },
      order_status: 'paid',
    });
    const twice = await app.inject({
      method: 'POST',
      url: `/api/operator/checkoutBankQueue/${unknownId}`,
      headers: operator.headers,
      payload: { action: 'reject', note: 'again' },
    });
    expect(twice.statusCode).toBe(409);
    expect(await orderEvents(database, order.id, 'captured')).toHaveLength(1);
  });

  it('bad input changes nothing: unknown fields, a wrong method, no flow token, a non-operator', async () => {
    const order = await newOrder({ paymentMethod: 'SEPA' });
    expect((await preAuth(order.id, 'Wire')).statusCode).toBe(400);
    const strict = await app.inject({
      method: 'POST',
      url: '/api/paynet/wirePreAuth',
      headers: flowHeaders(order.id),
      payload: { checkout_id: order.id, payment_method: 'SEPA', amount: '1' },
    });
    expect(strict.statusCode).toBe(400);
    expect(strict.json().error_code).toBe('validation_failed');
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/paynet/wirePreAuth',
      payload: { checkout_id: order.id, payment_method: 'SEPA' },
    });
    expect(anonymous.statusCode).toBe(401);
    const status = await app.inject({
      method: 'POST',
      url: `/api/paynet/wirePreAuthStatus/${order.id}`,
      headers: flowHeaders(order.id),
      payload: {},
    });
    expect(status.statusCode).toBe(404);
    const user = await createTestUser(app);
    const notOperator = await app.inject({
      method: 'POST',
      url: '/api/operator/checkoutBankLines',
      headers: user.headers,
      payload: {
        reference: order.bankReference,
        currency: 'EUR',
        amount: '250.00',
        value_date: today(),
        bank_transaction_id: nextBankId(),
      },
    });
    expect(notOperator.statusCode).toBe(403);
    const badAmount = await reportLine({ reference: order.bankReference, amount: '250.001' });
    expect(badAmount.statusCode).toBe(400);
    const lines = await database.query('select id from rails_bank_lines where reference = $1', [order.bankReference]);
    expect(lines.rows).toEqual([]);
    expect(await orderStatus(app, order.id)).toBe('created');
  });

  it.each([
    ['approve', 'approved', 'paid', 'captured'],
    ['cancel', 'cancelled', 'cancelled', 'cancelled'],
    ['fail', 'failed', 'failed', 'failed'],
  ])('online banking: the sandbox bank’s %s', async (outcome, sessionStatus, expectedStatus, event) => {
    const order = await newOrder({ paymentMethod: 'Online Banking' });
    const started = (await preAuth(order.id, 'Online Banking')).json().request_details;
    expect(started).toMatchObject({ status: 'redirected', bank: null, order_status: 'payment_pending' });
    expect(started.redirect_url).toMatch(/^\/api\/paynet\/sandbox\/bank\/obk_[a-f0-9]+$/);
    const page = await app.inject({
      method: 'GET',
      url: `${started.redirect_url}?lang=fi`,
      headers: { cookie: 'locale=de' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Verkkopankki');
    expect(page.body).toContain('>Hyväksy</button>');
    expect(page.body).toContain('>Peruuta</button>');
    const answer = await app.inject({ method: 'POST', url: `${started.redirect_url}?outcome=${outcome}` });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/flow/processing?checkout_id=${order.id}&payment=${sessionStatus}`);
    expect(await orderStatus(app, order.id)).toBe(expectedStatus);
    const again = await app.inject({ method: 'POST', url: `${started.redirect_url}?outcome=approve` });
    expect(again.statusCode).toBe(303);
    expect(await orderStatus(app, order.id)).toBe(expectedStatus);
    expect(await orderEvents(database, order.id, event)).toHaveLength(1);
    const status = await app.inject({
      method: 'POST',
      url: `/api/paynet/wirePreAuthStatus/${order.id}`,
      headers: flowHeaders(order.id),
    });
    expect(status.json(), status.body).toHaveProperty('request_details');
    expect(status.json().request_details).toMatchObject({ status: sessionStatus, redirect_url: null });
  });

  it('Online Banking ZA runs the same sandbox bank', async () => {
    const order = await newOrder({ paymentMethod: 'Online Banking ZA' });
    const started = (await preAuth(order.id, 'Online Banking ZA')).json().request_details;
    expect(started.method).toBe('Online Banking ZA');
    const page = await app.inject({ method: 'GET', url: started.redirect_url });
    expect(page.body).toContain('Online banking · Online Banking ZA');
  });
});

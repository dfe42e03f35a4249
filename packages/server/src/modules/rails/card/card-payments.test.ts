import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import type { Database } from '../../../db/database.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { latestCode } from '../../accounts/testing/accounts-test-client.js';
import { createTestUser } from '../../accounts/testing.js';
import { createTestOrder, openRailsTestApp, orderEvents, orderStatus, type TestOrder } from '../testing.js';

const future = { exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' };

forEachDatabase('card payments through the sandbox PSP', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  const logLines: string[] = [];
  const flowHeadersOf = new Map<string, Record<string, string>>();
  const flowHeaders = (orderId: string) => flowHeadersOf.get(orderId) ?? {};
  async function newOrder(input: Parameters<typeof createTestOrder>[1]): Promise<TestOrder> {
    const order = await createTestOrder(app, input);
    flowHeadersOf.set(order.id, order.headers);
    return order;
  }

  beforeAll(async () => {
    ({ app, database } = await openRailsTestApp(openTestDatabase, {
      env: { LOG_LEVEL: 'debug' },
      logStream: { write: (line) => void logLines.push(line) },
    }));
  });
  afterAll(async () => {
    await app.close();
  });

  function cardOrder(extra: { email?: string } = {}) {
    return newOrder({ paymentMethod: 'Credit Card', ...extra });
  }

  async function pay(orderId: string, card: Record<string, unknown>, headers: Record<string, string> = {}) {
    return app.inject({
      method: 'POST',
      url: '/api/paynet/deposit',
      headers: { ...flowHeaders(orderId), ...headers },
      payload: { checkout_id: orderId, ...future, ...card },
    });
  }

  async function verifyBuyer(orderId: string, email: string, mobile = '+447700900123') {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/users/checkout/register',
      headers: flowHeaders(orderId),
      payload: {
        checkout_id: orderId,
        first_name: 'Ada',
        last_name: 'Lovelace',
        email,
        mobile,
        date_of_birth: '1990-01-31',
      },
    });
    expect(registered.statusCode).toBe(200);
    for (const [type, to] of [
      ['email', email],
      ['sms', mobile],
    ] as const) {
      const code = await latestCode(app, to);
      const checked = await app.inject({
        method: 'GET',
        url: `/api/verify/checkVerify/${orderId}?type=${type}&code=${code}`,
        headers: flowHeaders(orderId),
      });
      expect(checked.statusCode).toBe(200);
    }
  }

  async function paymentRows(orderId: string) {
    return (
      await database.query<{ status: string }>('select status from rails_card_payments where order_id = $1', [orderId])
    ).rows;
  }

  it('4242 4242 4242 4242 is authorised at once and captured once the buyer is verified', async () => {
    const order = await cardOrder();
    const response = await pay(order.id, { card_number: '4242 4242 4242 4242', save_card: true });
    expect(response.statusCode).toBe(200);
    const details = response.json().request_details;
    expect(details).toMatchObject({
      status: 'authorized',
      three_ds: 'none',
      redirect_url: null,
      decline_code: null,
      card: { brand: 'visa', last4: '4242' },
      amount: '250.00',
      currency: 'EUR',
      order_status: 'authorized',
      replayed: false,
    });
    expect(await orderEvents(database, order.id, 'payment_pending')).toHaveLength(1);
    expect(await orderEvents(database, order.id, 'authorized')).toHaveLength(1);
    await verifyBuyer(order.id, order.email);
    expect(await orderStatus(app, order.id)).toBe('paid');
    expect(await paymentRows(order.id)).toEqual([{ status: 'captured' }]);
    const captured = await orderEvents(database, order.id, 'captured');
    expect(captured).toEqual([{ amount: '25000' }]);
  });

  it.each([
    ['4000000000000002', 'generic_decline', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'insufficient funds'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', 'security code (CVC) is incorrect'],
  ])('%s is declined with %s and a clear message; nothing is captured', async (number, code, message) => {
    const order = await cardOrder();
    const response = await pay(order.id, { card_number: number });
    expect(response.statusCode).toBe(200);
    const details = response.json().request_details;
    expect(details).toMatchObject({ status: 'failed', decline_code: code, order_status: 'payment_pending' });
    expect(details.message).toContain(message);
    expect(await orderEvents(database, order.id, 'captured')).toEqual([]);
  });

  it('the decline message follows the locale cookie', async () => {
    const order = await cardOrder();
    const response = await pay(order.id, { card_number: '4000000000000002' }, { cookie: 'locale=de' });
    expect(response.json().request_details.message).toBe(
      'Ihre Karte wurde abgelehnt. Bitte verwenden Sie eine andere Karte oder Zahlungsart.',
    );
  });

  it('after three declined attempts the order fails', async () => {
    const order = await cardOrder();
    for (let attempt = 0; attempt < 3; attempt += 1) await pay(order.id, { card_number: '4000000000000002' });
    expect(await orderStatus(app, order.id)).toBe('failed');
    const again = await pay(order.id, { card_number: '4242424242424242' });
    expect(again.statusCode).toBe(409);
  });

  it('…3184 asks for 3-D Secure: the hosted page approves, the server asks the PSP and authorises', async () => {
    const order = await cardOrder();
    const response = await pay(order.id, { card_number: '4000002760003184' });
    const details = response.json().request_details;
    expect(details).toMatchObject({ status: 'requires_action', three_ds: '3ds1', order_status: 'payment_pending' });
    expect(details.redirect_url).toMatch(/^\/api\/paynet\/sandbox\/3ds\/pi_sandbox_[a-f0-9]+$/);
    const page = await app.inject({ method: 'GET', url: `${details.redirect_url}?lang=de` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('3-D-Secure-Prüfung');
    expect(page.body).toContain('>Bestätigen</button>');
    expect(page.body).toContain('>Ablehnen</button>');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    // A browser cannot mark the order paid: the challenge answer only authorises (capture waits for verification).
    const answer = await app.inject({
      method: 'POST',
      url: `${details.redirect_url}?outcome=approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/flow/processing?checkout_id=${order.id}&payment=authorized`);
    expect(await orderStatus(app, order.id)).toBe('authorized');
    const twice = await app.inject({ method: 'POST', url: `${details.redirect_url}?outcome=fail`, payload: '' });
    expect(twice.statusCode).toBe(303);
    expect(await orderStatus(app, order.id)).toBe('authorized');
    expect((await app.inject({ method: 'GET', url: details.redirect_url })).statusCode).toBe(409);
  });

  it('…3220 requires 3-D Secure 2; failing the challenge declines with authentication_failed', async () => {
    const order = await cardOrder();
    const details = (await pay(order.id, { card_number: '4000000000003220' })).json().request_details;
    expect(details).toMatchObject({ status: 'requires_action', three_ds: '3ds2' });
    const page = await app.inject({ method: 'GET', url: details.redirect_url });
    expect(page.body).toContain('3-D Secure 2 check');
    const answer = await app.inject({ method: 'POST', url: `${details.redirect_url}?outcome=fail` });
    expect(answer.headers.location).toBe(
      `/flow/processing?checkout_id=${order.id}&payment=declined&code=authentication_failed`,
    );
    expect(await orderStatus(app, order.id)).toBe('payment_pending');
    const retry = (await pay(order.id, { card_number: '4242424242424242' })).json().request_details;
    expect(retry).toMatchObject({ status: 'authorized', replayed: false });
  });

  it('a double click on pay charges once: both answers name the same payment', async () => {
    const order = await cardOrder();
    const [first, second] = await Promise.all([
      pay(order.id, { card_number: '4242424242424242' }),
      pay(order.id, { card_number: '4242424242424242' }),
    ]);
    const ids = [first.json().request_details.payment_id, second.json().request_details.payment_id];
    expect(ids[0]).toBe(ids[1]);
    expect([first.json().request_details.replayed, second.json().request_details.replayed].sort()).toEqual([
      false,
      true,
    ]);
    expect(await paymentRows(order.id)).toHaveLength(1);
    const intents = await database.query('select id from rails_sandbox_intents where idempotency_key = $1', [ids[0]]);
    expect(intents.rows).toHaveLength(1);
    const keyed = await pay(order.id, { card_number: '4242424242424242' }, { 'idempotency-key': 'retry-1' });
    expect(keyed.json().request_details).toMatchObject({ payment_id: ids[0], replayed: true });
  });

  it('a payment left authorizing by a crash is finished by the next pay, under the same PSP idempotency key', async () => {
    const order = await cardOrder();
    const first = (await pay(order.id, { card_number: '4242424242424242' })).json().request_details;
    // Simulate a crash after tokenising and authorising at the PSP, before the answer was recorded.
    await database.query(
      `update rails_card_payments set status = 'authorizing', psp_reference = null, updated_at = now() - interval '10 minutes' where id = $1`,
      [first.payment_id],
    );
    const resumed = (await pay(order.id, { card_number: '4242424242424242' })).json().request_details;
    expect(resumed).toMatchObject({ payment_id: first.payment_id, status: 'authorized', replayed: true });
    const intents = await database.query('select id from rails_sandbox_intents where idempotency_key = $1', [
      first.payment_id,
    ]);
    expect(intents.rows).toHaveLength(1);

    const other = await cardOrder();
    const crashed = (await pay(other.id, { card_number: '4242424242424242' })).json().request_details;
    await database.query(
      `update rails_card_payments set status = 'authorizing', card_token = null, psp_reference = null,
         updated_at = now() - interval '10 minutes' where id = $1`,
      [crashed.payment_id],
    );
    const closed = (await pay(other.id, { card_number: '4242424242424242' })).json().request_details;
    expect(closed).toMatchObject({
      payment_id: crashed.payment_id,
      status: 'failed',
      decline_code: 'processing_error',
    });
  });

  it('bad input answers the envelope with field messages and changes nothing', async () => {
    const order = await cardOrder();
    const cases: [Record<string, unknown>, string][] = [
      [{ card_number: '4242424242424241' }, 'card_number'],
      [{ card_number: '4242424242424242', exp_month: 1, exp_year: 2020 }, 'exp_year'],
      [{ card_number: '4242424242424242', cvc: '12' }, 'cvc'],
      [{ card_number: '4242424242424242', surprise: 1 }, 'body'],
    ];
    for (const [card, field] of cases) {
      const response = await pay(order.id, card);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error_code).toBe('validation_failed');
      expect(JSON.stringify(body.error_message)).toContain(field === 'body' ? 'surprise' : field);
    }
    const noToken = await app.inject({
      method: 'POST',
      url: '/api/paynet/deposit',
      payload: { checkout_id: order.id, card_number: '4242424242424242', ...future },
    });
    expect(noToken.statusCode).toBe(401);
    const otherOrder = await cardOrder();
    const wrongToken = await app.inject({
      method: 'POST',
      url: '/api/paynet/deposit',
      headers: flowHeaders(otherOrder.id),
      payload: { checkout_id: order.id, card_number: '4242424242424242', ...future },
    });
    expect(wrongToken.statusCode).toBe(403);
    const bankOrder = await newOrder({ paymentMethod: 'SEPA' });
    const notCard = await pay(bankOrder.id, { card_number: '4242424242424242' });
    expect(notCard.statusCode).toBe(400);
    expect(await paymentRows(order.id)).toEqual([]);
    expect(await paymentRows(bankOrder.id)).toEqual([]);
    expect(await orderStatus(app, order.id)).toBe('created');
  });

  it('a saved card pays by its token and is listed by GET /users/getUserCards; the number is never stored or logged', async () => {
    const user = await createTestUser(app);
    // The member's session travels in its cookie; Authorization carries the flow token (spec §6).
    const session = {
      cookie: `token=${user.token}`,
      host: user.headers['host'] ?? 'localhost',
      origin: user.headers['origin'] ?? 'http://localhost',
    };
    const order = await cardOrder({ email: user.email });
    const first = await pay(
      order.id,
      { card_number: '5555 5555 5555 4444', save_card: true, holder_name: 'Ada Lovelace' },
      session,
    );
    expect(first.json().request_details).toMatchObject({
      status: 'authorized',
      card: { brand: 'mastercard', last4: '4444' },
    });
    const cards = await app.inject({ method: 'GET', url: '/api/users/getUserCards', headers: user.headers });
    expect(cards.statusCode).toBe(200);
    const saved = cards.json().request_details;
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ brand: 'mastercard', last4: '4444', holder_name: 'Ada Lovelace' });
    const second = await cardOrder({ email: user.email });
    const bySaved = await app.inject({
      method: 'POST',
      url: '/api/paynet/deposit',
      headers: { ...flowHeaders(second.id), ...session },
      payload: { checkout_id: second.id, card_id: saved[0].id },
    });
    expect(bySaved.json().request_details).toMatchObject({ status: 'authorized', card: { last4: '4444' } });
    const stranger = await cardOrder();
    const notTheirs = await app.inject({
      method: 'POST',
      url: '/api/paynet/deposit',
      headers: flowHeaders(stranger.id),
      payload: { checkout_id: stranger.id, card_id: saved[0].id },
    });
    expect(notTheirs.statusCode).toBe(404);

    const numbers = ['4242424242424242', '5555555555554444', '4000002760003184', '4000000000000002'];
    const tables = await database.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    for (const { table_name: table } of tables.rows) {
      const dump = await database.query<{ row: string }>(`select t::text as row from ${table} t`);
      const text = dump.rows.map((row) => row.row).join('\n');
      for (const number of numbers) expect(text, `${table} holds a card number`).not.toContain(number);
    }
    expect(logLines.length).toBeGreaterThan(0);
    const logs = logLines.join('\n');
    for (const number of numbers) expect(logs).not.toContain(number);
    expect(logs).not.toContain('5555 5555 5555 4444');
  });
});

describe('the sandbox PSP outside test mode', () => {
  it('is refused on a live platform', async () => {
    const { parseEnv } = await import('../../../config/env.js');
    expect(() => parseEnv({ TEST_MODE: '0', CARD_PSP: 'sandbox' })).toThrow(/sandbox card processor/);
    expect(parseEnv({ TEST_MODE: '0' }).rails.cardPsp).toBe('none');
    expect(parseEnv({ TEST_MODE: '1' }).rails.cardPsp).toBe('sandbox');
  });
});

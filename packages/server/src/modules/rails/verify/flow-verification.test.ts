import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import type { Database } from '../../../db/database.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { latestCode, otherCode, outboxFor } from '../../accounts/testing/accounts-test-client.js';
import { createTestOrder, openRailsTestApp, orderStatus, type TestOrder } from '../testing.js';

const future = { exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' };
let counter = 0;

forEachDatabase('guest buyer verification in the flow', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  const flowHeadersOf = new Map<string, Record<string, string>>();
  const flowHeaders = (orderId: string) => flowHeadersOf.get(orderId) ?? {};
  async function newOrder(input: Parameters<typeof createTestOrder>[1]): Promise<TestOrder> {
    const order = await createTestOrder(app, input);
    flowHeadersOf.set(order.id, order.headers);
    return order;
  }

  beforeAll(async () => {
    ({ app, database } = await openRailsTestApp(openTestDatabase, { brandCacheTtlMs: 0 }));
  });
  afterAll(async () => {
    await app.close();
  });

  function buyer(tag = '') {
    counter += 1;
    return { email: `guest${counter}${tag}@example.com`, mobile: `+4477009${String(counter).padStart(5, '0')}` };
  }

  async function register(
    orderId: string,
    contact: { email: string; mobile: string },
    extra: Record<string, unknown> = {},
  ) {
    return app.inject({
      method: 'POST',
      url: '/api/users/checkout/register',
      headers: flowHeaders(orderId),
      payload: {
        checkout_id: orderId,
        first_name: 'Grace',
        last_name: 'Hopper',
        date_of_birth: '1985-12-09',
        ...contact,
        ...extra,
      },
    });
  }

  const check = (orderId: string, query = '', headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/verify/checkVerify/${orderId}${query}`,
      headers: { ...flowHeaders(orderId), ...headers },
    });

  it('registers the buyer, links the flow user, sends both codes; the codes verify with the spec’s messages', async () => {
    const order = await newOrder({ paymentMethod: 'Credit Card' });
    const contact = buyer();
    const registered = await register(order.id, contact);
    expect(registered.statusCode).toBe(200);
    const details = registered.json().request_details;
    expect(details).toMatchObject({
      checkout_id: order.id,
      verification: { email: 'sent', sms: 'sent' },
      verified: { email: false, mobile: false, id: false },
    });
    expect(details.user_id).toMatch(/^usr_/);
    expect((await app.checkoutOrders.read(order.id))?.flowUserId).toBe(details.user_id);
    expect((await outboxFor(app, contact.email))[0]?.template).toBe('email_verification_code');
    expect((await outboxFor(app, contact.mobile))[0]?.template).toBe('sms_verification_code');

    const emailCode = await latestCode(app, contact.email);
    const wrong = await check(order.id, `?type=email&code=${otherCode(emailCode)}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error_message.code.error).toEqual(['You have entered an invalid code, Please try again.']);
    const wrongDe = await check(order.id, `?type=email&code=${otherCode(emailCode)}`, { cookie: 'locale=de' });
    expect(wrongDe.json().error_message.code.error[0]).not.toBe('You have entered an invalid code, Please try again.');
    const emailOk = await check(order.id, `?type=email&code=${emailCode}`);
    expect(emailOk.json().request_details).toMatchObject({
      verified: { email: true, mobile: false },
      message: null,
      id_state: 3,
    });
    const smsOk = await check(order.id, `?type=sms&code=${await latestCode(app, contact.mobile)}`);
    expect(smsOk.json().request_details).toMatchObject({
      verified: { email: true, mobile: true },
      message: 'You have successfully verified your account!',
    });
    const state = await check(order.id);
    expect(state.json().request_details.verified).toMatchObject({ email: true, mobile: true });
  });

  it('POST /checkout sends the codes through the rails; verified codes reach the order through PATCH /checkout/updatekyc', async () => {
    const order = await createTestOrder(app, { paymentMethod: 'SEPA', sendCodes: true });
    flowHeadersOf.set(order.id, order.headers);
    expect((await outboxFor(app, order.email))[0]?.template).toBe('email_verification_code');
    await check(order.id, `?type=email&code=${await latestCode(app, order.email)}`);
    const both = await check(order.id, `?type=sms&code=${await latestCode(app, order.mobile)}`);
    expect(both.json().request_details.message).toBe('You have successfully verified your account!');
    const kyc = await app.inject({
      method: 'PATCH',
      url: '/api/checkout/updatekyc',
      headers: order.headers,
      payload: { checkout_id: order.id },
    });
    expect(kyc.statusCode, kyc.body).toBe(200);
    expect(kyc.json().request_details.verified).toMatchObject({ email: true, mobile: true });
  });

  it('verification captures an authorised card payment (and not before)', async () => {
    const order = await newOrder({ paymentMethod: 'Credit Card' });
    const contact = buyer();
    await register(order.id, contact);
    const paid = await app.inject({
      method: 'POST',
      url: '/api/paynet/deposit',
      headers: flowHeaders(order.id),
      payload: { checkout_id: order.id, card_number: '4242424242424242', ...future },
    });
    expect(paid.json().request_details.order_status).toBe('authorized');
    await check(order.id, `?type=email&code=${await latestCode(app, contact.email)}`);
    expect(await orderStatus(app, order.id)).toBe('authorized');
    const done = await check(order.id, `?type=sms&code=${await latestCode(app, contact.mobile)}`);
    expect(done.json().request_details.order_status).toBe('paid');
  });

  it('resend and resetMobileCode work for the checkout buyer with the spec’s SMS message', async () => {
    const order = await newOrder({ paymentMethod: 'SEPA' });
    const contact = buyer();
    await register(order.id, contact);
    await database.query(
      `update one_time_codes set created_at = created_at - interval '61 seconds', expires_at = expires_at - interval '61 seconds'`,
    );
    const resent = await app.inject({
      method: 'POST',
      url: '/api/verify/resend',
      headers: flowHeaders(order.id),
      payload: { type: 'sms', checkout_id: order.id },
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().request_details.message).toBe('A new sms verification code was sent to your mobile');
    const tooSoon = await app.inject({
      method: 'POST',
      url: '/api/verify/resend',
      headers: flowHeaders(order.id),
      payload: { type: 'sms', checkout_id: order.id },
    });
    expect(tooSoon.statusCode).toBe(429);
    await database.query(
      `update one_time_codes set created_at = created_at - interval '61 seconds', expires_at = expires_at - interval '61 seconds'`,
    );
    const newMobile = '+447700911111';
    const reset = await app.inject({
      method: 'PATCH',
      url: `/api/verify/resetMobileCode/${order.id}`,
      headers: flowHeaders(order.id),
      payload: { mobile: newMobile },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().request_details.message).toBe('A new sms verification code was sent to your mobile');
    const code = await latestCode(app, newMobile);
    const ok = await check(order.id, `?type=sms&code=${code}`);
    expect(ok.json().request_details.verified.mobile).toBe(true);
    const noToken = await app.inject({
      method: 'POST',
      url: '/api/verify/resend',
      payload: { type: 'sms', checkout_id: order.id },
    });
    expect(noToken.statusCode).toBe(401);
    const noSession = await app.inject({ method: 'POST', url: '/api/verify/resend', payload: { type: 'sms' } });
    expect(noSession.statusCode).toBe(401);
  });

  it.each([
    ['', 1, 'successful'],
    ['+failed', 3, 'failed'],
    ['+review', 3, 'review'],
  ])('GET /verify/id in test mode: email tag %s gives id state %s', async (tag, idState, compliance) => {
    const order = await newOrder({ paymentMethod: 'Credit Card' });
    await register(order.id, buyer(tag));
    const response = await app.inject({
      method: 'GET',
      url: `/api/verify/id/${order.id}?ip=8.8.8.8`,
      headers: flowHeaders(order.id),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().request_details).toMatchObject({
      order_id: order.id,
      id_state: idState,
      compliance,
      ip_country: 'US',
      region_allowed: true,
    });
    expect((await check(order.id)).json().request_details).toMatchObject({
      id_state: idState,
      verified: { id: idState === 1 },
    });
  });

  it('the flow variants of GET /users/me and GET /users/compliance answer the flow user of the flow token', async () => {
    const order = await newOrder({ paymentMethod: 'Credit Card' });
    const contact = buyer('+review');
    const before = await app.inject({ method: 'GET', url: '/api/users/me?is_flow=1', headers: flowHeaders(order.id) });
    expect(before.statusCode).toBe(401);
    await register(order.id, contact);
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me?is_flow=1&ip=8.8.8.8',
      headers: flowHeaders(order.id),
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().request_details.user_info).toMatchObject({
      email: contact.email,
      firstName: 'Grace',
      emailVerification: 0,
    });
    expect(me.json().request_details.session_key).toBeUndefined();
    await app.inject({ method: 'GET', url: `/api/verify/id/${order.id}`, headers: flowHeaders(order.id) });
    const compliance = await app.inject({
      method: 'GET',
      url: '/api/users/compliance?is_flow=1&ip=8.8.8.8',
      headers: flowHeaders(order.id),
    });
    expect(compliance.statusCode, compliance.body).toBe(200);
    expect(compliance.json().request_details).toMatchObject({
      complianceVerification: 'review',
      id_state: 3,
      ip_country: 'US',
    });
    const notFlow = await app.inject({ method: 'GET', url: '/api/users/me', headers: flowHeaders(order.id) });
    expect(notFlow.statusCode).toBe(401);
    const noToken = await app.inject({ method: 'GET', url: '/api/users/compliance?is_flow=1' });
    expect(noToken.statusCode).toBe(401);
  });

  it('the region guard answers the spec’s message', async () => {
    await database.query(
      `update brands set configuration = jsonb_set(configuration, '{blocked_countries}', '["US"]'::jsonb) where id = 'brd_demo'`,
    );
    try {
      const order = await newOrder({ paymentMethod: 'Credit Card' });
      await register(order.id, buyer());
      const response = await app.inject({
        method: 'GET',
        url: `/api/verify/id/${order.id}?ip=8.8.8.8`,
        headers: flowHeaders(order.id),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error_message.region.error).toEqual([
        'Unfortunately we do not provide our services for this region.',
      ]);
    } finally {
      await database.query(
        `update brands set configuration = configuration - 'blocked_countries' where id = 'brd_demo'`,
      );
    }
  });

  it('bad input changes nothing', async () => {
    const order = await newOrder({ paymentMethod: 'Credit Card' });
    const contact = buyer();
    const bad = await register(order.id, { ...contact, email: 'not-an-email' }, { first_name: 'A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_message.email.error).toEqual(['Please enter a valid email address']);
    expect(bad.json().error_message.first_name).toBeDefined();
    const badDate = await register(order.id, contact, { date_of_birth: '31-01-1990' });
    expect(badDate.statusCode).toBe(400);
    const noToken = await app.inject({
      method: 'POST',
      url: '/api/users/checkout/register',
      payload: {
        checkout_id: order.id,
        first_name: 'Grace',
        last_name: 'Hopper',
        date_of_birth: '1985-12-09',
        ...contact,
      },
    });
    expect(noToken.statusCode).toBe(401);
    const rows = await database.query('select order_id from rails_flow_buyers where order_id = $1', [order.id]);
    expect(rows.rows).toEqual([]);
    expect(await outboxFor(app, contact.email)).toEqual([]);
    const codeBeforeRegister = await check(order.id, '?type=email&code=123456');
    expect(codeBeforeRegister.statusCode).toBe(400);
    const halfQuery = await check(order.id, '?type=email');
    expect(halfQuery.statusCode).toBe(400);
  });
});

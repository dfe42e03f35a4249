import { coinDescriptors, merchantMarketsDetailsSchema, sendLinkDetailsSchema } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { startSmtpTestServer, type SmtpTestServer } from '../notify/testing/smtp-test-server.js';
import { createTestMerchant, type TestMerchant } from './testing.js';

forEachDatabase('merchant base: POST /api/markets and POST /api/sendlink', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let merchant: TestMerchant;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildTestApp({ database });
    await app.rates.refresher.refreshNow();
    merchant = await createTestMerchant(app, { name: 'Shoe Shop', currencies: ['BTC', 'LTC', 'USDT'] });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('markets', () => {
    const markets = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/m/api/markets', payload: { merchant_id: merchant.merchantId, ...payload } });

    it("prices the merchant's coins in the fiat asked for: 2 decimals, and 8 for the coins per unit", async () => {
      const response = await markets({ currency: 'usd' });
      expect(response.statusCode).toBe(200);
      const details = merchantMarketsDetailsSchema.parse(response.json().request_details);
      expect(details.currency).toBe('USD');
      expect(details.markets.map((market) => [market.iso, market.pair, market.name])).toEqual([
        ['BTC', 'USD_BTC', 'Bitcoin'],
        ['LTC', 'USD_LTC', 'Litecoin'],
        ['USDT', 'USD_USDT', 'Tether USD'],
      ]);
      const rates = await app.inject({
        method: 'POST',
        url: '/m/api/rates',
        payload: { merchant_id: merchant.merchantId, currencies: ['USD_BTC', 'BTC_USD'] },
      });
      const exact = rates.json().request_details.rates as Record<string, string>;
      for (const market of details.markets) {
        expect(market.price).toMatch(/^[0-9]+\.[0-9]{2}$/);
        expect(market.rate).toMatch(/^[0-9]+\.[0-9]{8}$/);
      }
      const btc = details.markets[0]!;
      // Cut, never rounded up: the exact rate starts with the shown digits.
      expect(`${exact['USD_BTC']}00`.startsWith(btc.price.replace(/0+$/, '').replace(/\.$/, ''))).toBe(true);
      expect(Number(btc.price) * Number(btc.rate)).toBeGreaterThan(0.99);
      expect(Number(btc.price) * Number(btc.rate)).toBeLessThanOrEqual(1.0000001);
      // Default fiat: EUR.
      expect((await markets({})).json().request_details.currency).toBe('EUR');
    });

    it('answers a visitor (no merchant_id) with the market state of every market coin from the price history', async () => {
      const response = await app.inject({ method: 'POST', url: '/m/api/markets', payload: { currency: 'GBP' } });
      expect(response.statusCode).toBe(200);
      const details = merchantMarketsDetailsSchema.parse(response.json().request_details);
      expect(Object.keys(details.details ?? {}).sort()).toEqual(coinDescriptors.map((coin) => coin.iso).sort());
      expect(details.rates?.['GBP_ADA']).toBe(details.details?.['ADA']?.price);
      expect(details.summary?.['ada']).toBe(coinDescriptors.find((coin) => coin.id === 'ada')?.summary);
      // The platform's wallet coins priced like a merchant's, from the same history.
      expect(details.markets.map((market) => market.iso)).toEqual(['BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC']);
      expect(details.markets[0]?.price).toMatch(/^[0-9]+\.[0-9]{2}$/);
    });

    it("answers 'Merchant not recognized!' for unknown merchants and refuses other fiat", async () => {
      const unknown = await app.inject({
        method: 'POST',
        url: '/m/api/markets',
        payload: { merchant_id: 'mer_nobody' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        request_status: 0,
        error_code: 'not_found',
        error_message: { general: { error: ['Merchant not recognized!'] } },
      });
      const badFiat = await markets({ currency: 'BTC' });
      expect(badFiat.statusCode).toBe(400);
      expect(badFiat.json().error_message.currency).toBeDefined();
    });

    it("answers spec §8's rates message when a rate is stale or missing, never a mix", async () => {
      const failure = { general: { error: ['Some problem occurred. please try again later'] } };
      await database.query(`update rate_snapshots set observed_at = observed_at - interval '2 days'`);
      const stale = await markets({ currency: 'EUR' });
      expect(stale.statusCode).toBe(503);
      expect(stale.json()).toMatchObject({ error_code: 'service_unavailable', error_message: failure });
      await app.rates.refresher.refreshNow();
      expect((await markets({ currency: 'EUR' })).statusCode).toBe(200);
      await database.query(`delete from rate_snapshots where pair = 'GBP_LTC'`);
      const missing = await markets({ currency: 'GBP' });
      expect(missing.statusCode).toBe(503);
      expect(missing.json().error_message).toEqual(failure);
      await app.rates.refresher.refreshNow();
      expect((await markets({ currency: 'GBP' })).statusCode).toBe(200);
    });
  });

  describe('sendlink', () => {
    const newLink = async (payload: Record<string, unknown> = {}) => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/users/merchant/payments',
        headers: merchant.user.headers,
        payload: { amount: '1234.50', currency: 'EUR', product: 'Running shoes', ...payload },
      });
      expect(created.statusCode).toBe(200);
      return created.json().request_details.transaction_id as string;
    };
    const sendLink = (payload: Record<string, unknown>, headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/m/api/sendlink',
        headers,
        payload: { merchant_id: merchant.merchantId, ...payload },
      });
    const withKey = (key: string) => ({ authorization: `Bearer ${key}` });
    const outbox = async (to: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/test-mode/outbox?to=${encodeURIComponent(to)}` });
      expect(response.statusCode).toBe(200);
      return response.json().request_details.messages as {
        template: string;
        locale: string;
        subject: string;
        text_body: string;
        html_body: string;
      }[];
    };

    it("emails the hosted link in the customer's language with the secret key", async () => {
      const paymentId = await newLink();
      const sent = await sendLink(
        { transaction_id: paymentId, email: 'Kunde@Example.com', lang: 'de' },
        withKey(merchant.keys.secret),
      );
      expect(sent.statusCode).toBe(200);
      const details = sendLinkDetailsSchema.parse(sent.json().request_details);
      expect(details).toMatchObject({
        email: 'kunde@example.com',
        lang: 'de',
        sends: 1,
        sends_left: 4,
        replayed: false,
      });
      expect(details.link).toBe(
        `http://localhost:80/widget/?merchant_id=${merchant.merchantId}&transaction_id=${paymentId}&lang=de`,
      );
      const [email, ...others] = await outbox('kunde@example.com');
      expect(others).toEqual([]);
      expect(email).toMatchObject({
        template: 'payment_link',
        locale: 'de',
        subject: '[TESTMODUS] Zahlungsanforderung von Shoe Shop',
      });
      expect(email!.text_body).toContain(details.link);
      expect(email!.text_body).toContain('Running shoes');
      expect(email!.text_body).toMatch(/1\.234,50/);
    });

    it('sends English for a language that is not one of the 7, and works with the merchant session', async () => {
      const paymentId = await newLink({ product: undefined });
      const sent = await sendLink(
        { transaction_id: paymentId, email: 'buyer@example.com', lang: 'xx' },
        merchant.user.headers,
      );
      expect(sent.statusCode).toBe(200);
      expect(sent.json().request_details.lang).toBe('en');
      const [email] = await outbox('buyer@example.com');
      expect(email).toMatchObject({ locale: 'en', subject: '[TEST MODE] Payment request from Shoe Shop' });
      // Spec §2's default product of the widget header.
      expect(email!.text_body).toContain('Merchandise');
    });

    it('refuses without the secret key or with another merchant’s, and bad input, sending nothing', async () => {
      const paymentId = await newLink();
      const other = await createTestMerchant(app);
      const body = { transaction_id: paymentId, email: 'nobody@example.com', lang: 'en' };
      expect((await sendLink(body, {})).statusCode).toBe(401);
      expect((await sendLink(body, withKey(merchant.keys.publishable))).statusCode).toBe(401);
      expect((await sendLink(body, withKey('sk_test_nope'))).statusCode).toBe(401);
      expect((await sendLink(body, withKey(other.keys.secret))).statusCode).toBe(403);
      expect((await sendLink(body, other.user.headers)).statusCode).toBe(403);
      const badEmail = await sendLink({ ...body, email: 'not-an-email' }, withKey(merchant.keys.secret));
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().error_message.email.error[0]).toBe('Please enter a valid email address');
      const unknownMerchant = await app.inject({
        method: 'POST',
        url: '/m/api/sendlink',
        headers: withKey(merchant.keys.secret),
        payload: { ...body, merchant_id: 'mer_nobody' },
      });
      expect(unknownMerchant.json().error_message.general.error[0]).toBe('Merchant not recognized!');
      const otherPayment = await sendLink({ ...body, transaction_id: 'pay_000' }, withKey(merchant.keys.secret));
      expect(otherPayment.statusCode).toBe(404);
      expect(await outbox('nobody@example.com')).toEqual([]);
    });

    it('is idempotent per key, stops at 5 emails per payment, and only while the payment is open', async () => {
      const paymentId = await newLink();
      const key = withKey(merchant.keys.secret);
      const first = await sendLink(
        { transaction_id: paymentId, email: 'again@example.com', idempotency_key: 'k-1' },
        key,
      );
      const replay = await sendLink(
        { transaction_id: paymentId, email: 'again@example.com' },
        {
          ...key,
          'idempotency-key': 'k-1',
        },
      );
      expect(replay.json().request_details).toMatchObject({ replayed: true, sends: 1 });
      expect(first.json().request_details.replayed).toBe(false);
      expect(await outbox('again@example.com')).toHaveLength(1);
      const conflict = await sendLink(
        { transaction_id: paymentId, email: 'someone@example.com', idempotency_key: 'k-1' },
        key,
      );
      expect(conflict.statusCode).toBe(409);
      for (let send = 2; send <= 5; send += 1) {
        const response = await sendLink({ transaction_id: paymentId, email: `n${send}@example.com` }, key);
        expect(response.json().request_details).toMatchObject({ sends: send, sends_left: 5 - send });
      }
      const sixth = await sendLink({ transaction_id: paymentId, email: 'n6@example.com' }, key);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().error_code).toBe('rate_limited');
      expect(await outbox('n6@example.com')).toEqual([]);

      const expiredId = await newLink();
      await database.query(
        `update merchant_payments set expires_at = now() - interval '1 second', link_expires_at = now() - interval '1 second'
         where id = $1`,
        [expiredId],
      );
      const expired = await sendLink({ transaction_id: expiredId, email: 'late@example.com' }, key);
      expect(expired.statusCode).toBe(409);
      expect(expired.json().error_message.transaction_id.error[0]).toBe(
        'Session Expired Please Make another transaction.',
      );
    });
  });
});

forEachDatabase('POST /api/sendlink over real SMTP', ({ openTestDatabase }) => {
  let app: App;
  let smtp: SmtpTestServer;
  let merchant: TestMerchant;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    app = await buildTestApp({
      database: await openTestDatabase(),
      env: { SMTP_URL: smtp.url, SMTP_FROM: 'payments@example.com', PUBLIC_URL: 'https://pay.example.com' },
    });
    merchant = await createTestMerchant(app, { name: 'Mail Shop' });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('delivers the payment link email, with the PUBLIC_URL link, to the customer', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/users/merchant/payments',
      headers: merchant.user.headers,
      payload: { amount: '75.00', currency: 'GBP', product: 'Gift card' },
    });
    const paymentId = created.json().request_details.transaction_id as string;
    const sent = await app.inject({
      method: 'POST',
      url: '/m/api/sendlink',
      headers: { authorization: `Bearer ${merchant.keys.secret}` },
      payload: {
        merchant_id: merchant.merchantId,
        transaction_id: paymentId,
        email: 'customer@example.com',
        lang: 'es',
      },
    });
    expect(sent.statusCode).toBe(200);
    const link = `https://pay.example.com/widget/?merchant_id=${merchant.merchantId}&transaction_id=${paymentId}&lang=es`;
    expect(sent.json().request_details.link).toBe(link);
    const report = await app.notify.deliverPending();
    expect(report).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['customer@example.com']);
    // Quoted-printable soft line breaks and escapes undone.
    const body = smtp.received[0]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain(link);
    expect(body).toContain('Gift card');
  });
});

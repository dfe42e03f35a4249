import { failureEnvelopeSchema } from '@platform/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTestUser } from '../accounts/testing.js';
import { createTestMerchant } from '../merchants/testing.js';
import { unknownHostMessage } from './brand-resolver.js';

interface LogLine {
  level: number;
  msg: string;
  statusCode?: number;
}

const misdirected = {
  request_status: 0,
  error_code: 'misdirected_request',
  error_message: { host: { error: [unknownHostMessage] } },
};

forEachDatabase('a Host that names no brand', ({ openTestDatabase }) => {
  let app: App;
  const logs: LogLine[] = [];
  beforeAll(async () => {
    app = await buildTestApp({
      database: await openTestDatabase(),
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => logs.push(JSON.parse(line) as LogLine) },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  /** Every log line of the requests since `from`, by level: 421s at info (30), never error (50). */
  const levelsSince = (from: number) => logs.slice(from).map((line) => line.level);

  it('answers 421 misdirected_request in the envelope to a reset-link request, logged at info', async () => {
    const user = await createTestUser(app);
    const from = logs.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/forgetPassword',
      headers: { host: 'phishing.example' },
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(421);
    expect(failureEnvelopeSchema.parse(response.json())).toEqual(misdirected);
    expect(levelsSince(from)).toContain(30);
    expect(levelsSince(from).filter((level) => level >= 50)).toEqual([]);
    expect(logs.slice(from).some((line) => line.statusCode === 421 && line.msg === 'request rejected')).toBe(true);
  });

  it("answers 421 to a payment-link email asked for on another host than the merchant's brand", async () => {
    await app.rates.refresher.refreshNow();
    const merchant = await createTestMerchant(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/users/merchant/payments',
      headers: merchant.user.headers,
      payload: { amount: '12.50', currency: 'EUR' },
    });
    const from = logs.length;
    const response = await app.inject({
      method: 'POST',
      url: '/m/api/sendlink',
      headers: { host: 'phishing.example', authorization: `Bearer ${merchant.keys.secret}` },
      payload: {
        merchant_id: merchant.merchantId,
        transaction_id: created.json().request_details.transaction_id,
        email: 'buyer@example.com',
      },
    });
    expect(response.statusCode).toBe(421);
    expect(failureEnvelopeSchema.parse(response.json())).toEqual(misdirected);
    expect(levelsSince(from).filter((level) => level >= 50)).toEqual([]);
  });
});

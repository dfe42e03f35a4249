import { endpoints, type AnyEndpoint } from '@platform/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTestMerchant, type TestMerchant } from './testing.js';

type Part = 'body' | 'query';

interface Case {
  /** A valid request of the row (its answer is not a 400). */
  input: Record<string, unknown>;
  part: Part;
  /** The valid request is not sent (a stream never ends under inject): only the mistyped one. */
  skipValid?: boolean;
  headers?: (merchant: TestMerchant) => Record<string, string>;
}

const mistyped = 'merchant_idd';

forEachDatabase('unknown keys in merchant-base calls', ({ openTestDatabase }) => {
  let app: App;
  let merchant: TestMerchant;
  let paymentId: string;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase() });
    await app.rates.refresher.refreshNow();
    merchant = await createTestMerchant(app);
    const created = await app.inject({
      method: 'POST',
      url: '/m/api/transaction',
      headers: { authorization: `Bearer ${merchant.keys.secret}` },
      payload: { merchant_id: merchant.merchantId, amount: '10', currency: 'EUR' },
    });
    paymentId = created.json().request_details.transaction_id as string;
  });
  afterAll(async () => {
    await app.close();
  });

  const cases = (): Record<string, Case> => {
    const ids = { merchant_id: merchant.merchantId, transaction_id: paymentId };
    const secretKey = (m: TestMerchant) => ({ authorization: `Bearer ${m.keys.secret}` });
    return {
      getMerchantCurrencies: { part: 'body', input: { merchant_id: merchant.merchantId } },
      getMerchant: { part: 'query', input: { merchant_id: merchant.merchantId } },
      createMerchantTransaction: {
        part: 'body',
        input: { merchant_id: merchant.merchantId, amount: '5', currency: 'EUR' },
        headers: secretKey,
      },
      getMerchantTransactionStatus: { part: 'body', input: ids },
      setMerchantTransactionCurrency: { part: 'body', input: { ...ids, currency_1_iso: 'LTC' } },
      getMerchantTransactionEvents: { part: 'query', input: ids, skipValid: true },
      getMarkets: { part: 'body', input: { merchant_id: merchant.merchantId } },
      sendLink: { part: 'body', input: { ...ids, email: 'buyer@example.com' }, headers: secretKey },
      getMerchantRates: { part: 'body', input: { merchant_id: merchant.merchantId, currencies: ['EUR_BTC'] } },
      getMarketRates: { part: 'query', input: { for: 'market' } },
    };
  };

  const send = (row: AnyEndpoint, testCase: Case, input: Record<string, unknown>) => {
    const url = `/m${row.path}`;
    const headers = testCase.headers?.(merchant) ?? {};
    if (testCase.part === 'query') {
      const query = new URLSearchParams(
        Object.entries(input).map(([key, value]): [string, string] => [key, String(value)]),
      );
      return app.inject({ method: row.method, url: `${url}?${query}`, headers });
    }
    return app.inject({ method: row.method, url, headers, payload: input });
  };

  it('has a case for every served row of the merchant base', () => {
    const merchantRows = Object.entries(endpoints)
      .filter(([, row]) => (row as AnyEndpoint).base === 'merchant' && (row as AnyEndpoint).status === 'served')
      .map(([name]) => name)
      .sort();
    expect(Object.keys(cases()).sort()).toEqual(merchantRows);
  });

  it('answers 400 validation_failed naming a key the row does not know, where the same call without it passes validation', async () => {
    for (const [name, testCase] of Object.entries(cases())) {
      const row = endpoints[name as keyof typeof endpoints] as AnyEndpoint;
      if (testCase.skipValid !== true) {
        const valid = await send(row, testCase, testCase.input);
        expect(valid.statusCode, `${name}: ${valid.body}`).not.toBe(400);
      }
      const wrong = await send(row, testCase, { ...testCase.input, [mistyped]: 'x' });
      expect(wrong.statusCode, `${name}: ${wrong.body}`).toBe(400);
      const answer = wrong.json() as { error_code: string; error_message: Record<string, { error: string[] }> };
      expect(answer.error_code, name).toBe('validation_failed');
      expect(JSON.stringify(answer.error_message), name).toContain(`Unrecognized key: \\"${mistyped}\\"`);
    }
  });
});

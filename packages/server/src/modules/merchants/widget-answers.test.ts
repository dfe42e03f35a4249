import { readFileSync, writeFileSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { closeMerchantTestApp, openMerchantTestApp, payOnSimulatedChain, type TestMerchant } from './testing.js';

/**
 * The widget's hand-written answer checks (packages/widget src/api/payment-checks.ts) are tested
 * against the answers this module really gives: the fixture file below holds one answer per row and
 * situation, and this test proves each has the shape (keys and JSON types, all the way down) of
 * the answer the route gives now. `UPDATE_WIDGET_FIXTURES=1` writes the file from these answers.
 */
const fixturesUrl = new URL('../../../../widget/src/api/fixtures/server-answers.json', import.meta.url);

type Answers = Record<string, Record<string, unknown>>;

/** The shape of a JSON value: its type, and for objects and arrays the shapes inside. */
function shapeOf(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.map(shapeOf);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(entries.map(([key, inner]) => [key, shapeOf(inner)]));
  }
  return typeof value;
}

forEachDatabase('the answers the widget reads', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let merchant: TestMerchant;

  beforeAll(async () => {
    ({ app, database, merchant } = await openMerchantTestApp(openTestDatabase));
  });
  afterAll(() => closeMerchantTestApp({ app, database }));

  async function details(request: InjectOptions): Promise<unknown> {
    const response = await app.inject(request);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().request_details;
  }
  const ids = (paymentId: string) => ({ transaction_id: paymentId, merchant_id: merchant.merchantId });
  const status = (paymentId: string) =>
    details({ method: 'POST', url: '/m/api/transaction/status', payload: ids(paymentId) });

  async function realAnswers(): Promise<Answers> {
    const created = (await details({
      method: 'POST',
      url: '/m/api/transaction',
      headers: { authorization: `Bearer ${merchant.keys.secret}` },
      payload: { merchant_id: merchant.merchantId, amount: '25.50', currency: 'EUR', order_id: 'W-1', c1: 'blue' },
    })) as { transaction_id: string };
    const awaitingCurrency = await status(created.transaction_id);
    const coinChosen = await details({
      method: 'POST',
      url: '/m/api/transaction/currency',
      payload: { ...ids(created.transaction_id), currency_1_iso: 'LTC' },
    });
    const partly = await payOnSimulatedChain(app, merchant, { amount: '10', paid: (due) => due / 2n });
    const settled = await payOnSimulatedChain(app, merchant, { amount: '12', blocks: 2 });
    return {
      getMerchant: {
        profile: await details({ method: 'GET', url: `/m/api/merchant?merchant_id=${merchant.merchantId}` }),
      },
      getMerchantCurrencies: {
        coins: await details({
          method: 'POST',
          url: '/m/api/currencies',
          payload: { merchant_id: merchant.merchantId },
        }),
      },
      getMerchantTransactionStatus: {
        awaitingCurrency,
        partlyPaid: await status(partly.transaction_id),
        settled: await status(settled.transaction_id),
      },
      setMerchantTransactionCurrency: { coinChosen },
    };
  }

  it('are stored for the widget in the shapes the routes answer', async () => {
    const answers = await realAnswers();
    if (process.env['UPDATE_WIDGET_FIXTURES'] === '1') {
      writeFileSync(fixturesUrl, `${JSON.stringify(answers, null, 2)}\n`);
    }
    const stored = JSON.parse(readFileSync(fixturesUrl, 'utf8')) as Answers;
    expect(Object.keys(stored).sort()).toEqual(Object.keys(answers).sort());
    for (const [row, situations] of Object.entries(answers)) {
      expect(Object.keys(stored[row] ?? {}).sort(), row).toEqual(Object.keys(situations).sort());
      for (const [situation, answer] of Object.entries(situations)) {
        expect(shapeOf(stored[row]?.[situation]), `${row} ${situation}`).toEqual(shapeOf(answer));
      }
    }
  });
});

import { randomBytes } from 'node:crypto';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { buildTestApp, type TestAppOptions } from '../../testing/test-app.js';
import { encodeSegwitAddress } from '@platform/core/addresses';
import { saveCard } from './card/saved-cards.js';
import { latestCode } from '../accounts/testing/accounts-test-client.js';
import { getBalances } from '../ledger/index.js';

/** Tests only: a test-mode app with rates loaded (quotes need them). */
export async function openRailsTestApp(
  openTestDatabase: () => Promise<Database>,
  options: Omit<TestAppOptions, 'database'> = {},
): Promise<{ app: App; database: Database }> {
  const database = await openTestDatabase();
  const app = await buildTestApp({ ...options, database, env: { TEST_MODE: '1', ...options.env } });
  await app.rates.refresher.refreshNow();
  return { app, database };
}

export interface TestOrder {
  id: string;
  email: string;
  mobile: string;
  bankReference: string;
  /** Authorization with the order's flow token. */
  headers: Record<string, string>;
}

let counter = 0;

/** A regtest BTC address (P2WPKH of a fixed 20-byte program). */
const regtestBtcAddress = () =>
  encodeSegwitAddress({ hrp: 'bcrt', witnessVersion: 0, program: new Uint8Array(20).fill(7) });

/**
 * Tests only: a real checkout order through POST /checkout/init and /checkout/create (no codes
 * sent), 250 EUR of BTC by default, with a fresh buyer email (the no-KYC limit counts per email).
 */
export async function createTestOrder(
  app: App,
  input: { paymentMethod: string; email?: string; mobile?: string; amount?: string; sendCodes?: boolean },
): Promise<TestOrder> {
  counter += 1;
  const email = input.email ?? `buyer${counter}-${randomBytes(3).toString('hex')}@example.com`;
  const mobile = input.mobile ?? `+4477009${String(counter % 100000).padStart(5, '0')}`;
  const init = await app.inject({
    method: 'POST',
    url: '/api/checkout/init',
    payload: {
      fiat_currency: 'EUR',
      crypto_currency: 'BTC',
      ...(input.amount === undefined ? {} : { fiat_amount: input.amount }),
    },
  });
  if (init.statusCode !== 200) throw new Error(`init ${init.statusCode}: ${init.body}`);
  const created = await app.inject({
    method: 'POST',
    url: input.sendCodes === true ? '/api/checkout' : '/api/checkout/create',
    payload: {
      quote_id: init.json().request_details.quote.quote_id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email,
      mobile,
      date_of_birth: '1990-01-31',
      crypto_address: regtestBtcAddress(),
      payment_method: input.paymentMethod,
      accept_terms: true,
      accept_refund_policy: true,
    },
  });
  if (created.statusCode !== 200) throw new Error(`create ${created.statusCode}: ${created.body}`);
  const details = created.json().request_details as { transaction_token: string; flow_token: string };
  const order = await app.checkoutOrders.read(details.transaction_token);
  return {
    id: details.transaction_token,
    email,
    mobile,
    bankReference: order!.bankReference,
    headers: { authorization: details.flow_token },
  };
}

export async function orderStatus(app: App, orderId: string): Promise<string | undefined> {
  return (await app.checkoutOrders.read(orderId))?.status;
}

/** The order's recorded events of one kind that changed its state (replays are recorded unchanged). */
export async function orderEvents(database: Database, orderId: string, event: string): Promise<{ amount: string }[]> {
  const result = await database.query<{ amount: string }>(
    `select amount::text as amount from checkout_order_events where order_id = $1 and event = $2 and from_status <> to_status`,
    [orderId, event],
  );
  return result.rows;
}

/**
 * Tests only: a card the user saved when paying (the sandbox PSP tokenises the test card number, as
 * POST /paynet/deposit with save_card does); answers the saved card's id (GET /users/getUserCards').
 */
export async function saveTestCard(
  app: App,
  input: { brandId: string; userId: string; email: string; number: string },
): Promise<string> {
  const psp = app.rails.sandbox;
  if (psp === null) throw new Error('saveTestCard needs the sandbox card processor (test mode)');
  const token = await psp.tokenize({
    number: input.number,
    expiryMonth: 12,
    expiryYear: new Date().getUTCFullYear() + 3,
    cvc: '123',
    holderName: 'Ada Lovelace',
  });
  await saveCard(app.database, {
    brandId: input.brandId,
    userId: input.userId,
    email: input.email,
    psp: psp.name,
    token,
    holderName: 'Ada Lovelace',
  });
  const saved = await app.database.query<{ id: string }>(
    'select id from rails_saved_cards where brand_id = $1 and card_token = $2',
    [input.brandId, token.token],
  );
  return saved.rows[0]!.id;
}

const futureCard = { exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' };

/** Tests only: a card order paid with 4242…: the buyer verifies first, so the authorisation is captured at once. */
export async function createPaidCardOrder(app: App, input: { amount?: string } = {}): Promise<TestOrder> {
  const order = await createTestOrder(app, { paymentMethod: 'Credit Card', ...input });
  const registered = await app.inject({
    method: 'POST',
    url: '/api/users/checkout/register',
    headers: order.headers,
    payload: {
      checkout_id: order.id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: order.email,
      mobile: order.mobile,
      date_of_birth: '1990-01-31',
    },
  });
  if (registered.statusCode !== 200) throw new Error(`register ${registered.statusCode}: ${registered.body}`);
  for (const [type, to] of [
    ['email', order.email],
    ['sms', order.mobile],
  ] as const) {
    const code = await latestCode(app, to);
    const checked = await app.inject({
      method: 'GET',
      url: `/api/verify/checkVerify/${order.id}?type=${type}&code=${code}`,
      headers: order.headers,
    });
    if (checked.statusCode !== 200) throw new Error(`checkVerify ${checked.statusCode}: ${checked.body}`);
  }
  const paid = await app.inject({
    method: 'POST',
    url: '/api/paynet/deposit',
    headers: order.headers,
    payload: { checkout_id: order.id, card_number: '4242424242424242', holder_name: 'Ada Lovelace', ...futureCard },
  });
  if (paid.json().request_details?.status !== 'captured') throw new Error(`deposit: ${paid.body}`);
  return order;
}

/** Tests only: a SEPA order paid by the operator's exact bank line; answers the order and the line's id. */
export async function createPaidBankOrder(
  app: App,
  operatorHeaders: Record<string, string>,
): Promise<TestOrder & { bankTransactionId: string }> {
  const order = await createTestOrder(app, { paymentMethod: 'SEPA' });
  await app.inject({
    method: 'POST',
    url: '/api/paynet/wirePreAuth',
    headers: order.headers,
    payload: { checkout_id: order.id, payment_method: 'SEPA' },
  });
  const bankTransactionId = `BNK-${randomBytes(6).toString('hex')}`;
  const line = await app.inject({
    method: 'POST',
    url: '/api/operator/checkoutBankLines',
    headers: operatorHeaders,
    payload: {
      reference: order.bankReference,
      currency: 'EUR',
      amount: '250.00',
      bank_transaction_id: bankTransactionId,
      value_date: new Date().toISOString().slice(0, 10),
    },
  });
  if (line.json().request_details?.order_status !== 'paid') throw new Error(`bank line: ${line.body}`);
  return { ...order, bankTransactionId };
}

/** Tests only: the demo brand's EUR and BTC liquidity, posted and available (0 for an account not opened yet). */
export async function brandLiquidity(database: Database): Promise<[string, bigint, bigint][]> {
  const rows = await getBalances(database, 'brand:brd_demo');
  const of = (asset: string) => rows.find((row) => row.asset === asset && row.kind === 'liquidity');
  return ['EUR', 'BTC'].map((asset) => [asset, of(asset)?.posted ?? 0n, of(asset)?.available ?? 0n]);
}

import { randomBytes } from 'node:crypto';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { buildTestApp } from '../../testing/test-app.js';
import { createTestUser, type TestUser } from '../accounts/testing.js';
import { expectLedgerReconciles } from '../wallets/testing.js';
import { rotateMerchantKeys, type MerchantKeyPair } from './api-keys.js';

export interface TestMerchant {
  user: TestUser;
  merchantId: string;
  keys: MerchantKeyPair;
}

/**
 * Tests only: a merchant user (widget and fiat_withdrawals permissions) of the host's brand with a
 * merchants row and keys of the app's mode.
 */
export async function createTestMerchant(
  app: App,
  options: {
    name?: string;
    feeBps?: number;
    toleranceBps?: number;
    allowedOrigins?: string[];
    currencies?: string[];
  } = {},
): Promise<TestMerchant> {
  const user = await createTestUser(app, {
    permissions: { send: '1', widget: '1', fiat_withdrawals: '1', withdrawal: '1' },
  });
  const merchantId = `mer_${randomBytes(8).toString('hex')}`;
  const brand = await app.database.query<{ brand_id: string }>('select brand_id from users where id = $1', [
    user.userId,
  ]);
  await app.database.query(
    `insert into merchants (id, brand_id, user_id, name, fee_bps, tolerance_bps, allowed_origins, currencies)
     values ($1, $2, $3, $4, $5, $6, $7, coalesce($8::text[], array['BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC']))`,
    [
      merchantId,
      brand.rows[0]!.brand_id,
      user.userId,
      options.name ?? 'Test Shop',
      options.feeBps ?? 100,
      options.toleranceBps ?? 0,
      options.allowedOrigins ?? [],
      options.currencies ?? null,
    ],
  );
  const keys = await app.database.transaction((transaction) =>
    rotateMerchantKeys(transaction, merchantId, app.merchants.context.testMode ? 'test' : 'live'),
  );
  return { user, merchantId, keys };
}

export interface MerchantTestApp {
  app: App;
  database: Database;
  merchant: TestMerchant;
}

/**
 * Tests only: an app on the simulated chain (2 confirmations) over a fresh test database, with
 * rates loaded and one merchant. Pair with closeMerchantTestApp, which checks the books first.
 */
export async function openMerchantTestApp(
  openTestDatabase: () => Promise<Database>,
  merchantOptions: Parameters<typeof createTestMerchant>[1] = {},
): Promise<MerchantTestApp> {
  const database = await openTestDatabase();
  const app = await buildTestApp({ database, env: { CHAIN_SIM_CONFIRMATIONS: '2' } });
  await app.rates.refresher.refreshNow();
  const merchant = await createTestMerchant(app, { feeBps: 100, ...merchantOptions });
  return { app, database, merchant };
}

/** Tests only: the ledger reconciles, then the app closes. */
export async function closeMerchantTestApp({
  app,
  database,
}: Pick<MerchantTestApp, 'app' | 'database'>): Promise<void> {
  await expectLedgerReconciles(database);
  await app.close();
}

/** Tests only: the merchant's session re-authenticated (payouts need a step-up). */
export async function stepUp(app: App, merchant: TestMerchant): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/reauthenticate',
    headers: merchant.user.headers,
    payload: { password: merchant.user.password },
  });
  if (response.statusCode !== 200) throw new Error(`step-up failed: ${response.body}`);
}

/** Base units of a coin with 8 decimals as the decimal string the simulated chain takes. */
export const coins8 = (baseUnits: bigint) =>
  `${baseUnits / 100_000_000n}.${(baseUnits % 100_000_000n).toString().padStart(8, '0')}`;

/**
 * Tests only: a payment created with the merchant's secret key in LTC, paid on the simulated
 * chain with `paid` (default: the amount due) and taken through `confirmations` mined blocks
 * (watcher and payment pass after each). Answers the created payment.
 */
export async function payOnSimulatedChain(
  app: App,
  merchant: TestMerchant,
  options: {
    amount: string;
    paid?: (dueBaseUnits: bigint) => bigint;
    blocks?: number;
    extra?: Record<string, unknown>;
  },
): Promise<{ transaction_id: string; currency_1_amount: string; currency_1_address: string; due: bigint }> {
  const created = await app.inject({
    method: 'POST',
    url: '/m/api/transaction',
    headers: { authorization: `Bearer ${merchant.keys.secret}` },
    payload: {
      merchant_id: merchant.merchantId,
      amount: options.amount,
      currency: 'EUR',
      currency_1_iso: 'LTC',
      ...options.extra,
    },
  });
  if (created.statusCode !== 200) throw new Error(`creating a payment failed: ${created.body}`);
  const payment = created.json().request_details as {
    transaction_id: string;
    currency_1_amount: string;
    currency_1_address: string;
  };
  const due = BigInt(payment.currency_1_amount.replace('.', ''));
  const paid = options.paid?.(due) ?? due;
  const pay = await app.inject({
    method: 'POST',
    url: '/api/test-mode/chain/pay',
    payload: { address: payment.currency_1_address, amount: coins8(paid), currency: 'LTC' },
  });
  if (pay.statusCode !== 200) throw new Error(`paying failed: ${pay.body}`);
  await app.chains.watchers.LTC!.runCycle();
  await app.merchants.refreshOpen();
  for (let block = 0; block < (options.blocks ?? 0); block += 1) {
    await app.chains.simulated.LTC!.mine();
    await app.chains.watchers.LTC!.runCycle();
    await app.merchants.refreshOpen();
  }
  return { ...payment, due };
}

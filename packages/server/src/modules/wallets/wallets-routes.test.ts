import { envelopeSchema, userBalancesDetailsSchema } from '@platform/core';
import { validateAddress } from '@platform/core/addresses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../accounts/testing.js';
import { refreshRates } from '../rates/refresh-rates.js';
import { expectLedgerReconciles } from './testing.js';

const balancesEnvelope = envelopeSchema(userBalancesDetailsSchema);

forEachDatabase('wallets routes', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let operator: TestUser;
  let depositCounter = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildTestApp({ database });
    operator = await createTestUser(app, { role: 'operator' });
  });
  afterAll(async () => {
    await expectLedgerReconciles(database);
    await app.close();
  });

  const createWallet = (user: TestUser, body: unknown) =>
    app.inject({ method: 'POST', url: '/api/users/createWallet', headers: user.headers, payload: body as object });
  const balances = async (user: TestUser) => {
    const response = await app.inject({ method: 'GET', url: '/api/users/getUserBalances', headers: user.headers });
    expect(response.statusCode).toBe(200);
    const parsed = balancesEnvelope.parse(response.json()).request_details;
    if (parsed === undefined) throw new Error('getUserBalances answered no request_details');
    return { raw: response.json(), parsed };
  };
  const testDeposit = async (user: TestUser, currency: string, amount: string) => {
    depositCounter += 1;
    const response = await app.inject({
      method: 'POST',
      url: '/api/operator/testDeposit',
      headers: operator.headers,
      payload: { user_id: user.userId, currency, amount, client_id: `routes-${depositCounter}` },
    });
    expect(response.statusCode).toBe(200);
  };

  it('creates a BTC wallet with a regtest BIP84 address, idempotently, and makes the first wallet the default', async () => {
    const user = await createTestUser(app);
    const first = await createWallet(user, { symbol: 'btc' });
    expect(first.statusCode).toBe(200);
    const wallet = first.json().request_details.wallet;
    expect(first.json().request_details.created).toBe(true);
    expect(wallet).toMatchObject({
      currency: 'BTC',
      kind: 'crypto',
      network: 'regtest',
      destination_tag: null,
      deposit_reference: null,
      available_balance: '0.00000000',
      deposit_in_orders: '0.00000000',
      total_send: '0.00000000',
      total_receive: '0.00000000',
      total_withdrawal: '0.00000000',
      last_receive: null,
      last_withdraw: null,
      is_default: true,
    });
    expect(validateAddress({ coin: 'BTC', network: 'regtest', address: wallet.address })).toMatchObject({
      ok: true,
      kind: 'p2wpkh',
    });
    const again = await createWallet(user, { symbol: 'BTC' });
    expect(again.json().request_details).toEqual({ wallet, created: false });
  });

  it('gives tokens the user’s ETH address (chain ETH or ERC20) and fiat wallets a deposit reference', async () => {
    const user = await createTestUser(app);
    const eth = (await createWallet(user, { symbol: 'ETH' })).json().request_details.wallet;
    const usdt = await createWallet(user, { chain: 'ERC20', symbol: 'USDT' });
    expect(usdt.statusCode).toBe(200);
    expect(usdt.json().request_details.wallet.address).toBe(eth.address);
    const usdc = await createWallet(user, { chain: 'eth', symbol: 'USDC' });
    expect(usdc.json().request_details.wallet.address).toBe(eth.address);
    const eur = (await createWallet(user, { symbol: 'EUR' })).json().request_details.wallet;
    expect(eur).toMatchObject({
      kind: 'fiat',
      address: null,
      network: null,
      available_balance: '0.00',
      is_default: false,
    });
    expect(eur.deposit_reference).toMatch(/^DEP[0-9A-Z]{10}$/);
  });

  it('refuses an unsupported currency, a custom token, a wrong chain and a missing symbol, creating nothing', async () => {
    const user = await createTestUser(app);
    const cases: [unknown, string][] = [
      [{ symbol: 'DOGE' }, 'symbol'],
      [{ symbol: 'USDT', contract_address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }, 'contract_address'],
      [{ symbol: 'USDT', chain: 'TRON' }, 'chain'],
      [{ symbol: 'EUR', chain: 'ETH' }, 'chain'],
      [{}, 'symbol'],
    ];
    for (const [body, field] of cases) {
      const response = await createWallet(user, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ request_status: 0, error_code: 'validation_failed' });
      expect(Object.keys(response.json().error_message)).toContain(field);
    }
    expect((await balances(user)).parsed.wallets).toEqual([]);
  });

  it('documents every wallets call in the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/users/createWallet',
      '/api/users/defaultWallet',
      '/api/users/getUserBalances',
      '/api/users/statements',
      '/api/transactions/getTransactions',
      '/api/transactions/getWalletActivity',
      '/api/transactions/getWalletBalanceActivity',
      '/api/transactions/getFees',
      '/api/transactions/getFavorites',
      '/api/transactions/getTransactionStatus',
      '/api/transactions/getTransacionaDetails',
      '/api/transactions/getTransactionDetails',
      '/api/operator/testDeposit',
      '/api/operator/ledger/reconcile',
      '/api/operator/depositKeys',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['POST', '/api/users/createWallet'],
      ['PATCH', '/api/users/defaultWallet'],
      ['GET', '/api/users/getUserBalances'],
    ] as const) {
      const response = await app.inject({ method, url, headers: { host: 'localhost' }, payload: { symbol: 'BTC' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ request_status: 0, error_code: 'unauthorized' });
    }
  });

  it('makes another wallet the default, and answers 404 for a wallet the user does not have', async () => {
    const user = await createTestUser(app);
    const missing = await app.inject({
      method: 'PATCH',
      url: '/api/users/defaultWallet',
      headers: user.headers,
      payload: { symbol: 'GBP' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      error_code: 'not_found',
      error_message: { symbol: { error: ['You have no GBP wallet yet.'] } },
    });
    await createWallet(user, { symbol: 'LTC' });
    await createWallet(user, { symbol: 'GBP' });
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/users/defaultWallet',
      headers: user.headers,
      payload: { symbol: 'gbp' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().request_details.wallet).toMatchObject({ currency: 'GBP', is_default: true });
    const wallets = (await balances(user)).parsed.wallets;
    expect(wallets.map((wallet) => [wallet.currency, wallet.is_default])).toEqual([
      ['LTC', false],
      ['GBP', true],
    ]);
  });

  describe('balances and account value', () => {
    it('lists balances from ledger postings, and marks the account value unavailable without current rates', async () => {
      const user = await createTestUser(app, { currency: 'EUR' });
      await testDeposit(user, 'BTC', '0.5');
      await testDeposit(user, 'EUR', '100.10');
      const { parsed } = await balances(user);
      expect(parsed.wallets.map((wallet) => [wallet.currency, wallet.available_balance, wallet.total_receive])).toEqual(
        [
          ['BTC', '0.50000000', '0.50000000'],
          ['EUR', '100.10', '100.10'],
        ],
      );
      expect(parsed.wallets[0]?.last_receive).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(parsed).toMatchObject({
        currency: 'EUR',
        account_values: {},
        account_values_available: false,
        account_values_error: 'rate_unavailable',
        rates_observed_at: null,
      });
    });

    it('values the account in the user’s fiat (2 decimals) and in BTC (8 decimals) from the current rates', async () => {
      await refreshRates({ database, provider: app.rates.provider, now: app.rates.now() });
      const user = await createTestUser(app, { currency: 'EUR' });
      await testDeposit(user, 'BTC', '0.5');
      await testDeposit(user, 'EUR', '100.10');
      const { parsed } = await balances(user);
      const rates = (await app.inject({ method: 'GET', url: '/api/checkout/getRates' })).json().request_details.rates;
      const eurPerBtc = Number(rates.EUR_BTC);
      expect(parsed.account_values_available).toBe(true);
      const eurValue = parsed.account_values['EUR'] ?? '';
      const btcValue = parsed.account_values['BTC'] ?? '';
      expect(eurValue).toMatch(/^\d+\.\d{2}$/);
      expect(btcValue).toMatch(/^\d+\.\d{8}$/);
      // Floats only to check the order of magnitude; the server computes in bigint.
      expect(Number(eurValue)).toBeCloseTo(0.5 * eurPerBtc + 100.1, 0);
      expect(Number(btcValue)).toBeCloseTo(0.5 + 100.1 / eurPerBtc, 6);
      expect(parsed.rates_observed_at).not.toBeNull();
      const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: user.headers });
      expect(me.statusCode).toBe(200);
      const info = me.json().request_details.user_info;
      expect(info.account_values).toEqual(parsed.account_values);
      expect(info.wallets.map((wallet: { currency: string }) => wallet.currency)).toEqual(['BTC', 'EUR']);
    });
  });
});

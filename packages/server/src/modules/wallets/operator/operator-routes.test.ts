import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import type { Database } from '../../../db/database.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../../accounts/testing.js';
import { HDKey } from '@scure/bip32';
import { demoAccountXpub } from '../deposits/demo-xpubs.js';
import { expectLedgerReconciles } from '../testing.js';

forEachDatabase('operator routes', ({ openTestDatabase }) => {
  describe('in test mode', () => {
    let app: App;
    let database: Database;
    let operator: TestUser;
    let user: TestUser;
    beforeAll(async () => {
      database = await openTestDatabase();
      app = await buildTestApp({ database });
      operator = await createTestUser(app, { role: 'operator' });
      user = await createTestUser(app);
    });
    afterAll(async () => {
      await expectLedgerReconciles(database);
      await app.close();
    });
    const testDeposit = (payload: object, as: TestUser = operator) =>
      app.inject({ method: 'POST', url: '/api/operator/testDeposit', headers: as.headers, payload });
    const btcBalance = async () =>
      (await app.inject({ method: 'GET', url: '/api/users/getUserBalances', headers: user.headers }))
        .json()
        .request_details.wallets.find((wallet: { currency: string }) => wallet.currency === 'BTC')?.available_balance;

    it('credits a test deposit once, however often the same request is replayed', async () => {
      const body = { user_id: user.userId, currency: 'BTC', amount: '0.25', client_id: 'op-1' };
      const first = await testDeposit(body);
      expect(first.statusCode).toBe(200);
      expect(first.json().request_details).toMatchObject({
        replayed: false,
        transaction: {
          type: 'deposit',
          status: 'completed',
          currency_iso: 'BTC',
          amount: '0.25000000',
          direction: 'credit',
        },
      });
      const replays = await Promise.all([1, 2, 3, 4].map(() => testDeposit(body)));
      for (const replay of replays) {
        expect(replay.statusCode).toBe(200);
        expect(replay.json().request_details).toEqual({ ...first.json().request_details, replayed: true });
      }
      expect(await btcBalance()).toBe('0.25000000');
      const conflict = await testDeposit({ ...body, amount: '0.26' });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toMatchObject({ request_status: 0, error_code: 'conflict' });
      expect(await btcBalance()).toBe('0.25000000');
    });

    it('refuses bad input with a field message and credits nothing', async () => {
      const base = { user_id: user.userId, currency: 'BTC', amount: '1', client_id: 'op-bad' };
      for (const [payload, field] of [
        [{ ...base, amount: '0.000000001' }, 'amount'],
        [{ ...base, amount: '-1' }, 'amount'],
        [{ ...base, amount: '0' }, 'amount'],
        [{ ...base, amount: '1e3' }, 'amount'],
        [{ ...base, currency: 'XRP' }, 'currency'],
        [{ ...base, client_id: 'has spaces' }, 'client_id'],
        [{ ...base, user_id: 'robert; drop table users' }, 'user_id'],
      ] as const) {
        const response = await testDeposit(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(response.json().error_message)).toContain(field);
      }
      const unknown = await testDeposit({ ...base, user_id: 'usr_000000000000000000000000' });
      expect(unknown.statusCode).toBe(404);
      expect(await btcBalance()).toBe('0.25000000');
    });

    it('does not let an operator of one brand credit a user of another', async () => {
      const altUser = await createTestUser(app, { host: 'alt.localhost' });
      const response = await testDeposit({
        user_id: altUser.userId,
        currency: 'EUR',
        amount: '5',
        client_id: 'op-alt',
      });
      expect(response.statusCode).toBe(404);
    });

    it('is for operators only: a user gets 403, no session 401', async () => {
      const body = { user_id: user.userId, currency: 'BTC', amount: '1', client_id: 'op-self' };
      expect((await testDeposit(body, user)).statusCode).toBe(403);
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/operator/testDeposit',
        headers: { host: 'localhost' },
        payload: body,
      });
      expect(anonymous.statusCode).toBe(401);
      expect(
        (await app.inject({ method: 'GET', url: '/api/operator/ledger/reconcile', headers: user.headers })).statusCode,
      ).toBe(403);
      expect(await btcBalance()).toBe('0.25000000');
    });

    it('lists and sets the brand’s deposit keys, refusing private keys, wrong networks and replacements', async () => {
      const listed = await app.inject({ method: 'GET', url: '/api/operator/depositKeys', headers: operator.headers });
      expect(listed.statusCode).toBe(200);
      expect(
        listed
          .json()
          .request_details.keys.map((key: { chain: string; network: string; is_demo: boolean }) => [
            key.chain,
            key.network,
            key.is_demo,
          ]),
      ).toEqual([
        ['BCH', 'regtest', true],
        ['BTC', 'regtest', true],
        ['ETH', 'regtest', true],
        ['LTC', 'regtest', true],
      ]);
      const put = (payload: object, as: TestUser = operator) =>
        app.inject({ method: 'PUT', url: '/api/operator/depositKeys', headers: as.headers, payload });
      const tpub = demoAccountXpub({ seed: 'operator-test', brandId: 'brd_demo', chain: 'BTC', network: 'testnet' });
      const first = await put({ chain: 'BTC', network: 'testnet', xpub: tpub });
      expect(first.statusCode).toBe(200);
      expect(first.json().request_details).toMatchObject({
        inserted: true,
        key: {
          chain: 'BTC',
          network: 'testnet',
          xpub: tpub,
          next_index: 0,
          is_demo: false,
          account_path: "m/84'/1'/0'",
        },
      });
      expect((await put({ chain: 'BTC', network: 'testnet', xpub: tpub })).json().request_details.inserted).toBe(false);
      const other = demoAccountXpub({ seed: 'another', brandId: 'brd_demo', chain: 'BTC', network: 'testnet' });
      expect((await put({ chain: 'BTC', network: 'testnet', xpub: other })).statusCode).toBe(409);
      const privateKey = HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).derive("m/84'/0'/0'").privateExtendedKey;
      const refusedPrivate = await put({ chain: 'BTC', network: 'mainnet', xpub: privateKey });
      expect(refusedPrivate.statusCode).toBe(400);
      expect(refusedPrivate.json().error_message.xpub.error[0]).toContain('private key');
      expect((await put({ chain: 'LTC', network: 'mainnet', xpub: tpub })).statusCode).toBe(400);
      expect((await put({ chain: 'DOGE', xpub: tpub })).statusCode).toBe(400);
      expect((await put({ chain: 'BTC', network: 'testnet', xpub: tpub }, user)).statusCode).toBe(403);
    });

    it('reconciles the ledger for an operator: balanced assets, no violation', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/operator/ledger/reconcile',
        headers: operator.headers,
      });
      expect(response.statusCode).toBe(200);
      const report = response.json().request_details;
      expect(report.clean).toBe(true);
      expect(report.violations).toEqual([]);
      const btc = report.assets.find((asset: { asset: string }) => asset.asset === 'BTC');
      expect(btc).toMatchObject({ debits_pending: '0', credits_pending: '0', balanced: true });
      // The demo users' seeded deposits are in the books too; this file's deposit adds 0.25 BTC.
      expect(BigInt(btc.credits_posted)).toBeGreaterThanOrEqual(25_000_000n);
      expect(btc.debits_posted).toBe(btc.credits_posted);
      expect(report.assets.every((asset: { balanced: boolean }) => asset.balanced)).toBe(true);
    });
  });

  describe('in live mode', () => {
    let app: App;
    beforeAll(async () => {
      const database = await openTestDatabase();
      app = await buildTestApp({
        database,
        env: { TEST_MODE: '0', PASSWORD_HASH_COST: 'standard', TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex') },
      });
    });
    afterAll(async () => {
      await app.close();
    });

    it('has no test deposit route (404), while reconcile still answers operators', async () => {
      const operator = await createTestUser(app, { role: 'operator' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/operator/testDeposit',
        headers: operator.headers,
        payload: { user_id: operator.userId, currency: 'BTC', amount: '1', client_id: 'live-1' },
      });
      expect(response.statusCode).toBe(404);
      const reconcile = await app.inject({
        method: 'GET',
        url: '/api/operator/ledger/reconcile',
        headers: operator.headers,
      });
      expect(reconcile.json().request_details.clean).toBe(true);
    });

    it('has no demo keys: a crypto wallet needs the brand’s configured key (503 configuration_missing)', async () => {
      const user = await createTestUser(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/createWallet',
        headers: user.headers,
        payload: { symbol: 'BTC' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        error_code: 'configuration_missing',
        error_message: { symbol: { error: ['Deposit addresses for BTC are not configured for this brand.'] } },
      });
    });
  });
});

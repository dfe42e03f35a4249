import { randomBytes } from 'node:crypto';
import { transactionPageSchema, transactionStatusDisplay } from '@platform/core';
import { encodeSegwitAddress } from '@platform/core/addresses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { createTestUser } from '../accounts/testing.js';
import { expectLedgerReconciles } from '../wallets/testing.js';
import { defaultConfirmations, defaultDustBaseUnits } from './chain-source.js';
import { createDepositWatcher } from './deposit-watcher.js';
import { createSendRequest, findSend } from './sending/send-requests.js';
import { depositsOf, postedBalance } from './testing/chain-test-support.js';
import { fundAndHold } from './testing/ledger-holds.js';

async function walletAddress(app: App, headers: Record<string, string>, symbol: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/users/createWallet', headers, payload: { symbol } });
  expect(response.statusCode).toBe(200);
  return response.json().request_details.wallet.address as string;
}

forEachDatabase('test mode: POST /test-mode/chain/pay on the simulated chain', ({ openTestDatabase }) => {
  describe('driven cycle by cycle', () => {
    let app: App;
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase();
      app = await buildTestApp({ database, env: { CHAIN_SIM_CONFIRMATIONS: '2' } });
    });
    afterAll(async () => {
      await expectLedgerReconciles(database);
      await app.close();
    });

    it('pays a deposit address; the payment is detected, confirmed after 2 simulated blocks and credited once', async () => {
      const user = await createTestUser(app);
      const address = await walletAddress(app, user.headers, 'LTC');
      const paid = await app.inject({
        method: 'POST',
        url: '/api/test-mode/chain/pay',
        payload: { address, amount: '2.5', currency: 'ltc' },
      });
      expect(paid.statusCode).toBe(200);
      expect(paid.json().request_details).toMatchObject({
        chain: 'LTC',
        currency: 'LTC',
        address,
        amount: '2.50000000',
      });
      const simulated = app.chains.simulated.LTC!;
      const watcher = app.chains.watchers.LTC!;
      // The user's list shows the deposit from its first sighting, with its confirmations, then completes that row.
      const listed = async () => {
        const response = await app.inject({
          method: 'GET',
          url: '/api/transactions/getTransactions',
          headers: user.headers,
        });
        expect(response.statusCode).toBe(200);
        return Object.values(transactionPageSchema.parse(response.json().request_details).transactions);
      };
      const outbox = async () => {
        const response = await app.inject({ method: 'GET', url: `/api/test-mode/outbox?to=${user.email}` });
        expect(response.statusCode).toBe(200);
        return (
          response.json().request_details.messages as { template: string; subject: string; text_body: string }[]
        ).filter((message) => message.template === 'deposit_received');
      };
      await watcher.runCycle();
      const [detected] = await depositsOf(database, user.userId);
      expect(detected).toMatchObject({ status: 'detected', amount: '250000000' });
      const [pending] = await listed();
      expect(pending).toMatchObject({
        type: 'deposit',
        status: 'pending',
        currency_iso: 'LTC',
        amount: '2.50000000',
        direction: 'credit',
        txid: detected!.txid,
        confirmations: 0,
        required_confirmations: 2,
      });
      expect(transactionStatusDisplay(pending!)).toMatchObject({
        labelKey: 'status:pending',
      });
      await simulated.mine();
      await watcher.runCycle();
      expect((await depositsOf(database, user.userId))[0]).toMatchObject({ status: 'confirming', confirmations: 1 });
      expect(await listed()).toEqual([
        expect.objectContaining({ id: pending!.id, status: 'pending', confirmations: 1 }),
      ]);
      expect(await outbox()).toEqual([]);
      await simulated.mine();
      await watcher.runCycle();
      await watcher.runCycle();
      expect((await depositsOf(database, user.userId))[0]).toMatchObject({ status: 'credited', confirmations: 2 });
      const [completed] = await listed();
      expect(completed).toMatchObject({ id: pending!.id, status: 'completed', confirmations: 2, txid: detected!.txid });
      expect(completed!.completed_at).not.toBeNull();
      expect(transactionStatusDisplay({ ...completed! })).toMatchObject({ labelKey: 'status:approved' });
      // One email, queued with the credit: coin, amount, hash and confirmations.
      const emails = await outbox();
      expect(emails).toHaveLength(1);
      expect(emails[0]!.subject).toBe('[TEST MODE] Deposit received: 2.50000000 LTC');
      expect(emails[0]!.text_body).toContain(detected!.txid);
      expect(emails[0]!.text_body).toMatch(/Confirmations\W+2/);
      await watcher.runCycle();
      expect(await outbox()).toHaveLength(1);
      expect(await postedBalance(database, user.userId, 'LTC')).toBe(250_000_000n);
      const balances = await app.inject({ method: 'GET', url: '/api/users/getUserBalances', headers: user.headers });
      const wallet = (
        balances.json().request_details.wallets as { currency: string; available_balance: string }[]
      ).find((each) => each.currency === 'LTC');
      expect(wallet?.available_balance).toBe('2.50000000');
    });

    it('pays USDT to the user’s ETH address on the simulated ETH chain', async () => {
      const user = await createTestUser(app);
      const address = await walletAddress(app, user.headers, 'ETH');
      const paid = await app.inject({
        method: 'POST',
        url: '/api/test-mode/chain/pay',
        payload: { address, amount: '10.5', currency: 'USDT' },
      });
      expect(paid.statusCode).toBe(200);
      const simulated = app.chains.simulated.ETH!;
      await simulated.mine();
      await simulated.mine();
      await app.chains.watchers.ETH!.runCycle();
      expect(
        (await depositsOf(database, user.userId)).map((deposit) => [deposit.asset, deposit.kind, deposit.status]),
      ).toEqual([['USDT', 'token', 'credited']]);
      expect(await postedBalance(database, user.userId, 'USDT')).toBe(10_500_000n);
    });

    it('pays a send request on the simulated chain once, whatever the retries, and posts its hold when confirmed', async () => {
      const user = await createTestUser(app);
      const holdId = await fundAndHold(database, user.userId, 'LTC', 300_000_000n, 100_000_000n);
      const to = encodeSegwitAddress({ hrp: 'rltc', witnessVersion: 0, program: new Uint8Array(20).fill(9) });
      const send = await createSendRequest(database, {
        chain: 'LTC',
        network: 'simulated',
        asset: 'LTC',
        toAddress: to,
        amount: 100_000_000n,
        holdTransferId: holdId,
      });
      await app.chains.processSends('LTC');
      const broadcast = await findSend(database, send.id);
      expect(broadcast?.status).toBe('broadcast');
      // A retry after a lost answer: back to queued, processed again, the same single payment.
      await database.query(`update chain_sends set status = 'queued' where id = $1`, [send.id]);
      await app.chains.processSends('LTC');
      expect((await findSend(database, send.id))?.txid).toBe(broadcast?.txid);
      await app.chains.simulated.LTC!.mine();
      await app.chains.simulated.LTC!.mine();
      await app.chains.processSends('LTC');
      expect((await findSend(database, send.id))?.status).toBe('confirmed');
      const paid = await database.query<{ count: string }>(
        'select count(*)::text as count from chain_sim_transactions where address = $1',
        [to],
      );
      expect(paid.rows[0]?.count).toBe('1');
      expect(await postedBalance(database, user.userId, 'LTC')).toBe(200_000_000n);
    });

    it('shows operators the deposits and alerts of their brand only; other roles get 403', async () => {
      const operator = await createTestUser(app, { role: 'operator' });
      const user = await createTestUser(app);
      const otherOperator = await createTestUser(app, { role: 'operator', host: 'alt.localhost' });
      const listed = await app.inject({
        method: 'GET',
        url: '/api/operator/chain/deposits?status=credited',
        headers: operator.headers,
      });
      expect(listed.statusCode).toBe(200);
      const deposits = listed.json().request_details.deposits as {
        id: string;
        asset: string;
        status: string;
        amount: string;
      }[];
      expect(deposits.map((deposit) => [deposit.asset, deposit.status, deposit.amount])).toEqual([
        ['USDT', 'credited', '10500000'],
        ['LTC', 'credited', '250000000'],
      ]);
      await database.query(
        `insert into chain_alerts (chain, network, type, deposit_id, detail) values ('LTC', 'simulated', 'credited_deposit_reorganised', $1, 'test')`,
        [deposits[1]!.id],
      );
      const alerts = await app.inject({
        method: 'GET',
        url: '/api/operator/chain/alerts?open=true',
        headers: operator.headers,
      });
      expect(alerts.json().request_details.alerts).toMatchObject([
        { type: 'credited_deposit_reorganised', deposit_id: deposits[1]!.id },
      ]);
      const elsewhere = await app.inject({
        method: 'GET',
        url: '/api/operator/chain/deposits',
        headers: otherOperator.headers,
      });
      expect(elsewhere.json().request_details.deposits).toEqual([]);
      const otherAlerts = await app.inject({
        method: 'GET',
        url: '/api/operator/chain/alerts',
        headers: otherOperator.headers,
      });
      expect(otherAlerts.json().request_details.alerts).toEqual([]);
      const forbidden = await app.inject({ method: 'GET', url: '/api/operator/chain/deposits', headers: user.headers });
      expect(forbidden.statusCode).toBe(403);
      const badLimit = await app.inject({
        method: 'GET',
        url: '/api/operator/chain/deposits?limit=101',
        headers: operator.headers,
      });
      expect(badLimit.statusCode).toBe(400);
    });

    it('mines past height 10: heights count up as numbers, not as text', async () => {
      const chain = app.chains.simulated.BCH!;
      const first = await chain.mine({ force: true });
      if (first === null) throw new Error('a forced block was not mined');
      const heights = [first];
      for (let block = 0; block < 12; block += 1) heights.push((await chain.mine({ force: true }))!);
      expect(heights).toEqual(Array.from({ length: 13 }, (_, offset) => first + offset));
      expect(await chain.tipHeight()).toBe(first + 12);
    });

    it('lets one worker at a time scan a chain (lease on the cursor)', async () => {
      const first = createDepositWatcher({
        database,
        source: app.chains.simulated.BCH!,
        confirmations: defaultConfirmations,
        dustBaseUnits: defaultDustBaseUnits,
        maxBlocksPerCycle: 10,
        maxMempoolTransactions: 10,
        reorgWindow: 10,
        workerId: 'worker-a',
        startHeight: -1,
      });
      const second = createDepositWatcher({
        database,
        source: app.chains.simulated.BCH!,
        confirmations: defaultConfirmations,
        dustBaseUnits: defaultDustBaseUnits,
        maxBlocksPerCycle: 10,
        maxMempoolTransactions: 10,
        reorgWindow: 10,
        workerId: 'worker-b',
        startHeight: -1,
      });
      expect((await first.runCycle()).ran).toBe(true);
      expect((await second.runCycle()).ran).toBe(false);
      await first.stop();
      expect((await second.runCycle()).ran).toBe(true);
      await second.stop();
    });

    it('refuses bad input with a clear error and records nothing', async () => {
      const mainnetLitecoinAddress = encodeSegwitAddress({
        hrp: 'ltc',
        witnessVersion: 0,
        program: new Uint8Array(20).fill(7),
      });
      const cases = [
        [
          { address: 'rltc1qxyz', amount: '1', currency: 'DOGE' },
          'currency',
          'Choose one of BTC, LTC, BCH, ETH, USDT, USDC.',
        ],
        [
          { address: 'rltc1qxyz', amount: '-1', currency: 'LTC' },
          'amount',
          'Enter an amount greater than zero with at most the currency’s decimals.',
        ],
        [
          { address: 'rltc1qxyz', amount: '0.000000001', currency: 'LTC' },
          'amount',
          'Enter an amount greater than zero with at most the currency’s decimals.',
        ],
        [
          { address: 'rltc1qxyz', amount: '1000.00000001', currency: 'LTC' },
          'amount',
          'A test payment is at most 1000 LTC.',
        ],
        [
          { address: 'rltc1qxyz', amount: '99999999999999999999', currency: 'LTC' },
          'amount',
          'A test payment is at most 1000 LTC.',
        ],
        [
          { address: 'not-an-address', amount: '1', currency: 'LTC' },
          'address',
          'This is not an address of this currency.',
        ],
        [
          { address: mainnetLitecoinAddress, amount: '1', currency: 'LTC' },
          'address',
          'This address belongs to another network.',
        ],
      ] as const;
      const count = async () =>
        (await database.query<{ count: string }>('select count(*)::text as count from chain_sim_transactions')).rows[0]
          ?.count;
      const before = await count();
      for (const [payload, field, message] of cases) {
        const response = await app.inject({ method: 'POST', url: '/api/test-mode/chain/pay', payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toMatchObject({
          request_status: 0,
          error_code: 'validation_failed',
          error_message: { [field]: { error: [message] } },
        });
      }
      expect(await count()).toBe(before);
    });

    it('pays one address at most 5000 LTC in 24 hours, then answers 429 with Retry-After', async () => {
      const user = await createTestUser(app);
      const address = await walletAddress(app, user.headers, 'LTC');
      const pay = (amount: string) =>
        app.inject({ method: 'POST', url: '/api/test-mode/chain/pay', payload: { address, amount, currency: 'LTC' } });
      for (let call = 0; call < 5; call += 1) expect((await pay('1000')).statusCode).toBe(200);
      const over = await pay('0.00000001');
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(86_000);
      expect(over.json()).toMatchObject({
        error_code: 'rate_limited',
        error_message: { general: { error: ['Test payments are at most 5000 LTC per address in 24 hours.'] } },
      });
      // Another address has a cap of its own.
      const second = await walletAddress(app, (await createTestUser(app)).headers, 'LTC');
      const other = await app.inject({
        method: 'POST',
        url: '/api/test-mode/chain/pay',
        payload: { address: second, amount: '1000', currency: 'LTC' },
      });
      expect(other.statusCode).toBe(200);
      // Mined and credited like any payment, so the books still balance at the end.
      await app.chains.simulated.LTC!.mine({ force: true });
      await app.chains.simulated.LTC!.mine({ force: true });
      await app.chains.watchers.LTC!.runCycle();
    });
  });

  describe('with the worker running (blocks every 100 ms)', () => {
    let app: App;
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase();
      app = await buildTestApp({
        database,
        env: {
          ROLE: 'all',
          CHAIN_SIM_BLOCK_INTERVAL_MS: '100',
          CHAIN_POLL_INTERVAL_MS: '50',
          CHAIN_SIM_CONFIRMATIONS: '2',
        },
      });
    });
    afterAll(async () => {
      await app.close();
    });

    it('credits a test payment without any manual step', async () => {
      const user = await createTestUser(app);
      const address = await walletAddress(app, user.headers, 'BTC');
      const credited = new Promise<void>((resolveCredit) => {
        app.chains.onDepositEvent((event) => {
          if (event.type === 'credited' && event.asset === 'BTC') resolveCredit();
        });
      });
      const paid = await app.inject({
        method: 'POST',
        url: '/api/test-mode/chain/pay',
        payload: { address, amount: '0.001', currency: 'BTC' },
      });
      expect(paid.statusCode).toBe(200);
      await credited;
      expect(await postedBalance(database, user.userId, 'BTC')).toBe(100_000n);
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

    it('has no test payment route (404) and no simulated chain', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/test-mode/chain/pay',
        payload: { address: 'bc1qg82tjtp6n9gtlk6hn3mt8ac5ng9d8gvsyq6nj3', amount: '1', currency: 'BTC' },
      });
      expect(response.statusCode).toBe(404);
      expect(app.chains.simulated).toEqual({});
      // Nor the send-failure switch: refused with the envelope, nothing recorded.
      const switched = await app.inject({
        method: 'POST',
        url: '/api/test-mode/chain/send-failures',
        payload: { address: 'bc1qg82tjtp6n9gtlk6hn3mt8ac5ng9d8gvsyq6nj3', fail: true },
      });
      expect(switched.statusCode).toBe(404);
      expect(switched.json()).toMatchObject({ request_status: 0 });
      expect((await app.database.query('select 1 from chain_sim_send_failures')).rows).toHaveLength(0);
    });
  });
});

import { parseAmount } from '@platform/core';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database } from '../../db/database.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { addressOfPrivateKey } from '../chains/sending/evm-transaction.js';
import { gasFeeTransferId } from '../chains/sending/gas-fees.js';
import { hexQuantity, parseHexQuantity } from '../chains/sources/decimal-units.js';
import { balanceOfCallData, deployTestToken, sendTestTokens, waitForReceipt } from '../chains/testing/erc20.js';
import { nodeForTests } from '../chains/testing/node-for-tests.js';
import { joinSharedAnvil, type SharedAnvil } from '../chains/testing/shared-chain-nodes.js';
import { accountIdOf, getAccount, lookupTransfer, platformOwner } from '../ledger/index.js';
import { expectLedgerReconciles } from '../wallets/testing.js';
import { createWithdrawingUser, fund, ltcTravelRule } from './testing.js';

/**
 * ETH and USDT (ERC-20) withdrawals really sent on Anvil (issue 17): the withdrawal holds amount and
 * fee, the chains module's EVM sender signs with the platform's hot-wallet key
 * (CHAIN_ETH_HOT_WALLET_KEY) and broadcasts, the destination receives exactly the amount (balance
 * and the token's Transfer log), the user pays amount + the fee schedule's fee, the gas is booked,
 * the ledger reconciles; a replayed request and further progress rounds never send again; a USDT
 * withdrawal to a contract address is refused through the API with nothing held.
 */
const fixture = nodeForTests<{ node: SharedAnvil; usdt: string; hotKey: string }>(
  async () => {
    const node = await joinSharedAnvil();
    try {
      const hotKey = `0x${randomBytes(32).toString('hex')}`;
      const hot = addressOfPrivateKey(hotKey);
      const usdt = await deployTestToken(node.rpc, node.account, {
        name: 'Tether USD',
        symbol: 'USDT',
        supply: 10n ** 15n,
      });
      await waitForReceipt(
        node.rpc,
        await node.rpc.call<string>('eth_sendTransaction', [
          { from: node.account, to: hot, value: hexQuantity(10n ** 19n) },
        ]),
      );
      await waitForReceipt(node.rpc, await sendTestTokens(node.rpc, usdt, node.account, hot, 10n ** 12n));
      return { node, usdt, hotKey };
    } catch (error) {
      await node.stop();
      throw error;
    }
  },
  (started) => started.node.stop(),
);
let node: SharedAnvil;
let usdt: string;
let hotKey: string;
beforeEach(() => {
  ({ node, usdt, hotKey } = fixture());
});

const requiredConfirmations = 2;
const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const topicOf = (address: string) => `0x${address.toLowerCase().replace(/^0x/, '').padStart(64, '0')}`;
const newAccount = () => addressOfPrivateKey(`0x${randomBytes(32).toString('hex')}`);

const ethBalance = async (address: string) =>
  parseHexQuantity(await node.rpc.call<string>('eth_getBalance', [address, 'latest']));
const tokenBalance = async (address: string) =>
  parseHexQuantity(await node.rpc.call<string>('eth_call', [{ to: usdt, data: balanceOfCallData(address) }, 'latest']));
const sentCount = async (address: string) =>
  parseHexQuantity(await node.rpc.call<string>('eth_getTransactionCount', [address, 'pending']));

/** Every USDT Transfer log to `to` on the chain so far. */
async function transfersTo(to: string): Promise<{ from: string; value: bigint; transactionHash: string }[]> {
  const logs = await node.rpc.call<{ topics: string[]; data: string; transactionHash: string }[]>('eth_getLogs', [
    { address: usdt, fromBlock: '0x0', toBlock: 'latest', topics: [transferTopic, null, topicOf(to)] },
  ]);
  return logs.map((log) => ({
    from: `0x${log.topics[1]!.slice(26)}`,
    value: parseHexQuantity(log.data),
    transactionHash: log.transactionHash,
  }));
}

forEachDatabase('ETH and USDT withdrawals on Anvil', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let hot: string;

  beforeAll(async () => {
    ({ node, usdt, hotKey } = fixture());
    database = await openTestDatabase();
    hot = addressOfPrivateKey(hotKey);
    app = await buildTestApp({
      database,
      env: {
        CHAIN_ETH_RPC_URL: node.url,
        CHAIN_ETH_USDT_CONTRACT: usdt,
        CHAIN_ETH_HOT_WALLET_KEY: hotKey,
        CHAIN_CONFIRMATIONS_ETH: String(requiredConfirmations),
        CHAIN_CONFIRMATIONS_USDT: String(requiredConfirmations),
      },
    });
    await app.rates.refresher.refreshNow();
  });
  afterAll(async () => {
    await expectLedgerReconciles(database);
    await app.close();
  });

  async function request(user: { headers: Record<string, string> }, payload: Record<string, unknown>) {
    return app.inject({
      method: 'POST',
      url: '/api/transactions/withdrawal',
      headers: user.headers,
      payload: { method: 'crypto', travel_rule: ltcTravelRule, ...payload },
    });
  }
  async function withdrawal(user: { headers: Record<string, string> }, id: string) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/transactions/withdrawals/${id}`,
      headers: user.headers,
    });
    return response.json().request_details.withdrawal as { status: string; txid: string | null; fee: string };
  }
  /** The fee schedule's withdrawal fee (GET /transactions/getFees) in base units. */
  async function scheduledFee(user: { headers: Record<string, string> }, currency: 'ETH' | 'USDT'): Promise<bigint> {
    const response = await app.inject({ method: 'GET', url: '/api/transactions/getFees', headers: user.headers });
    expect(response.statusCode, response.body).toBe(200);
    // Shown with 8 decimals (USDT has 6): the zeros past the asset's scale are dropped before parsing.
    const shown = response.json().request_details.fees[currency].withdrawal_fee as string;
    const parsed = parseAmount(currency, shown.replace(/0+$/, '').replace(/\.$/, ''));
    if (!parsed.ok) throw new Error(`${currency} withdrawal fee: ${parsed.error}`);
    return parsed.value;
  }
  const userAccount = async (userId: string, asset: 'ETH' | 'USDT') =>
    (await getAccount(database, accountIdOf({ owner: userId, asset, kind: 'user' })))!;

  /** Requests, replays, sends, confirms: returns the txid; the hot wallet signed exactly one transaction. */
  async function withdrawOnce(
    user: { headers: Record<string, string> },
    payload: { currency: 'ETH' | 'USDT'; amount: string; address: string },
  ): Promise<string> {
    const clientId = `evm-${payload.currency}-${randomBytes(4).toString('hex')}`;
    const nonceBefore = await sentCount(hot);
    const requested = await request(user, { client_id: clientId, ...payload });
    expect(requested.statusCode, requested.body).toBe(200);
    const id = requested.json().request_details.withdrawal.id as string;
    // A double click: the same client id answers the same withdrawal.
    const replayed = await request(user, { client_id: clientId, ...payload });
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.json().request_details.withdrawal.id).toBe(id);

    await app.withdrawals.advance();
    const sent = await withdrawal(user, id);
    expect(sent.txid).toMatch(/^0x[0-9a-f]{64}$/);
    const onChain = await node.rpc.call<{ from: string; to: string }>('eth_getTransactionByHash', [sent.txid]);
    expect(onChain.from.toLowerCase()).toBe(hot.toLowerCase());
    await node.mine(requiredConfirmations);
    await app.withdrawals.advance();
    expect(await withdrawal(user, id)).toMatchObject({ status: 'completed', txid: sent.txid });
    // Further rounds and a replay after completion send nothing: one nonce used in all.
    await app.withdrawals.advance();
    const late = await request(user, { client_id: clientId, ...payload });
    expect(late.json().request_details.withdrawal.id).toBe(id);
    await app.withdrawals.advance();
    expect(await sentCount(hot)).toBe(nonceBefore + 1n);
    // The platform paid the gas: booked as the network fee of this transaction.
    const gas = await lookupTransfer(database, gasFeeTransferId(sent.txid!));
    expect(gas.status).toBe('recorded');
    return sent.txid!;
  }

  it('sends ETH from the hot wallet: exact amount at the destination, amount + fee charged, ledger posted', async () => {
    expect(app.chains.simulated.ETH).toBeUndefined();
    const user = await createWithdrawingUser(app);
    const fee = await scheduledFee(user, 'ETH');
    expect(fee).toBe(10n ** 15n); // the default schedule: 0.001 ETH
    await fund(app, user.userId, 'ETH', 10n ** 18n);
    const destination = newAccount();
    const txid = await withdrawOnce(user, { currency: 'ETH', amount: '0.25', address: destination });

    expect(await ethBalance(destination)).toBe(250_000_000_000_000_000n);
    const receipt = await node.rpc.call<{ status: string; to: string }>('eth_getTransactionReceipt', [txid]);
    expect(receipt).toMatchObject({ status: '0x1', to: destination.toLowerCase() });
    const account = await userAccount(user.userId, 'ETH');
    expect(account.debitsPending).toBe(0n);
    expect(account.creditsPosted - account.debitsPosted).toBe(10n ** 18n - 250_000_000_000_000_000n - fee);
    const revenue = accountIdOf({ owner: platformOwner, asset: 'ETH', kind: 'fee_revenue' });
    expect((await getAccount(database, revenue))!.creditsPosted).toBe(fee);
    await expectLedgerReconciles(database);
  });

  it('sends USDT by the token contract: one Transfer log of exactly the amount, amount + fee charged', async () => {
    const user = await createWithdrawingUser(app);
    const fee = await scheduledFee(user, 'USDT');
    expect(fee).toBe(2_000_000n); // the default schedule: 2 USDT
    await fund(app, user.userId, 'USDT', 100_000_000n);
    const destination = newAccount();
    const txid = await withdrawOnce(user, { currency: 'USDT', amount: '25.5', address: destination });

    expect(await tokenBalance(destination)).toBe(25_500_000n);
    expect(await ethBalance(destination)).toBe(0n);
    const logs = await transfersTo(destination);
    expect(logs).toEqual([{ from: hot.toLowerCase(), value: 25_500_000n, transactionHash: txid }]);
    const account = await userAccount(user.userId, 'USDT');
    expect(account.debitsPending).toBe(0n);
    expect(account.creditsPosted - account.debitsPosted).toBe(100_000_000n - 25_500_000n - fee);
    const revenue = accountIdOf({ owner: platformOwner, asset: 'USDT', kind: 'fee_revenue' });
    expect((await getAccount(database, revenue))!.creditsPosted).toBe(fee);
    await expectLedgerReconciles(database);
  });

  it('refuses a USDT withdrawal to a contract address with a clear error and holds nothing', async () => {
    const user = await createWithdrawingUser(app);
    await fund(app, user.userId, 'USDT', 50_000_000n);
    const nonceBefore = await sentCount(hot);
    const refused = await request(user, {
      client_id: `evm-contract-${randomBytes(4).toString('hex')}`,
      currency: 'USDT',
      amount: '20',
      address: usdt,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('smart contract');
    const account = await userAccount(user.userId, 'USDT');
    expect(account.debitsPending).toBe(0n);
    expect(account.creditsPosted - account.debitsPosted).toBe(50_000_000n);
    await app.withdrawals.advance();
    expect(await sentCount(hot)).toBe(nonceBefore);
  });
});

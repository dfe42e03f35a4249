import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { expectLedgerReconciles, prepareWalletsDatabase } from '../wallets/testing.js';
import { createJsonRpcClient } from './json-rpc.js';
import { demoDepositKeys } from './sending/deposit-keys.js';
import { addressOfPrivateKey } from './sending/evm-transaction.js';
import { createSweeper } from './sending/sweeper.js';
import { hexQuantity, parseHexQuantity } from './sources/decimal-units.js';
import { createEvmSource } from './sources/evm-source.js';
import { anvilDevAccount, startAnvil, type AnvilNode } from './testing/anvil.js';
import { depositsOf, postedBalance, testWatcher, userWithDepositAddress } from './testing/chain-test-support.js';
import { nodeForTests } from './testing/node-for-tests.js';
import { balanceOfCallData, deployTestToken, sendTestTokens, waitForReceipt } from './testing/erc20.js';

interface EvmFixture {
  node: AnvilNode;
  usdt: string;
  usdc: string;
}
const fixture = nodeForTests<EvmFixture>(
  async () => {
    const started = await startAnvil();
    try {
      const supply = 10n ** 15n;
      const deployer = anvilDevAccount.address;
      return {
        node: started,
        usdt: await deployTestToken(started.rpc, deployer, { name: 'Tether USD', symbol: 'USDT', supply }),
        usdc: await deployTestToken(started.rpc, deployer, { name: 'USD Coin', symbol: 'USDC', supply }),
      };
    } catch (error) {
      await started.stop();
      throw error;
    }
  },
  (started) => started.node.stop(),
);
let node: AnvilNode;
let usdt: string;
let usdc: string;
beforeEach(() => {
  ({ node, usdt, usdc } = fixture());
});

const source = () =>
  createEvmSource({
    network: 'regtest',
    rpc: createJsonRpcClient({ url: node.url }),
    tokens: [
      { asset: 'USDT', contract: usdt },
      { asset: 'USDC', contract: usdc },
    ],
  });

async function sendEth(to: string, wei: bigint): Promise<string> {
  const hash = await node.rpc.call<string>('eth_sendTransaction', [
    { from: anvilDevAccount.address, to, value: hexQuantity(wei) },
  ]);
  await waitForReceipt(node.rpc, hash);
  return hash;
}

forEachDatabase('EVM deposits on Anvil', ({ openTestDatabase }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await prepareWalletsDatabase(database);
  });
  afterAll(async () => {
    await expectLedgerReconciles(database);
  });

  it('a native ETH payment is detected at inclusion, confirmed after N blocks and credited once', async () => {
    const { userId, address } = await userWithDepositAddress(database, 'ETH');
    const { watcher, events } = testWatcher(database, source(), { confirmations: 4 });
    await watcher.runCycle();
    const txid = await sendEth(address, 1_500_000_000_000_000_000n);
    await watcher.runCycle();
    expect((await depositsOf(database, userId))[0]).toMatchObject({
      status: 'confirming',
      confirmations: 1,
      txid,
      kind: 'native',
      asset: 'ETH',
      amount: '1500000000000000000',
    });
    await node.mine(2);
    await watcher.runCycle();
    expect(await postedBalance(database, userId, 'ETH')).toBe(0n);
    await node.mine(1);
    await watcher.runCycle();
    await watcher.runCycle();
    expect((await depositsOf(database, userId))[0]).toMatchObject({ status: 'credited', confirmations: 4 });
    expect(await postedBalance(database, userId, 'ETH')).toBe(1_500_000_000_000_000_000n);
    expect(events.filter((event) => event.type === 'credited')).toHaveLength(1);
    await watcher.stop();
  });

  it('ERC-20 Transfer logs of the configured contracts are credited as USDT and USDC; other contracts are ignored', async () => {
    const { userId, address } = await userWithDepositAddress(database, 'ETH');
    const stranger = await deployTestToken(node.rpc, anvilDevAccount.address, {
      name: 'Other',
      symbol: 'OTH',
      supply: 10n ** 12n,
    });
    const { watcher } = testWatcher(database, source(), { confirmations: 2 });
    await watcher.runCycle();
    await waitForReceipt(node.rpc, await sendTestTokens(node.rpc, usdt, anvilDevAccount.address, address, 25_000_000n));
    await waitForReceipt(node.rpc, await sendTestTokens(node.rpc, usdc, anvilDevAccount.address, address, 7_500_000n));
    await waitForReceipt(node.rpc, await sendTestTokens(node.rpc, stranger, anvilDevAccount.address, address, 99n));
    // Below the USDT dust threshold (0.01): recorded, never credited.
    await waitForReceipt(node.rpc, await sendTestTokens(node.rpc, usdt, anvilDevAccount.address, address, 5_000n));
    await node.mine(2);
    await watcher.runCycle();
    await watcher.runCycle();
    const deposits = await depositsOf(database, userId);
    expect(deposits.map((deposit) => [deposit.asset, deposit.kind, deposit.amount, deposit.status])).toEqual([
      ['USDT', 'token', '25000000', 'credited'],
      ['USDC', 'token', '7500000', 'credited'],
      ['USDT', 'token', '5000', 'dust'],
    ]);
    expect(await postedBalance(database, userId, 'USDT')).toBe(25_000_000n);
    expect(await postedBalance(database, userId, 'USDC')).toBe(7_500_000n);
    const wallets = await database.query<{ currency: string }>(
      'select currency from wallets where user_id = $1 order by currency',
      [userId],
    );
    expect(wallets.rows.map((row) => row.currency)).toEqual(['ETH', 'USDC', 'USDT']);
    await watcher.stop();
  });

  it('a reorganisation (anvil snapshot and revert) before crediting drops the deposit; it is never credited', async () => {
    const { userId, address } = await userWithDepositAddress(database, 'ETH');
    const { watcher } = testWatcher(database, source(), { confirmations: 3 });
    await watcher.runCycle();
    const snapshot = await node.rpc.call<string>('evm_snapshot');
    await sendEth(address, 2_000_000_000_000_000_000n);
    await node.mine(1);
    await watcher.runCycle();
    expect((await depositsOf(database, userId))[0]).toMatchObject({ status: 'confirming', confirmations: 2 });
    // The other branch: the payment's blocks are gone and a longer chain without it takes over.
    await node.rpc.call('evm_revert', [snapshot]);
    await node.mine(4);
    const report = await watcher.runCycle();
    expect(report.reorganisedTo).not.toBeNull();
    await watcher.runCycle();
    await watcher.runCycle();
    expect((await depositsOf(database, userId))[0]).toMatchObject({ status: 'replaced', block_height: null });
    expect(await postedBalance(database, userId, 'ETH')).toBe(0n);
    await watcher.stop();
  });

  it('an ERC-20 deposit is credited and swept to the collection address after a gas top-up; the top-up is no deposit', async () => {
    const { userId, address } = await userWithDepositAddress(database, 'ETH');
    const index = await database.query<{ derivation_index: string }>(
      'select derivation_index::text from deposit_addresses where address = $1',
      [address],
    );
    const keys = demoDepositKeys('demo');
    const key = await keys.privateKey({
      brandId: 'brd_demo',
      network: 'regtest',
      index: Number(index.rows[0]!.derivation_index),
    });
    expect(addressOfPrivateKey(key)).toBe(address);
    const hotWalletKey = `0x${randomBytes(32).toString('hex')}`;
    const collection = addressOfPrivateKey(`0x${randomBytes(32).toString('hex')}`);
    await sendEth(addressOfPrivateKey(hotWalletKey), 10n ** 19n);
    const rpc = createJsonRpcClient({ url: node.url });
    const sweeper = createSweeper({
      database,
      network: 'regtest',
      addressNetwork: 'regtest',
      rpc,
      hotWalletKey,
      collectionAddress: collection,
      tokens: { USDT: usdt, USDC: usdc },
      keys,
      minimums: { ETH: 10n ** 15n, USDT: 1_000_000n, USDC: 1_000_000n },
      confirmations: 1,
    });
    const { watcher } = testWatcher(database, source(), { confirmations: 1, ignoredSenders: sweeper.ignoredSenders });
    await watcher.runCycle();
    await waitForReceipt(node.rpc, await sendTestTokens(node.rpc, usdt, anvilDevAccount.address, address, 25_000_000n));
    await watcher.runCycle();
    expect(await postedBalance(database, userId, 'USDT')).toBe(25_000_000n);
    const statuses: string[] = [];
    const sweepStatus = async () =>
      (
        await database.query<{ status: string }>(
          `select status from chain_sweeps where from_address = $1 and asset = 'USDT'`,
          [address],
        )
      ).rows[0]?.status;
    for (let cycle = 0; cycle < 30 && (await sweepStatus()) !== 'swept'; cycle += 1) {
      await sweeper.runCycle();
      const status = await sweepStatus();
      if (status !== undefined && statuses.at(-1) !== status) statuses.push(status);
      await new Promise((resolveWait) => setTimeout(resolveWait, 20));
    }
    expect(statuses).toEqual(['topping_up', 'ready', 'sweeping', 'swept']);
    const tokenBalance = async (owner: string) =>
      parseHexQuantity(await rpc.call<string>('eth_call', [{ to: usdt, data: balanceOfCallData(owner) }, 'latest']));
    // Every address with credited USDT was collected (earlier tests' users too), each exactly once.
    const sweptUsdt = await database.query<{ total: string }>(
      `select sum(amount)::text as total from chain_sweeps where asset = 'USDT' and status = 'swept'`,
    );
    expect(await tokenBalance(collection)).toBe(BigInt(sweptUsdt.rows[0]!.total));
    expect(await tokenBalance(collection)).toBeGreaterThanOrEqual(25_000_000n);
    expect(await tokenBalance(address)).toBe(0n);
    // The gas top-up reached the deposit address but is the platform's own money: not credited.
    await watcher.runCycle();
    expect((await depositsOf(database, userId)).map((deposit) => deposit.asset)).toEqual(['USDT']);
    expect(await postedBalance(database, userId, 'ETH')).toBe(0n);

    // An ETH deposit is swept whole minus its own fee.
    await sendEth(address, 500_000_000_000_000_000n);
    await watcher.runCycle();
    expect(await postedBalance(database, userId, 'ETH')).toBe(500_000_000_000_000_000n);
    for (let cycle = 0; cycle < 30; cycle += 1) {
      await sweeper.runCycle();
      const eth = await database.query<{ status: string }>(
        `select status from chain_sweeps where from_address = $1 and asset = 'ETH'`,
        [address],
      );
      if (eth.rows[0]?.status === 'swept') break;
      await new Promise((resolveWait) => setTimeout(resolveWait, 20));
    }
    const ethSweep = await database.query<{ status: string; amount: string }>(
      `select status, amount::text from chain_sweeps where from_address = $1 and asset = 'ETH'`,
      [address],
    );
    expect(ethSweep.rows[0]?.status).toBe('swept');
    const ethBalance = async (owner: string) =>
      parseHexQuantity(await rpc.call<string>('eth_getBalance', [owner, 'latest']));
    const sweptEth = await database.query<{ total: string }>(
      `select sum(amount)::text as total from chain_sweeps where asset = 'ETH' and status = 'swept'`,
    );
    expect(await ethBalance(collection)).toBe(BigInt(sweptEth.rows[0]!.total));
    expect(await ethBalance(address)).toBe(0n);
    // Nothing left worth sweeping: no new sweep, swept rows stay as they are.
    await sweeper.runCycle();
    const all = await database.query<{ status: string }>(
      'select status from chain_sweeps where from_address = $1 order by created_at',
      [address],
    );
    expect(all.rows.map((row) => row.status)).toEqual(['swept', 'swept']);
    await watcher.stop();
  });
});

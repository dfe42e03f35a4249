import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { expectLedgerReconciles, prepareWalletsDatabase } from '../wallets/testing.js';
import { createJsonRpcClient } from './json-rpc.js';
import { getBalances } from '../ledger/ledger-service.js';
import { sweepSigner } from './chains-plugin.js';
import { toChainsEnv } from './chains-env.js';
import type { JsonRpcClient } from './json-rpc.js';
import { demoAccountKey, demoDepositKeys, localDepositSigner } from './sending/deposit-keys.js';
import { addressOfPrivateKey } from './sending/evm-transaction.js';
import { createSweeper } from './sending/sweeper.js';
import { createHttpDepositSigner, DepositSignerError } from './signer/http-deposit-signer.js';
import { startDepositSignerProcess } from './testing/deposit-signer-process.js';
import { hexQuantity, parseHexQuantity } from './sources/decimal-units.js';
import { createEvmSource } from './sources/evm-source.js';
import { depositsOf, postedBalance, testWatcher, userWithDepositAddress } from './testing/chain-test-support.js';
import { nodeForTests } from './testing/node-for-tests.js';
import { joinSharedAnvil, type SharedAnvil } from './testing/shared-chain-nodes.js';
import { balanceOfCallData, deployTestToken, sendTestTokens, waitForReceipt } from './testing/erc20.js';

interface EvmFixture {
  node: SharedAnvil;
  usdt: string;
  usdc: string;
}
// The chain project's one Anvil, with this file's own account (deployer and payer) and tokens.
const fixture = nodeForTests<EvmFixture>(
  async () => {
    const started = await joinSharedAnvil();
    try {
      const supply = 10n ** 15n;
      const deployer = started.account;
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
let node: SharedAnvil;
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

/** The platform's network_fee:ETH balance (debits − credits: gas booked). */
async function networkFeeBooked(database: Database): Promise<bigint> {
  const balances = await getBalances(database, 'platform');
  return balances.find((balance) => balance.asset === 'ETH' && balance.kind === 'network_fee')?.posted ?? 0n;
}

/** gasUsed × effectiveGasPrice of every top-up and sweep this database recorded, from the node's receipts. */
async function gasOfRecordedSweeps(database: Database, rpc: JsonRpcClient): Promise<bigint> {
  const hashes = await database.query<{ txid: string }>(
    `select topup_txid as txid from chain_sweeps where topup_txid is not null
     union select sweep_txid from chain_sweeps where sweep_txid is not null`,
  );
  let total = 0n;
  for (const { txid } of hashes.rows) {
    const receipt = await rpc.call<{ gasUsed: string; effectiveGasPrice: string } | null>('eth_getTransactionReceipt', [
      txid,
    ]);
    expect(receipt).not.toBeNull();
    total += parseHexQuantity(receipt!.gasUsed) * parseHexQuantity(receipt!.effectiveGasPrice);
  }
  return total;
}

async function sendEth(to: string, wei: bigint): Promise<string> {
  const hash = await node.rpc.call<string>('eth_sendTransaction', [
    { from: node.account, to, value: hexQuantity(wei) },
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
    const stranger = await deployTestToken(node.rpc, node.account, {
      name: 'Other',
      symbol: 'OTH',
      supply: 10n ** 12n,
    });
    const { watcher } = testWatcher(database, source(), { confirmations: 2 });
    await watcher.runCycle();
    await waitForReceipt(node.rpc, await sendTestTokens(node.rpc, usdt, node.account, address, 25_000_000n));
    await waitForReceipt(node.rpc, await sendTestTokens(node.rpc, usdc, node.account, address, 7_500_000n));
    await waitForReceipt(node.rpc, await sendTestTokens(node.rpc, stranger, node.account, address, 99n));
    // Below the USDT dust threshold (0.01): recorded, never credited.
    await waitForReceipt(node.rpc, await sendTestTokens(node.rpc, usdt, node.account, address, 5_000n));
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
      signer: localDepositSigner(keys),
      minimums: { ETH: 10n ** 15n, USDT: 1_000_000n, USDC: 1_000_000n },
      confirmations: 1,
    });
    const { watcher } = testWatcher(database, source(), { confirmations: 1, ignoredSenders: sweeper.ignoredSenders });
    await watcher.runCycle();
    await waitForReceipt(node.rpc, await sendTestTokens(node.rpc, usdt, node.account, address, 25_000_000n));
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
    // Every gas top-up and sweep paid gas; the ledger booked exactly the receipts' costs, once each.
    const gas = await gasOfRecordedSweeps(database, rpc);
    expect(gas).toBeGreaterThan(0n);
    expect(await networkFeeBooked(database)).toBe(gas);
    await sweeper.runCycle();
    expect(await networkFeeBooked(database)).toBe(gas);
    await watcher.stop();
  });

  it('live mode: an ERC-20 deposit is swept through the reference deposit signer running as its own process', async () => {
    const { userId, address } = await userWithDepositAddress(database, 'ETH');
    const hotWalletKey = `0x${randomBytes(32).toString('hex')}`;
    const collection = addressOfPrivateKey(`0x${randomBytes(32).toString('hex')}`);
    await sendEth(addressOfPrivateKey(hotWalletKey), 10n ** 19n);
    const token = randomBytes(24).toString('hex');
    // The signer process alone holds the brand's ETH account key (here: the demo brand's).
    const xprv = demoAccountKey('demo', 'brd_demo', 'regtest').privateExtendedKey;
    const signerProcess = await startDepositSignerProcess({
      DEPOSIT_SIGNER_XPRV: xprv,
      DEPOSIT_SIGNER_TOKEN: token,
      DEPOSIT_SIGNER_COLLECTION_ADDRESS: collection,
      DEPOSIT_SIGNER_CHAIN_ID: '31337',
      DEPOSIT_SIGNER_TOKEN_CONTRACTS: `${usdt},${usdc}`,
      DEPOSIT_SIGNER_BRAND_IDS: 'brd_demo',
    });
    try {
      // Live-mode configuration: no demo key seed; the signer's URL and token come from the environment.
      const { env, problems } = toChainsEnv(
        {
          CHAIN_ETH_RPC_URL: node.url,
          CHAIN_ETH_USDT_CONTRACT: usdt,
          CHAIN_ETH_USDC_CONTRACT: usdc,
          CHAIN_ETH_HOT_WALLET_KEY: hotWalletKey,
          CHAIN_ETH_COLLECTION_ADDRESS: collection,
          CHAIN_ETH_DEPOSIT_SIGNER_URL: signerProcess.url,
          CHAIN_ETH_DEPOSIT_SIGNER_TOKEN: token,
          CHAIN_SWEEP_MIN_USDT: '1000000',
          CHAIN_SWEEP_MIN_USDC: '1000000',
        },
        { testMode: false, addressNetwork: 'regtest' },
      );
      expect(problems).toEqual([]);
      const signer = sweepSigner(env, undefined);
      expect(signer).toBeDefined();
      const rpc = createJsonRpcClient({ url: node.url });
      const sweeper = createSweeper({
        database,
        network: 'regtest',
        addressNetwork: 'regtest',
        rpc,
        hotWalletKey,
        collectionAddress: collection,
        tokens: { USDT: usdt, USDC: usdc },
        signer: signer!,
        minimums: env.sweepMinimums,
        confirmations: 1,
      });
      const { watcher } = testWatcher(database, source(), { confirmations: 1, ignoredSenders: sweeper.ignoredSenders });
      await watcher.runCycle();
      await waitForReceipt(node.rpc, await sendTestTokens(node.rpc, usdt, node.account, address, 42_000_000n));
      await watcher.runCycle();
      expect(await postedBalance(database, userId, 'USDT')).toBe(42_000_000n);
      const openSweeps = async () =>
        Number(
          (
            await database.query<{ count: string }>(
              `select count(*)::text as count from chain_sweeps where to_address = $1 and status not in ('swept', 'failed')`,
              [collection],
            )
          ).rows[0]?.count,
        );
      await sweeper.runCycle();
      for (let cycle = 0; cycle < 40 && (await openSweeps()) > 0; cycle += 1) {
        await sweeper.runCycle();
        await new Promise((resolveWait) => setTimeout(resolveWait, 20));
      }
      const mine = await database.query<{ status: string; amount: string; to_address: string }>(
        `select status, amount::text, to_address from chain_sweeps where from_address = $1 and asset = 'USDT' and to_address = $2`,
        [address, collection],
      );
      expect(mine.rows).toEqual([{ status: 'swept', amount: '42000000', to_address: collection }]);
      const tokenBalance = async (owner: string) =>
        parseHexQuantity(await rpc.call<string>('eth_call', [{ to: usdt, data: balanceOfCallData(owner) }, 'latest']));
      expect(await tokenBalance(address)).toBe(0n);
      expect(await tokenBalance(collection)).toBe(42_000_000n);
      expect(await networkFeeBooked(database)).toBe(await gasOfRecordedSweeps(database, rpc));
      await watcher.stop();

      // The signer signs nothing but sweeps to the collection address, for the right key, with the token.
      const index = Number(
        (
          await database.query<{ derivation_index: string }>(
            'select derivation_index::text from deposit_addresses where address = $1',
            [address],
          )
        ).rows[0]!.derivation_index,
      );
      const stranger = addressOfPrivateKey(`0x${randomBytes(32).toString('hex')}`);
      const request = {
        brandId: 'brd_demo',
        network: 'regtest' as const,
        index,
        fromAddress: address,
        transaction: {
          nonce: 0n,
          gasPrice: 10n ** 9n,
          gasLimit: 21_000n,
          to: collection,
          value: 10n ** 15n,
          data: '0x',
          chainId: 31_337n,
        },
      };
      const refusal = (promise: Promise<unknown>) =>
        promise.then(
          () => 'signed',
          (error: unknown) => (error instanceof DepositSignerError ? `${error.type}: ${error.message}` : String(error)),
        );
      const client = signer!;
      expect(await refusal(client.signSweep(request))).toBe('signed');
      expect(
        await refusal(client.signSweep({ ...request, transaction: { ...request.transaction, to: stranger } })),
      ).toMatch(/^refused: .*neither the collection address nor a configured token/);
      expect(await refusal(client.signSweep({ ...request, index: index + 1 }))).toMatch(
        /^refused: .*does not control from_address/,
      );
      expect(
        await refusal(client.signSweep({ ...request, transaction: { ...request.transaction, chainId: 1n } })),
      ).toMatch(/^refused: .*chain id/);
      expect(await refusal(client.signSweep({ ...request, brandId: 'brd_other' }))).toMatch(/^refused: .*brand/);
      const wrongToken = createHttpDepositSigner({ url: signerProcess.url, token: 'x'.repeat(40), timeoutMs: 5_000 });
      expect(await refusal(wrongToken.signSweep(request))).toMatch(/^refused: .*401.*unauthorized/);
      // Its log names what it signed and refused, never its key or the token.
      expect(signerProcess.output()).toContain('"event":"signed"');
      expect(signerProcess.output()).toContain('"event":"refused"');
      expect(signerProcess.output()).not.toContain(token);
      expect(signerProcess.output()).not.toContain(xprv);
    } finally {
      await signerProcess.stop();
    }
  });

  it('a gas top-up the node refuses (empty hot wallet) gives its nonce back; once funded, the top-up reuses it', async () => {
    const { userId, address } = await userWithDepositAddress(database, 'ETH');
    const hotWalletKey = `0x${randomBytes(32).toString('hex')}`;
    const hotAddress = addressOfPrivateKey(hotWalletKey);
    const collection = addressOfPrivateKey(`0x${randomBytes(32).toString('hex')}`);
    const rpc = createJsonRpcClient({ url: node.url });
    const sweeper = createSweeper({
      database,
      network: 'regtest',
      addressNetwork: 'regtest',
      rpc,
      hotWalletKey,
      collectionAddress: collection,
      tokens: { USDT: usdt, USDC: usdc },
      signer: localDepositSigner(demoDepositKeys('demo')),
      minimums: { ETH: 10n ** 30n, USDT: 1_000_000n, USDC: 1_000_000n },
      confirmations: 1,
    });
    const { watcher } = testWatcher(database, source(), { confirmations: 1, ignoredSenders: sweeper.ignoredSenders });
    await watcher.runCycle();
    await waitForReceipt(node.rpc, await sendTestTokens(node.rpc, usdt, node.account, address, 3_000_000n));
    await watcher.runCycle();
    expect(await postedBalance(database, userId, 'USDT')).toBe(3_000_000n);
    const sweep = async () =>
      (
        await database.query<{ status: string; last_error: string | null; topup_txid: string | null }>(
          `select status, last_error, topup_txid from chain_sweeps where from_address = $1 and to_address = $2`,
          [address, collection],
        )
      ).rows[0];
    const allocations = async () =>
      (
        await database.query<{ nonce: string; status: string }>(
          'select nonce::text, status from chain_nonce_allocations where address = $1 order by nonce',
          [hotAddress],
        )
      ).rows;
    await sweeper.runCycle();
    expect(await sweep()).toMatchObject({
      status: 'planned',
      topup_txid: null,
      last_error: 'The gas top-up was refused by the node',
    });
    expect(await allocations()).toEqual([{ nonce: '0', status: 'released' }]);
    await sendEth(hotAddress, 10n ** 18n);
    for (let cycle = 0; cycle < 30 && (await sweep())?.status !== 'swept'; cycle += 1) {
      await sweeper.runCycle();
      await new Promise((resolveWait) => setTimeout(resolveWait, 20));
    }
    expect((await sweep())?.status).toBe('swept');
    expect(await allocations()).toEqual([{ nonce: '0', status: 'allocated' }]);
    expect(parseHexQuantity(await rpc.call<string>('eth_getTransactionCount', [hotAddress, 'latest']))).toBe(1n);
    await watcher.stop();
  });
});

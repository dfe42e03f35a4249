import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { expectLedgerReconciles, prepareWalletsDatabase } from '../wallets/testing.js';
import type { ChainSource } from './chain-source.js';
import type { DepositEvent, DepositWatcher } from './deposit-watcher.js';
import { createJsonRpcClient } from './json-rpc.js';
import { createEvmWsListener } from './push/evm-ws-listener.js';
import type { PushListener } from './push/push-listener.js';
import { createZmqListener } from './push/zmq-listener.js';
import { hexQuantity } from './sources/decimal-units.js';
import { createEvmSource } from './sources/evm-source.js';
import { createUtxoSource } from './sources/utxo-source.js';
import { testWatcher, userWithDepositAddress } from './testing/chain-test-support.js';
import { deployTestToken, sendTestTokens } from './testing/erc20.js';
import { freePort } from './testing/node-process.js';
import { nodeForTests } from './testing/node-for-tests.js';
import { joinSharedAnvil, joinSharedLitecoin, type SharedAnvil } from './testing/shared-chain-nodes.js';
import { startTcpForwarder, type TcpForwarder } from './testing/tcp-forwarder.js';
import { litecoinNotifications, type NodeNotifications } from './testing/zmq-relay.js';

/** Long enough that a deposit seen within a few seconds can only have been woken by a push. */
const longPollMs = 60_000;
/** The default CHAIN_POLL_INTERVAL_MS: the backstop when push is down. */
const defaultPollMs = 1_000;
/** Short reconnection delays, so a test sees the reconnection within a second or two. */
const quickZmq = { reconnectMs: 50, reconnectMaxMs: 400 };
const quickWs = { backoff: { baseMs: 50, maxMs: 400 } };
const silentLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

const litecoin = nodeForTests(
  () => joinSharedLitecoin('push-deposits'),
  (joined) => joined.stop(),
);
const anvilFixture = nodeForTests(
  async () => {
    const anvil = await joinSharedAnvil();
    const usdt = await deployTestToken(anvil.rpc, anvil.account, {
      name: 'Tether USD',
      symbol: 'USDT',
      supply: 10n ** 15n,
    });
    return { anvil, usdt };
  },
  ({ anvil }) => anvil.stop(),
);
let notifications: NodeNotifications | undefined;
afterAll(async () => {
  await notifications?.stop();
});
/** The node's ZMQ publisher, or the relay in its place (testing/zmq-relay.ts: Debian's litecoind has no ZMQ). */
async function ltcNotifications(): Promise<NodeNotifications> {
  const node = litecoin();
  notifications ??= await litecoinNotifications(node.rpc, node.zmqUrl);
  return notifications;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Waits until `done` holds; returns the milliseconds it took (throws after timeoutMs). */
async function within(timeoutMs: number, done: () => boolean, what: string): Promise<number> {
  const started = performance.now();
  while (!done()) {
    if (performance.now() - started > timeoutMs) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 5));
  }
  return performance.now() - started;
}
const pause = (ms: number) => new Promise((resolveWait) => setTimeout(resolveWait, ms));
const detected = (events: DepositEvent[], txid: string) => () =>
  events.some((event) => event.type === 'detected' && event.txid === txid);

/** A watcher on the job runner and its listener waking it, both stopped after the test. */
async function watchWithPush(
  database: Database,
  source: ChainSource,
  input: { pollMs: number; listener: (watcher: DepositWatcher) => PushListener },
): Promise<{ events: DepositEvent[]; listener: PushListener }> {
  const { watcher, events } = testWatcher(database, source);
  // The cursor at the tip first: the cycles after this one only see what the test does next.
  await watcher.runCycle();
  watcher.start(input.pollMs);
  const listener = input.listener(watcher);
  listener.start();
  cleanups.push(async () => {
    await listener.stop();
    await watcher.stop();
  });
  return { events, listener };
}

/** Lets the cycles of the start and of the first connection finish: later ones are the test's. */
async function settled(listener: PushListener): Promise<void> {
  await within(5_000, () => listener.status().connected, 'the push listener connected');
  await pause(500);
}

forEachDatabase('push notifications wake the deposit watcher', ({ openTestDatabase }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await prepareWalletsDatabase(database);
  });
  afterAll(async () => {
    await expectLedgerReconciles(database);
  });
  let ltcSource: ChainSource;
  let anvil: SharedAnvil;
  let usdt: string;
  beforeEach(() => {
    const node = litecoin();
    ltcSource = createUtxoSource({
      coin: 'LTC',
      network: 'regtest',
      rpc: createJsonRpcClient({ url: node.url, user: node.user, password: node.password }),
    });
    ({ anvil, usdt } = anvilFixture());
  });
  const ethSource = () =>
    createEvmSource({
      network: 'regtest',
      rpc: createJsonRpcClient({ url: anvil.url }),
      tokens: [{ asset: 'USDT', contract: usdt }],
    });
  const payEth = (to: string) =>
    anvil.rpc.call<string>('eth_sendTransaction', [{ from: anvil.account, to, value: hexQuantity(10n ** 16n) }]);

  it('Litecoin: with a 60 s poll, ZMQ rawtx gets a mempool payment detected within 2 s, hashblock wakes it too', async () => {
    const node = litecoin();
    const zmq = await ltcNotifications();
    const { address } = await userWithDepositAddress(database, 'LTC');
    const { events, listener } = await watchWithPush(database, ltcSource, {
      pollMs: longPollMs,
      listener: (watcher) =>
        createZmqListener({ chain: 'LTC', url: zmq.url, logger: silentLogger, onSignal: () => watcher.wake() }),
    });
    await settled(listener);
    const txid = await node.wallet.call<string>('sendtoaddress', [address, '0.5']);
    await zmq.announceTransaction(txid);
    const tookMs = await within(2_000, detected(events, txid), 'the payment detected');
    expect(tookMs).toBeLessThan(2_000);
    await zmq.announceBlocks(await node.mine(1));
    await within(2_000, () => events.some((event) => event.txid === txid && event.type === 'confirming'), 'mined');
    expect(listener.status()).toMatchObject({ connected: true, connections: 1 });
    expect(listener.status().notifications['rawtx']).toBeGreaterThanOrEqual(1);
    expect(listener.status().notifications['hashblock']).toBeGreaterThanOrEqual(1);
  });

  it('Litecoin: ZMQ unreachable, polling (1 s) still detects; with a 60 s poll nothing is seen until ZMQ comes back and the reconnection catches up', async () => {
    const node = litecoin();
    const zmq = await ltcNotifications();
    const { address } = await userWithDepositAddress(database, 'LTC');
    // Nothing listens on this port: the listener retries with backoff, polling carries on.
    const nowhere = `tcp://127.0.0.1:${await freePort()}`;
    const backstop = await watchWithPush(database, ltcSource, {
      pollMs: defaultPollMs,
      listener: (watcher) =>
        createZmqListener({ chain: 'LTC', url: nowhere, logger: silentLogger, onSignal: () => watcher.wake() }),
    });
    const first = await node.wallet.call<string>('sendtoaddress', [address, '0.25']);
    await zmq.announceTransaction(first);
    await within(3_000, detected(backstop.events, first), 'the payment detected by polling');
    expect(backstop.listener.status()).toMatchObject({ connected: false, connections: 0 });
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();

    const target = new URL(zmq.url.replace('tcp://', 'http://'));
    const forwarder = await startTcpForwarder({ host: target.hostname, port: Number(target.port) });
    cleanups.push(() => forwarder.stop());
    const { events, listener } = await watchWithPush(database, ltcSource, {
      pollMs: longPollMs,
      listener: (watcher) =>
        createZmqListener({
          chain: 'LTC',
          url: `tcp://127.0.0.1:${forwarder.port}`,
          logger: silentLogger,
          timing: quickZmq,
          onSignal: () => watcher.wake(),
        }),
    });
    await settled(listener);
    await forwarder.down();
    await within(5_000, () => !listener.status().connected, 'the listener saw the disconnection');
    const missed = await node.wallet.call<string>('sendtoaddress', [address, '0.75']);
    await zmq.announceTransaction(missed);
    await pause(1_500);
    expect(detected(events, missed)()).toBe(false);
    await forwarder.up();
    await within(5_000, detected(events, missed), 'caught up after the reconnection');
    expect(listener.status()).toMatchObject({ connected: true, connections: 2 });
  });

  it('Anvil: with a 60 s poll, newHeads gets an ETH payment and logs a USDT transfer detected within 2 s', async () => {
    const { address } = await userWithDepositAddress(database, 'ETH');
    const { events, listener } = await watchWithPush(database, ethSource(), {
      pollMs: longPollMs,
      listener: (watcher) =>
        createEvmWsListener({
          url: anvil.wsUrl,
          tokenContracts: [usdt],
          logger: silentLogger,
          onSignal: () => watcher.wake(),
        }),
    });
    await settled(listener);
    const ethTxid = await payEth(address);
    expect(await within(2_000, detected(events, ethTxid), 'the ETH payment detected')).toBeLessThan(2_000);
    const tokenTxid = await sendTestTokens(anvil.rpc, usdt, anvil.account, address, 25_000_000n);
    expect(await within(2_000, detected(events, tokenTxid), 'the USDT transfer detected')).toBeLessThan(2_000);
    const status = listener.status();
    expect(status).toMatchObject({ connected: true, connections: 1 });
    expect(status.notifications['newHeads']).toBeGreaterThanOrEqual(2);
    expect(status.notifications['logs']).toBeGreaterThanOrEqual(1);
  });

  it('Anvil: WebSocket unreachable, polling (1 s) still detects; with a 60 s poll a payment made while it is down is caught up on reconnection', async () => {
    const { address } = await userWithDepositAddress(database, 'ETH');
    // Nothing listens on this port: the listener retries with backoff, polling carries on.
    const nowhere = `ws://127.0.0.1:${await freePort()}/`;
    const backstop = await watchWithPush(database, ethSource(), {
      pollMs: defaultPollMs,
      listener: (watcher) =>
        createEvmWsListener({
          url: nowhere,
          tokenContracts: [usdt],
          logger: silentLogger,
          timing: quickWs,
          onSignal: () => watcher.wake(),
        }),
    });
    const first = await payEth(address);
    await within(3_000, detected(backstop.events, first), 'the payment detected by polling');
    expect(backstop.listener.status()).toMatchObject({ connected: false, connections: 0 });
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();

    const forwarder: TcpForwarder = await startTcpForwarder({
      host: '127.0.0.1',
      port: Number(new URL(anvil.url).port),
    });
    cleanups.push(() => forwarder.stop());
    const { events, listener } = await watchWithPush(database, ethSource(), {
      pollMs: longPollMs,
      listener: (watcher) =>
        createEvmWsListener({
          url: `ws://127.0.0.1:${forwarder.port}/`,
          tokenContracts: [usdt],
          logger: silentLogger,
          timing: quickWs,
          onSignal: () => watcher.wake(),
        }),
    });
    await settled(listener);
    await forwarder.down();
    await within(5_000, () => !listener.status().connected, 'the listener saw the disconnection');
    const missed = await payEth(address);
    await pause(1_500);
    expect(detected(events, missed)()).toBe(false);
    await forwarder.up();
    await within(5_000, detected(events, missed), 'caught up after the reconnection');
    expect(listener.status()).toMatchObject({ connected: true, connections: 2 });
  });
});

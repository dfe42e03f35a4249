/**
 * The detection-latency half of chain-detection.ts: payments to a deposit address, each timed from
 * the moment the node accepted it (its RPC call returned) to the watcher's `detected` event (the
 * deposit recorded and committed), with push off (polling only) and push on (the node's
 * notifications wake the watcher; polling stays), with the same poll interval.
 */
import type { Database } from '../packages/server/src/db/database.js';
import { defaultDustBaseUnits, type ChainSource } from '../packages/server/src/modules/chains/chain-source.js';
import { createDepositWatcher, type DepositWatcher } from '../packages/server/src/modules/chains/deposit-watcher.js';
import { createJsonRpcClient } from '../packages/server/src/modules/chains/json-rpc.js';
import { createEvmWsListener } from '../packages/server/src/modules/chains/push/evm-ws-listener.js';
import type { PushListener } from '../packages/server/src/modules/chains/push/push-listener.js';
import { createZmqListener } from '../packages/server/src/modules/chains/push/zmq-listener.js';
import { hexQuantity } from '../packages/server/src/modules/chains/sources/decimal-units.js';
import { createEvmSource } from '../packages/server/src/modules/chains/sources/evm-source.js';
import { createUtxoSource } from '../packages/server/src/modules/chains/sources/utxo-source.js';
import { anvilDevAccount, type AnvilNode } from '../packages/server/src/modules/chains/testing/anvil.js';
import { userWithDepositAddress } from '../packages/server/src/modules/chains/testing/chain-test-support.js';
import type { RegtestNode } from '../packages/server/src/modules/chains/testing/litecoind.js';
import type { NodeNotifications } from '../packages/server/src/modules/chains/testing/zmq-relay.js';
import { summariseLatencies, type LatencySummary } from './stats.js';

const confirmationsPolicy = { BTC: 1000, LTC: 1000, BCH: 1000, ETH: 1000, USDT: 1000, USDC: 1000 };
const quietLogger = {
  info: () => undefined,
  warn: (object: object, message: string) => console.warn(message, object),
  error: (object: object, message: string) => console.error(message, object),
};

export function watcherFor(
  database: Database,
  source: ChainSource,
  onDetected: (txid: string) => void,
): DepositWatcher {
  return createDepositWatcher({
    database,
    source,
    // Never credit during the bench: only detection is measured.
    confirmations: confirmationsPolicy,
    dustBaseUnits: defaultDustBaseUnits,
    maxBlocksPerCycle: 100,
    maxMempoolTransactions: 2000,
    reorgWindow: 200,
    onEvent: (event) => {
      if (event.type === 'detected') onDetected(event.txid);
    },
  });
}

const depositAddress = async (database: Database, currency: 'LTC' | 'ETH') =>
  (await userWithDepositAddress(database, currency)).address;

export interface LatencySettings {
  payments: number;
  pollMs: number;
}

/**
 * Starts the watcher (and the push listener, if any), waits until the listener is connected and
 * the start-up cycles are over, then runs `pay` settings.payments times, timing each payment
 * until the watcher reports it detected.
 */
async function measure(
  database: Database,
  input: {
    settings: LatencySettings;
    source: ChainSource;
    listener?: (watcher: DepositWatcher) => PushListener;
    pay: (index: number) => Promise<string>;
  },
): Promise<LatencySummary> {
  const detected = new Map<string, number>();
  const watcher = watcherFor(database, input.source, (txid) => detected.set(txid, performance.now()));
  const latencies: number[] = [];
  await watcher.runCycle();
  watcher.start(input.settings.pollMs);
  const listener = input.listener?.(watcher);
  listener?.start();
  try {
    const ready = performance.now() + 10_000;
    while (listener !== undefined && !listener.status().connected) {
      if (performance.now() > ready) throw new Error('The push listener did not connect within 10 s');
      await new Promise((resolveWait) => setTimeout(resolveWait, 10));
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 300));
    for (let index = 0; index < input.settings.payments; index += 1) {
      const { txid, accepted } = await input.pay(index).then((id) => ({ txid: id, accepted: performance.now() }));
      const deadline = accepted + 30_000;
      for (;;) {
        const seen = detected.get(txid);
        if (seen !== undefined) {
          latencies.push(Math.max(0, seen - accepted));
          break;
        }
        if (performance.now() > deadline) throw new Error(`Payment ${txid} not detected within 30 s`);
        await new Promise((resolveWait) => setTimeout(resolveWait, 1));
      }
    }
  } finally {
    await listener?.stop();
    await watcher.stop();
  }
  return summariseLatencies(latencies);
}

/** The same payments measured with push off, then with push on (a new watcher each time). */
async function offAndOn(
  database: Database,
  input: {
    settings: LatencySettings;
    source: () => ChainSource;
    pay: (index: number) => Promise<string>;
    listener: (watcher: DepositWatcher) => PushListener;
  },
): Promise<{ off: LatencySummary; on: LatencySummary }> {
  const { settings, pay } = input;
  const off = await measure(database, { settings, source: input.source(), pay });
  const on = await measure(database, { settings, source: input.source(), pay, listener: input.listener });
  return { off, on };
}

/** Push off, then push on, on Litecoin regtest (mempool detection). */
export async function latencyOnLitecoin(
  database: Database,
  node: RegtestNode,
  zmq: NodeNotifications,
  settings: LatencySettings,
): Promise<{ off: LatencySummary; on: LatencySummary }> {
  const address = await depositAddress(database, 'LTC');
  const rpc = createJsonRpcClient({ url: node.url, user: node.user, password: node.password });
  const source = () => createUtxoSource({ coin: 'LTC', network: 'regtest', rpc });
  const pay = async (index: number) => {
    // Unconfirmed chains are limited to 25 transactions: a block now and then keeps the wallet paying.
    if (index > 0 && index % 20 === 0) await zmq.announceBlocks(await node.mine(1));
    const txid = await node.wallet.call<string>('sendtoaddress', [address, '0.01']);
    // The relay (a litecoind without ZMQ) publishes once the node accepted it; a ZMQ build has published already.
    zmq.announceTransaction(txid).catch((error: unknown) => console.error('relay failed', error));
    return txid;
  };
  return offAndOn(database, {
    settings,
    source,
    pay,
    listener: (watcher) =>
      createZmqListener({ chain: 'LTC', url: zmq.url, logger: quietLogger, onSignal: () => watcher.wake() }),
  });
}

/** Push off, then push on, on Anvil (detection at the first block: Anvil mines each transaction at once). */
export async function latencyOnAnvil(
  database: Database,
  node: AnvilNode,
  settings: LatencySettings,
): Promise<{ off: LatencySummary; on: LatencySummary }> {
  const address = await depositAddress(database, 'ETH');
  const source = () => createEvmSource({ network: 'regtest', rpc: createJsonRpcClient({ url: node.url }), tokens: [] });
  const pay = () =>
    node.rpc.call<string>('eth_sendTransaction', [
      { from: anvilDevAccount.address, to: address, value: hexQuantity(10n ** 16n) },
    ]);
  return offAndOn(database, {
    settings,
    source,
    pay,
    listener: (watcher) =>
      createEvmWsListener({ url: node.wsUrl, tokenContracts: [], logger: quietLogger, onSignal: () => watcher.wake() }),
  });
}

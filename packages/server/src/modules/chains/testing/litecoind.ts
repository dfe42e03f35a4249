import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJsonRpcClient, type JsonRpcClient } from '../json-rpc.js';
import { freePort, requireBinary, startNodeProcess, waitFor } from './node-process.js';

export const litecoindPath = process.env['LITECOIND_PATH'] ?? '/usr/bin/litecoind';

export interface RegtestNode {
  /** The node itself (no wallet in the URL). */
  rpc: JsonRpcClient;
  /** The node's "miner" wallet: coinbase funds, payments in tests. */
  wallet: JsonRpcClient;
  url: string;
  user: string;
  password: string;
  /**
   * The node's own ZMQ publisher of rawtx and hashblock (`-zmqpubrawtx`, `-zmqpubhashblock`), when
   * this build publishes: Debian's litecoind is built without ZMQ (it accepts the options and
   * ignores them; `getzmqnotifications` does not exist), so there it is undefined.
   */
  zmqUrl: string | undefined;
  /** Mines blocks to the miner wallet; returns their hashes. */
  mine(blocks: number): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * Litecoin Core in regtest on free loopback ports in a fresh temporary directory (removed at stop),
 * with a "miner" wallet holding mature coinbase coins. Fails with a plain message when litecoind
 * is not installed (Debian package `litecoind`).
 */
export async function startLitecoinRegtest(options: { matureBlocks?: number } = {}): Promise<RegtestNode> {
  requireBinary(litecoindPath, 'install the Debian package litecoind (apt-get install litecoind)');
  const dataDir = mkdtempSync(join(tmpdir(), 'litecoind-'));
  const rpcPort = await freePort();
  const p2pPort = await freePort();
  const zmqAddress = `tcp://127.0.0.1:${await freePort()}`;
  const user = 'test';
  const password = `pw${Math.random().toString(36).slice(2)}`;
  const node = startNodeProcess(litecoindPath, [
    '-regtest',
    `-datadir=${dataDir}`,
    `-port=${p2pPort}`,
    `-rpcport=${rpcPort}`,
    '-rpcbind=127.0.0.1',
    '-rpcallowip=127.0.0.1',
    `-rpcuser=${user}`,
    `-rpcpassword=${password}`,
    '-listen=0',
    '-dnsseed=0',
    '-txindex=1',
    '-fallbackfee=0.0001',
    // Litecoin Core refuses replacements by default; the replaced-transaction tests need BIP125.
    '-mempoolreplacement=1',
    '-server=1',
    '-printtoconsole=1',
    '-rpcworkqueue=64',
    // Push notifications for the watcher (both topics on one address), where the build has ZMQ.
    `-zmqpubrawtx=${zmqAddress}`,
    `-zmqpubhashblock=${zmqAddress}`,
  ]);
  const url = `http://127.0.0.1:${rpcPort}/`;
  const rpc = createJsonRpcClient({ url, user, password, timeoutMs: 30_000 });
  const wallet = createJsonRpcClient({ url: `${url}wallet/miner`, user, password, timeoutMs: 30_000 });
  const stop = async () => {
    await rpc.call('stop').catch(() => undefined);
    await node.stop(15_000);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(() => rpc.call('getblockchaininfo'), 30_000, 'litecoind', node.output);
    await rpc.call('createwallet', ['miner']);
    // A fresh coinbase address per call: after invalidateblock, mining the same template again
    // would rebuild the very block that was invalidated.
    const mine = async (blocks: number) =>
      rpc.call<string[]>('generatetoaddress', [blocks, await wallet.call<string>('getnewaddress')]);
    await mine(options.matureBlocks ?? 101);
    const publishing = await rpc
      .call<unknown[]>('getzmqnotifications')
      .then((notifications) => notifications.length > 0)
      .catch(() => false);
    return { rpc, wallet, url, user, password, zmqUrl: publishing ? zmqAddress : undefined, mine, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

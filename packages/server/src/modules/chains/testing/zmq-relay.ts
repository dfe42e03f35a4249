import { Publisher } from 'zeromq';
import type { JsonRpcClient } from '../json-rpc.js';
import { freePort } from './node-process.js';

/** Where a test's push listener connects for a node's rawtx/hashblock, and how those get published. */
export interface NodeNotifications {
  url: string;
  /** True when the node publishes itself (a build with ZMQ); then announce…() do nothing. */
  fromNode: boolean;
  /** Publishes `rawtx` for a transaction the node accepted (its raw bytes read from the node). */
  announceTransaction(txid: string): Promise<void>;
  /** Publishes `hashblock` for blocks the node mined. */
  announceBlocks(hashes: readonly string[]): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Tests only: the node's own ZMQ publisher when its build has one, else a relay in its place.
 * Debian's litecoind (the node of these tests) is built without ZMQ, so the relay binds a real ZMQ
 * PUB socket on a free loopback port and publishes, right after the test made the node accept a
 * transaction or mine a block, what Bitcoin Core publishes then: three frames, the topic, the raw
 * transaction (from `getrawtransaction`) or the block hash, and a little-endian 32-bit sequence
 * number per topic. The listener, the watcher and the node's RPC are the real ones; only who
 * publishes differs.
 */
export async function litecoinNotifications(
  rpc: JsonRpcClient,
  nodeZmqUrl: string | undefined,
): Promise<NodeNotifications> {
  if (nodeZmqUrl !== undefined) {
    const nothing = async () => undefined;
    return {
      url: nodeZmqUrl,
      fromNode: true,
      announceTransaction: nothing,
      announceBlocks: nothing,
      stop: nothing,
    };
  }
  const url = `tcp://127.0.0.1:${await freePort()}`;
  const publisher = new Publisher({ linger: 0 });
  await publisher.bind(url);
  const sequences = new Map<string, number>();
  const publish = async (topic: string, body: Buffer) => {
    const sequence = sequences.get(topic) ?? 0;
    sequences.set(topic, sequence + 1);
    const number = Buffer.alloc(4);
    number.writeUInt32LE(sequence);
    await publisher.send([topic, body, number]);
  };
  return {
    url,
    fromNode: false,
    async announceTransaction(txid) {
      const raw = await rpc.call<string>('getrawtransaction', [txid]);
      await publish('rawtx', Buffer.from(raw, 'hex'));
    },
    async announceBlocks(hashes) {
      for (const hash of hashes) await publish('hashblock', Buffer.from(hash, 'hex'));
    },
    async stop() {
      publisher.close();
    },
  };
}

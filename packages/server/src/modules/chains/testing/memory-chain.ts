import { randomBytes } from 'node:crypto';
import type { ChainBlock, ChainPayment, ChainSource, TransactionPresence } from '../chain-source.js';

export interface MemoryChain {
  source: ChainSource;
  /** Appends a block holding these payments (they leave the mempool); returns it. */
  mine(payments?: ChainPayment[]): ChainBlock;
  /** Waits in the mempool until mined. */
  broadcast(payment: ChainPayment): void;
  /** A reorganisation: every block above `height` is replaced by new blocks holding these payments each. */
  fork(height: number, branch: ChainPayment[][]): void;
  readonly tip: number;
}

/**
 * Tests only: a Litecoin regtest chain in memory, for the deposit watcher's stages alone (block
 * hashes, forks and presence without a node). The stages' integration runs against Litecoin Core
 * and Anvil (utxo-deposits.test.ts, evm-deposits.test.ts).
 */
export function createMemoryChain(): MemoryChain {
  let blocks: ChainBlock[] = [];
  let mempool: ChainPayment[] = [];
  const append = (payments: ChainPayment[]): ChainBlock => {
    const block: ChainBlock = {
      height: blocks.length,
      hash: randomBytes(16).toString('hex'),
      previousHash: blocks.at(-1)?.hash ?? null,
      payments,
    };
    blocks.push(block);
    const mined = new Set(payments.map((payment) => payment.txid));
    mempool = mempool.filter((payment) => !mined.has(payment.txid));
    return block;
  };
  const presence = (txid: string): TransactionPresence => {
    if (mempool.some((payment) => payment.txid === txid)) return 'mempool';
    return blocks.some((block) => block.payments.some((payment) => payment.txid === txid)) ? 'block' : 'unknown';
  };
  append([]);
  const source: ChainSource = {
    chain: 'LTC',
    addressNetwork: 'regtest',
    recordNetwork: 'regtest',
    tipHeight: async () => blocks.length - 1,
    blockHash: async (height) => blocks[height]?.hash ?? null,
    async block(height) {
      const block = blocks[height];
      if (block === undefined) throw new Error(`No block at ${height}`);
      return block;
    },
    mempoolPayments: async (limit) => mempool.slice(0, limit),
    transactionPresence: async (txid) => presence(txid),
  };
  return {
    source,
    mine: (payments = []) => append(payments),
    broadcast: (payment) => void mempool.push(payment),
    fork(height, branch) {
      blocks = blocks.slice(0, height + 1);
      for (const payments of branch) append(payments);
    },
    get tip() {
      return blocks.length - 1;
    },
  };
}

/** A Litecoin payment to an address, with a fresh txid. */
export function ltcPayment(address: string, amount: bigint): ChainPayment {
  return { txid: randomBytes(32).toString('hex'), kind: 'utxo', outputIndex: 0, asset: 'LTC', address, amount };
}

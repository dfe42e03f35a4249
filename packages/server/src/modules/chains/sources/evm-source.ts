import { toChecksumAddress } from '@platform/core/addresses';
import type { ChainBlock, ChainPayment, ChainSource, TransactionPresence } from '../chain-source.js';
import type { JsonRpcClient } from '../json-rpc.js';
import { hexQuantity, parseHexQuantity } from './decimal-units.js';

/** keccak256("Transfer(address,address,uint256)"). */
export const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

export interface EvmToken {
  asset: 'USDT' | 'USDC';
  /** The token contract (any case). */
  contract: string;
}

export interface EvmSourceOptions {
  network: 'mainnet' | 'testnet' | 'regtest';
  rpc: JsonRpcClient;
  tokens: readonly EvmToken[];
}

interface RpcTransaction {
  hash: string;
  from: string;
  to: string | null;
  value: string;
}
interface RpcBlock {
  number: string;
  hash: string;
  parentHash: string;
  transactions: RpcTransaction[];
}
interface RpcLog {
  address: string;
  topics: string[];
  data: string;
  transactionHash: string;
  logIndex: string;
  removed?: boolean;
}

/** The address in the last 20 bytes of a 32-byte topic. */
function topicAddress(topic: string): string {
  return toChecksumAddress(`0x${topic.slice(-40)}`);
}

/** Native ETH sent straight to an address by the block's transactions. */
function nativePayments(block: RpcBlock): ChainPayment[] {
  return block.transactions.flatMap((transaction): ChainPayment[] => {
    const value = parseHexQuantity(transaction.value);
    if (transaction.to === null || value === 0n) return [];
    return [
      {
        txid: transaction.hash,
        kind: 'native',
        outputIndex: 0,
        asset: 'ETH',
        address: toChecksumAddress(transaction.to),
        amount: value,
        from: toChecksumAddress(transaction.from),
      },
    ];
  });
}

/** A Transfer log of a configured token as a payment (none for other logs and zero amounts). */
function tokenPayment(contracts: ReadonlyMap<string, EvmToken['asset']>, log: RpcLog): ChainPayment[] {
  const asset = contracts.get(log.address.toLowerCase());
  const sender = log.topics[1];
  const recipient = log.topics[2];
  if (asset === undefined || sender === undefined || recipient === undefined) return [];
  if (log.topics.length !== 3 || log.removed === true) return [];
  const amount = parseHexQuantity(log.data === '0x' ? '0x0' : log.data);
  if (amount === 0n) return [];
  return [
    {
      txid: log.transactionHash,
      kind: 'token',
      outputIndex: Number(parseHexQuantity(log.logIndex)),
      asset,
      address: topicAddress(recipient),
      amount,
      from: topicAddress(sender),
    },
  ];
}

async function blockAt(
  rpc: JsonRpcClient,
  contracts: ReadonlyMap<string, EvmToken['asset']>,
  height: number,
): Promise<ChainBlock> {
  const block = await rpc.call<RpcBlock | null>('eth_getBlockByNumber', [hexQuantity(height), true]);
  if (block === null) throw new Error(`No block at height ${height}`);
  const payments = nativePayments(block);
  if (contracts.size > 0) {
    const logs = await rpc.call<RpcLog[]>('eth_getLogs', [
      { blockHash: block.hash, address: [...contracts.keys()], topics: [transferTopic] },
    ]);
    for (const log of logs) payments.push(...tokenPayment(contracts, log));
  }
  return {
    height: Number(parseHexQuantity(block.number)),
    hash: block.hash,
    previousHash: block.parentHash,
    payments,
  };
}

/**
 * An Ethereum JSON-RPC node. A block is one eth_getBlockByNumber with full transactions (native ETH
 * sent straight to an address; value moved by contract internals is not seen) plus one eth_getLogs
 * by block hash for the configured token contracts and the Transfer topic, so the logs belong to
 * exactly that block. The cost is per transfer in the block, not per watched address. There is no
 * mempool watch: EVM deposits are detected at their first confirmation.
 */
export function createEvmSource(options: EvmSourceOptions): ChainSource {
  const { rpc } = options;
  const contracts = new Map(options.tokens.map((token) => [token.contract.toLowerCase(), token.asset]));
  return {
    chain: 'ETH',
    addressNetwork: options.network,
    recordNetwork: options.network,
    async tipHeight() {
      return Number(parseHexQuantity(await rpc.call('eth_blockNumber')));
    },
    async blockHash(height) {
      const block = await rpc.call<RpcBlock | null>('eth_getBlockByNumber', [hexQuantity(height), false]);
      return block?.hash ?? null;
    },
    block: (height) => blockAt(rpc, contracts, height),
    async mempoolPayments() {
      return [];
    },
    async transactionPresence(txid): Promise<TransactionPresence> {
      const transaction = await rpc.call<{ blockHash: string | null } | null>('eth_getTransactionByHash', [txid]);
      if (transaction === null) return 'unknown';
      return transaction.blockHash === null ? 'mempool' : 'block';
    },
  };
}

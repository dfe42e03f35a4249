import type { DepositCoin } from '@platform/core/addresses';
import type { ChainBlock, ChainPayment, ChainSource, TransactionPresence } from '../chain-source.js';
import { JsonRpcError, type JsonRpcClient } from '../json-rpc.js';
import { coinsToBaseUnits } from './decimal-units.js';

interface RpcOutput {
  value: number;
  n: number;
  scriptPubKey?: { address?: string; addresses?: string[] };
}
interface RpcTransaction {
  txid: string;
  vout?: RpcOutput[];
}
interface RpcBlock {
  hash: string;
  height: number;
  previousblockhash?: string;
  tx: RpcTransaction[];
}

/** -5: "No such mempool or blockchain transaction" / "Transaction not in mempool". */
const notFoundCode = -5;
/** Parsed mempool transactions kept between cycles, so each is fetched once. */
const maxCachedMempoolTransactions = 50_000;

export interface UtxoSourceOptions {
  coin: Extract<DepositCoin, 'BTC' | 'LTC' | 'BCH'>;
  network: 'mainnet' | 'testnet' | 'regtest';
  rpc: JsonRpcClient;
}

interface UtxoNode {
  rpc: JsonRpcClient;
  coin: UtxoSourceOptions['coin'];
  /** Parsed mempool transactions by txid, fetched once each. */
  mempoolCache: Map<string, ChainPayment[]>;
}

/** The payments of a transaction's outputs that carry an address and a value. */
function paymentsOf(node: UtxoNode, transaction: RpcTransaction): ChainPayment[] {
  return (transaction.vout ?? []).flatMap((output) => {
    const address = output.scriptPubKey?.address ?? output.scriptPubKey?.addresses?.[0];
    if (address === undefined || output.value <= 0) return [];
    return [
      {
        txid: transaction.txid,
        kind: 'utxo',
        outputIndex: output.n,
        asset: node.coin,
        address,
        amount: coinsToBaseUnits(output.value),
      },
    ];
  });
}

async function blockHashAt(node: UtxoNode, height: number): Promise<string | null> {
  try {
    return await node.rpc.call<string>('getblockhash', [height]);
  } catch (error) {
    // -8: "Block height out of range".
    if (error instanceof JsonRpcError && error.code === -8) return null;
    throw error;
  }
}

async function blockAt(node: UtxoNode, height: number): Promise<ChainBlock> {
  const hash = await node.rpc.call<string>('getblockhash', [height]);
  const block = await node.rpc.call<RpcBlock>('getblock', [hash, 2]);
  for (const transaction of block.tx) node.mempoolCache.delete(transaction.txid);
  return {
    height: block.height,
    hash: block.hash,
    previousHash: block.previousblockhash ?? null,
    payments: block.tx.flatMap((transaction) => paymentsOf(node, transaction)),
  };
}

/** The payments of one mempool transaction fetched now; none when it was mined or evicted meanwhile. */
async function fetchMempoolTransaction(node: UtxoNode, txid: string): Promise<ChainPayment[]> {
  try {
    const transaction = await node.rpc.call<RpcTransaction>('getrawtransaction', [txid, true]);
    const found = paymentsOf(node, transaction);
    node.mempoolCache.set(txid, found);
    return found;
  } catch (error) {
    // Mined or evicted since getrawmempool: the next cycle sees where it went.
    if (!(error instanceof JsonRpcError && error.code === notFoundCode)) throw error;
    return [];
  }
}

async function mempoolPayments(node: UtxoNode, limit: number): Promise<ChainPayment[]> {
  const txids = await node.rpc.call<string[]>('getrawmempool');
  const current = new Set(txids);
  for (const txid of node.mempoolCache.keys()) if (!current.has(txid)) node.mempoolCache.delete(txid);
  const payments: ChainPayment[] = [];
  let fetched = 0;
  for (const txid of txids) {
    const cached = node.mempoolCache.get(txid);
    if (cached !== undefined) {
      payments.push(...cached);
      continue;
    }
    if (fetched >= limit || node.mempoolCache.size >= maxCachedMempoolTransactions) continue;
    fetched += 1;
    payments.push(...(await fetchMempoolTransaction(node, txid)));
  }
  return payments;
}

async function transactionPresence(node: UtxoNode, txid: string): Promise<TransactionPresence> {
  try {
    await node.rpc.call('getmempoolentry', [txid]);
    return 'mempool';
  } catch (error) {
    if (!(error instanceof JsonRpcError && error.code === notFoundCode)) throw error;
  }
  try {
    // Finds confirmed transactions only with -txindex; without it "unknown" is resolved by the
    // watcher's block scan, which runs before this check.
    const transaction = await node.rpc.call<{ blockhash?: string; confirmations?: number }>('getrawtransaction', [
      txid,
      true,
    ]);
    // The transaction index keeps entries of blocks that left the best chain: those report
    // 0 confirmations and count as nowhere.
    if (transaction.blockhash === undefined) return 'mempool';
    return (transaction.confirmations ?? 0) > 0 ? 'block' : 'unknown';
  } catch (error) {
    if (error instanceof JsonRpcError && error.code === notFoundCode) return 'unknown';
    throw error;
  }
}

/**
 * A Bitcoin Core-compatible node (Bitcoin Core, Litecoin Core, Bitcoin Cash Node) over JSON-RPC.
 * Blocks are read whole (getblock verbosity 2), so any number of derived addresses is watched
 * without importing them into a node wallet; the mempool is read with getrawmempool and each new
 * transaction once with getrawtransaction. Older nodes list output addresses in `addresses`, newer
 * ones in `address`; both are read. Outputs without an address (OP_RETURN, MWEB pegs) are skipped.
 */
export function createUtxoSource(options: UtxoSourceOptions): ChainSource {
  const node: UtxoNode = { rpc: options.rpc, coin: options.coin, mempoolCache: new Map() };
  return {
    chain: options.coin,
    addressNetwork: options.network,
    recordNetwork: options.network,
    tipHeight: () => node.rpc.call<number>('getblockcount'),
    blockHash: (height) => blockHashAt(node, height),
    block: (height) => blockAt(node, height),
    mempoolPayments: (limit) => mempoolPayments(node, limit),
    transactionPresence: (txid) => transactionPresence(node, txid),
  };
}

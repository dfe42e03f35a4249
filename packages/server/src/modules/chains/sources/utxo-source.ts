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

/**
 * A Bitcoin Core-compatible node (Bitcoin Core, Litecoin Core, Bitcoin Cash Node) over JSON-RPC.
 * Blocks are read whole (getblock verbosity 2), so any number of derived addresses is watched
 * without importing them into a node wallet; the mempool is read with getrawmempool and each new
 * transaction once with getrawtransaction. Older nodes list output addresses in `addresses`, newer
 * ones in `address`; both are read. Outputs without an address (OP_RETURN, MWEB pegs) are skipped.
 */
export function createUtxoSource(options: UtxoSourceOptions): ChainSource {
  const { rpc, coin } = options;
  const mempoolCache = new Map<string, ChainPayment[]>();

  const paymentsOf = (transaction: RpcTransaction): ChainPayment[] =>
    (transaction.vout ?? []).flatMap((output) => {
      const address = output.scriptPubKey?.address ?? output.scriptPubKey?.addresses?.[0];
      if (address === undefined || output.value <= 0) return [];
      return [
        {
          txid: transaction.txid,
          kind: 'utxo',
          outputIndex: output.n,
          asset: coin,
          address,
          amount: coinsToBaseUnits(output.value),
        },
      ];
    });

  return {
    chain: coin,
    addressNetwork: options.network,
    recordNetwork: options.network,
    async tipHeight() {
      return rpc.call<number>('getblockcount');
    },
    async blockHash(height) {
      try {
        return await rpc.call<string>('getblockhash', [height]);
      } catch (error) {
        // -8: "Block height out of range".
        if (error instanceof JsonRpcError && error.code === -8) return null;
        throw error;
      }
    },
    async block(height): Promise<ChainBlock> {
      const hash = await rpc.call<string>('getblockhash', [height]);
      const block = await rpc.call<RpcBlock>('getblock', [hash, 2]);
      for (const transaction of block.tx) mempoolCache.delete(transaction.txid);
      return {
        height: block.height,
        hash: block.hash,
        previousHash: block.previousblockhash ?? null,
        payments: block.tx.flatMap(paymentsOf),
      };
    },
    async mempoolPayments(limit) {
      const txids = await rpc.call<string[]>('getrawmempool');
      const current = new Set(txids);
      for (const txid of mempoolCache.keys()) if (!current.has(txid)) mempoolCache.delete(txid);
      const payments: ChainPayment[] = [];
      let fetched = 0;
      for (const txid of txids) {
        const cached = mempoolCache.get(txid);
        if (cached !== undefined) {
          payments.push(...cached);
          continue;
        }
        if (fetched >= limit || mempoolCache.size >= maxCachedMempoolTransactions) continue;
        fetched += 1;
        try {
          const transaction = await rpc.call<RpcTransaction>('getrawtransaction', [txid, true]);
          const found = paymentsOf(transaction);
          mempoolCache.set(txid, found);
          payments.push(...found);
        } catch (error) {
          // Mined or evicted since getrawmempool: the next cycle sees where it went.
          if (!(error instanceof JsonRpcError && error.code === notFoundCode)) throw error;
        }
      }
      return payments;
    },
    async transactionPresence(txid): Promise<TransactionPresence> {
      try {
        await rpc.call('getmempoolentry', [txid]);
        return 'mempool';
      } catch (error) {
        if (!(error instanceof JsonRpcError && error.code === notFoundCode)) throw error;
      }
      try {
        // Finds confirmed transactions only with -txindex; without it "unknown" is resolved by the
        // watcher's block scan, which runs before this check.
        const transaction = await rpc.call<{ blockhash?: string; confirmations?: number }>('getrawtransaction', [
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
    },
  };
}

import type { JsonRpcClient } from '../json-rpc.js';
import { JsonRpcError } from '../json-rpc.js';
import type { RecordNetwork, WatchedChain } from '../chain-source.js';
import { baseUnitsToCoins } from '../sources/decimal-units.js';
import { SendRefused, type ChainSender, type SendRecord } from './send-requests.js';

/** Node answers that mean "nothing was sent": invalid amount, address, insufficient funds, bad parameter. */
const refusalCodes = new Set([-3, -5, -6, -8]);
/** The wallet's latest transactions searched for an earlier attempt of a send. */
const lookBack = 1000;

interface WalletEntry {
  category: string;
  txid: string;
  comment?: string;
}

/**
 * Pays UTXO sends from the node's own wallet (the wallet RPC URL, e.g. http://node:9332/wallet/hot).
 * The send id is stored as the wallet transaction's comment: before paying, the wallet's latest
 * transactions are searched for it, so a retry after a crash or a timeout finds the payment the
 * earlier attempt made instead of paying again.
 */
export function createUtxoSender(options: {
  chain: Extract<WatchedChain, 'BTC' | 'LTC' | 'BCH'>;
  network: RecordNetwork;
  wallet: JsonRpcClient;
}): ChainSender {
  const { wallet } = options;
  const findEarlier = async (sendId: string): Promise<string | undefined> => {
    const entries = await wallet.call<WalletEntry[]>('listtransactions', ['*', lookBack, 0, true]);
    return entries.find((entry) => entry.category === 'send' && entry.comment === sendId)?.txid;
  };
  return {
    chain: options.chain,
    network: options.network,
    async send(_database, send: SendRecord) {
      const earlier = await findEarlier(send.id);
      if (earlier !== undefined) return earlier;
      try {
        return await wallet.call<string>('sendtoaddress', [send.toAddress, baseUnitsToCoins(send.amount), send.id]);
      } catch (error) {
        if (error instanceof JsonRpcError && error.code !== null && refusalCodes.has(error.code)) {
          const after = await findEarlier(send.id);
          if (after !== undefined) return after;
          throw new SendRefused(error.message);
        }
        throw error;
      }
    },
    async confirmations(send) {
      if (send.txid === null) return 0;
      const transaction = await wallet.call<{ confirmations: number }>('gettransaction', [send.txid]);
      return Math.max(0, transaction.confirmations);
    },
  };
}

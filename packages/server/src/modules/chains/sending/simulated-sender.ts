import { createHash } from 'node:crypto';
import type { SimulatedChain } from '../sources/simulated-chain.js';
import type { ChainSender } from './send-requests.js';

/**
 * Test mode's sender: pays on the simulated chain with a txid derived from the send id, so any
 * number of attempts make one payment (the simulated mempool ignores a txid it already has).
 */
export function createSimulatedSender(chain: SimulatedChain): ChainSender {
  const txidOf = (sendId: string) => createHash('sha256').update(`send:${sendId}`).digest('hex');
  return {
    chain: chain.chain,
    network: 'simulated',
    async send(_database, send) {
      const txid = txidOf(send.id);
      await chain.payOnce({ txid, asset: send.asset, address: send.toAddress, amount: send.amount });
      return txid;
    },
    async confirmations(send) {
      if (send.txid === null) return 0;
      return (await chain.confirmationsOf(send.txid)) ?? 0;
    },
  };
}

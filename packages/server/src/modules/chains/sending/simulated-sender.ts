import { createHash } from 'node:crypto';
import type { SimulatedChain } from '../sources/simulated-chain.js';
import { SendRefused, type ChainSender } from './send-requests.js';
import { simulatedSendFailure } from './simulated-send-failures.js';

/**
 * Test mode's sender: pays on the simulated chain with a txid derived from the send id, so any
 * number of attempts make one payment (the simulated mempool ignores a txid it already has). A send
 * to an address whose failure is switched on (POST /test-mode/chain/send-failures) is refused, as a
 * node refusing the payment would refuse it: the send fails and its hold is voided.
 */
export function createSimulatedSender(chain: SimulatedChain): ChainSender {
  const txidOf = (sendId: string) => createHash('sha256').update(`send:${sendId}`).digest('hex');
  return {
    chain: chain.chain,
    network: 'simulated',
    async send(database, send) {
      const failure = await simulatedSendFailure(database, send.toAddress);
      if (failure !== null) throw new SendRefused(failure);
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

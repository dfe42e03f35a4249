import { transferTopic } from '../../sources/evm-source.js';
import { parseHexQuantity } from '../../sources/decimal-units.js';
import { bookGasFee } from '../gas-fees.js';
import {
  addressWord,
  alertSweepFailed,
  broadcast,
  confirmationsOf,
  receiptOf,
  setSweepStatus,
  type Receipt,
  type SweepContext,
  type SweepRow,
} from './sweep-context.js';

/** Whether a token sweep's receipt shows exactly its amount moving to the collection address. */
function movedToCollection(context: SweepContext, sweep: SweepRow, found: Receipt): boolean {
  const contract = context.settings.tokens[sweep.asset as 'USDT' | 'USDC']?.toLowerCase();
  return found.logs.some(
    (log) =>
      log.address.toLowerCase() === contract &&
      log.topics[0] === transferTopic &&
      log.topics[1]?.toLowerCase() === `0x${addressWord(sweep.from_address)}` &&
      log.topics[2]?.toLowerCase() === `0x${addressWord(sweep.to_address)}` &&
      parseHexQuantity(log.data) === BigInt(sweep.amount),
  );
}

/**
 * A sweep on its way: rebroadcast until it is mined (a refusal makes it ready to sign again);
 * swept only once the receipt succeeded, has the confirmations and (tokens) shows the transfer to
 * the collection address; a reverted sweep is failed with an alert. Its gas is booked once mined.
 */
export async function finishSweep(context: SweepContext, sweep: SweepRow): Promise<void> {
  if (sweep.sweep_txid === null || sweep.sweep_raw === null) return;
  const found = await receiptOf(context, sweep.sweep_txid);
  if (found === null) {
    if (!(await broadcast(context, sweep.sweep_raw, sweep.sweep_txid)))
      await setSweepStatus(context, {
        id: sweep.id,
        from: 'sweeping',
        to: 'ready',
        error: 'The sweep was refused by the node',
      });
    return;
  }
  if (found.status !== '0x1') {
    await bookGasFee(context.database, { receipt: found, rpc: context.rpc });
    await setSweepStatus(context, {
      id: sweep.id,
      from: 'sweeping',
      to: 'failed',
      error: 'The sweep reverted on chain',
    });
    await alertSweepFailed(context, sweep, 'the sweep transaction reverted');
    return;
  }
  if ((await confirmationsOf(context, found)) < BigInt(context.settings.confirmations)) return;
  await bookGasFee(context.database, { receipt: found, rpc: context.rpc });
  if (sweep.asset !== 'ETH' && !movedToCollection(context, sweep, found)) {
    const error = 'The receipt shows no transfer to the collection address';
    await setSweepStatus(context, { id: sweep.id, from: 'sweeping', to: 'failed', error });
    await alertSweepFailed(context, sweep, 'the receipt shows no transfer to the collection address');
    return;
  }
  await setSweepStatus(context, { id: sweep.id, from: 'sweeping', to: 'swept' });
}

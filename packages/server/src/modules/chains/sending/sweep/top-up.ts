import { bookGasFee } from '../gas-fees.js';
import { signLegacyTransaction } from '../evm-transaction.js';
import { allocateNonce, releaseNonce } from '../nonces.js';
import {
  alertSweepFailed,
  broadcast,
  chainId,
  ethBalance,
  gasPrice,
  nativeGas,
  pendingNonce,
  receiptOf,
  setSweepStatus,
  tokenGas,
  type SweepContext,
  type SweepRow,
} from './sweep-context.js';

/** Thrown inside a transaction to roll it back when another worker moved the sweep first. */
class SweepRaced extends Error {}

const topUpHolder = (sweepId: string) => `${sweepId}:topup`;
const refusedTopUp = 'The gas top-up was refused by the node';

/**
 * A planned token sweep: ready when its address already holds the gas, else a top-up from the hot
 * wallet (twice today's cost of a token transfer: the gas price may rise before the sweep is
 * signed), signed with a nonce allocated in the database and stored before it is broadcast.
 */
export async function topUp(context: SweepContext, sweep: SweepRow): Promise<void> {
  const price = await gasPrice(context);
  const needed = 2n * tokenGas * price;
  const has = await ethBalance(context, sweep.from_address);
  if (has >= needed) {
    await setSweepStatus(context, { id: sweep.id, from: 'planned', to: 'ready' });
    return;
  }
  const [pending, id] = await Promise.all([pendingNonce(context, context.hotAddress), chainId(context)]);
  const signed = await storeSignedTopUp(context, sweep, {
    value: needed - has,
    gasPrice: price,
    chainId: id,
    nodePendingCount: pending,
  }).catch((error: unknown) => {
    if (error instanceof SweepRaced) return undefined;
    throw error;
  });
  if (signed !== undefined && !(await broadcast(context, signed.raw, signed.hash)))
    await abandonTopUp(context, sweep.id, signed.hash, refusedTopUp);
}

async function storeSignedTopUp(
  context: SweepContext,
  sweep: SweepRow,
  input: { value: bigint; gasPrice: bigint; chainId: bigint; nodePendingCount: bigint },
): Promise<{ raw: string; hash: string }> {
  return context.database.transaction(async (transaction) => {
    const nonce = await allocateNonce(transaction, {
      network: context.settings.network,
      address: context.hotAddress,
      nodePendingCount: input.nodePendingCount,
      holder: topUpHolder(sweep.id),
    });
    const signed = signLegacyTransaction(
      {
        nonce,
        gasPrice: input.gasPrice,
        gasLimit: nativeGas,
        to: sweep.from_address,
        value: input.value,
        data: '0x',
        chainId: input.chainId,
      },
      context.hotWalletKey,
    );
    const updated = await transaction.query(
      `update chain_sweeps set status = 'topping_up', topup_raw = $2, topup_txid = $3, topup_nonce = $4::bigint,
         updated_at = now()
       where id = $1 and status = 'planned' returning id`,
      [sweep.id, signed.raw, signed.hash, nonce.toString()],
    );
    // Planned no more (another worker got there first): the nonce goes back unused.
    if (updated.rows.length === 0) throw new SweepRaced();
    return signed;
  });
}

/**
 * The node refused a top-up and does not know it: its hot-wallet nonce is given back and its bytes
 * forgotten in one transaction, and the sweep is planned again (a new top-up, signed later, takes
 * the lowest free nonce — so a refusal never leaves a gap blocking the hot wallet's other sends).
 */
async function abandonTopUp(context: SweepContext, sweepId: string, hash: string, reason: string): Promise<void> {
  await context.database.transaction(async (transaction) => {
    const stored = await transaction.query<{ topup_nonce: string | null }>(
      `select topup_nonce::text from chain_sweeps where id = $1 and status = 'topping_up' and topup_txid = $2 for update`,
      [sweepId, hash],
    );
    const row = stored.rows[0];
    if (row === undefined) return;
    await transaction.query(
      `update chain_sweeps set status = 'planned', topup_raw = null, topup_txid = null, topup_nonce = null,
         last_error = $2, updated_at = now()
       where id = $1`,
      [sweepId, reason],
    );
    if (row.topup_nonce === null) return;
    await releaseNonce(transaction, {
      network: context.settings.network,
      address: context.hotAddress,
      nonce: BigInt(row.topup_nonce),
      holder: topUpHolder(sweepId),
    });
  });
}

/**
 * A top-up on its way: rebroadcast until it is mined (a refusal abandons it); mined, its gas is
 * booked whatever its status, and the sweep is ready (or failed with an alert when it reverted).
 */
export async function followTopUp(context: SweepContext, sweep: SweepRow): Promise<void> {
  if (sweep.topup_txid === null || sweep.topup_raw === null) return;
  const found = await receiptOf(context, sweep.topup_txid);
  if (found === null) {
    if (!(await broadcast(context, sweep.topup_raw, sweep.topup_txid)))
      await abandonTopUp(context, sweep.id, sweep.topup_txid, refusedTopUp);
    return;
  }
  await bookGasFee(context.database, { receipt: found, rpc: context.rpc });
  if (found.status === '0x1') {
    await setSweepStatus(context, { id: sweep.id, from: 'topping_up', to: 'ready' });
    return;
  }
  await setSweepStatus(context, { id: sweep.id, from: 'topping_up', to: 'failed', error: 'The gas top-up reverted' });
  await alertSweepFailed(context, sweep, 'the gas top-up reverted');
}

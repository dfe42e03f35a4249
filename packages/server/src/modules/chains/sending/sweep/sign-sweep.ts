import { verifySignedLegacyTransaction, type LegacyTransaction } from '../evm-transaction.js';
import {
  addressWord,
  broadcast,
  chainId,
  ethBalance,
  gasPrice,
  nativeGas,
  pendingNonce,
  setSweepStatus,
  tokenGas,
  word,
  type SweepContext,
  type SweepRow,
} from './sweep-context.js';

/** The transaction a ready sweep asks the signer for, or why there is none yet. */
type SweepRequest =
  | { kind: 'transaction'; transaction: LegacyTransaction; amount: bigint }
  | { kind: 'nothing_left' }
  | { kind: 'needs_gas' };

/**
 * The whole ETH balance minus the fee at today's gas price (the fee is paid from the swept
 * balance), or transfer(collection address, amount) on the token's contract.
 */
async function sweepRequest(context: SweepContext, sweep: SweepRow): Promise<SweepRequest> {
  const [price, id, nonce] = await Promise.all([
    gasPrice(context),
    chainId(context),
    pendingNonce(context, sweep.from_address),
  ]);
  const balance = () => ethBalance(context, sweep.from_address);
  if (sweep.asset === 'ETH') {
    const amount = (await balance()) - nativeGas * price;
    if (amount <= 0n) return { kind: 'nothing_left' };
    const transaction = { nonce, gasPrice: price, gasLimit: nativeGas, to: sweep.to_address, value: amount };
    return { kind: 'transaction', transaction: { ...transaction, data: '0x', chainId: id }, amount };
  }
  const contract = context.settings.tokens[sweep.asset];
  if (contract === undefined) throw new Error(`No ${sweep.asset} contract configured`);
  // Gas got dearer than the top-up covers: top up again.
  if ((await balance()) < tokenGas * price) return { kind: 'needs_gas' };
  const amount = BigInt(sweep.amount);
  const data = `0xa9059cbb${addressWord(sweep.to_address)}${word(amount)}`;
  return {
    kind: 'transaction',
    transaction: { nonce, gasPrice: price, gasLimit: tokenGas, to: contract, value: 0n, data, chainId: id },
    amount,
  };
}

/**
 * A ready sweep: signed by the deposit signer, checked (whatever signed it, only the very
 * transaction asked for, from this address, is stored), stored before it is broadcast (sweeping),
 * so a retry rebroadcasts the same transaction.
 */
export async function signSweep(context: SweepContext, sweep: SweepRow): Promise<void> {
  const request = await sweepRequest(context, sweep);
  if (request.kind === 'nothing_left') {
    await setSweepStatus(context, {
      id: sweep.id,
      from: 'ready',
      to: 'failed',
      error: 'Nothing left to sweep after the fee',
    });
    return;
  }
  if (request.kind === 'needs_gas') {
    await setSweepStatus(context, {
      id: sweep.id,
      from: 'ready',
      to: 'planned',
      error: 'Not enough gas at the current price',
    });
    return;
  }
  const answer = await context.signer.signSweep({
    brandId: sweep.brand_id,
    network: context.settings.addressNetwork,
    index: Number(sweep.derivation_index),
    fromAddress: sweep.from_address,
    transaction: request.transaction,
  });
  const signed = verifySignedLegacyTransaction(answer.raw, request.transaction, sweep.from_address);
  const updated = await context.database.query(
    `update chain_sweeps set status = 'sweeping', amount = $2::numeric, sweep_raw = $3, sweep_txid = $4, updated_at = now()
     where id = $1 and status = 'ready' returning id`,
    [sweep.id, request.amount.toString(), signed.raw, signed.hash],
  );
  if (updated.rows.length > 0 && !(await broadcast(context, signed.raw, signed.hash))) {
    // Never accepted, so its nonce is still free: signing again reuses that nonce, and of two
    // transactions with one nonce at most one can ever be mined.
    await setSweepStatus(context, {
      id: sweep.id,
      from: 'sweeping',
      to: 'ready',
      error: 'The sweep was refused by the node',
    });
  }
}

import type { Transaction } from '../../../db/database.js';
import type { RecordNetwork } from '../chain-source.js';

export interface NonceRequest {
  network: RecordNetwork;
  address: string;
  /** The node's pending transaction count of the address (its next nonce as the node sees it). */
  nodePendingCount: bigint;
  /** What the nonce is for: a send id, or `<sweep id>:topup`. */
  holder: string;
}

/**
 * The next nonce of an EVM address, allocated inside the caller's transaction (row lock on
 * chain_nonces, so concurrent senders never share one). A nonce released because the node refused
 * its transaction (releaseNonce) comes first, lowest first, as long as the node has not used it
 * since (it is at least the node's pending count; lower released ones were used by something else
 * and are dropped) — so a refusal leaves no gap. Otherwise the next new nonce: never below the
 * node's pending count, never handed out twice.
 */
export async function allocateNonce(transaction: Transaction, request: NonceRequest): Promise<bigint> {
  const key = [request.network, request.address];
  await transaction.query(
    `insert into chain_nonces (chain, network, address, next_nonce) values ('ETH', $1, $2, 0) on conflict do nothing`,
    key,
  );
  const current = await transaction.query<{ next_nonce: string }>(
    `select next_nonce::text from chain_nonces where chain = 'ETH' and network = $1 and address = $2 for update`,
    key,
  );
  await transaction.query(
    `delete from chain_nonce_allocations
     where chain = 'ETH' and network = $1 and address = $2 and status = 'released' and nonce < $3::bigint`,
    [...key, request.nodePendingCount.toString()],
  );
  const reused = await transaction.query<{ nonce: string }>(
    `update chain_nonce_allocations set status = 'allocated', holder = $3, updated_at = now()
     where chain = 'ETH' and network = $1 and address = $2 and nonce = (
       select min(nonce) from chain_nonce_allocations
       where chain = 'ETH' and network = $1 and address = $2 and status = 'released')
     returning nonce::text`,
    [...key, request.holder],
  );
  if (reused.rows[0] !== undefined) return BigInt(reused.rows[0].nonce);
  const stored = BigInt(current.rows[0]?.next_nonce ?? '0');
  const nonce = stored > request.nodePendingCount ? stored : request.nodePendingCount;
  await transaction.query(
    `update chain_nonces set next_nonce = $3::bigint where chain = 'ETH' and network = $1 and address = $2`,
    [...key, (nonce + 1n).toString()],
  );
  // A conflict here would mean a nonce handed out twice: the primary key makes that an error.
  await transaction.query(
    `insert into chain_nonce_allocations (chain, network, address, nonce, holder, status)
     values ('ETH', $1, $2, $3::bigint, $4, 'allocated')`,
    [...key, nonce.toString(), request.holder],
  );
  return nonce;
}

/**
 * Frees a nonce whose transaction the node certainly refused (an error answer, and the node does
 * not know the transaction): only while `holder` still holds it, so a nonce already handed to
 * another transaction is never released by the old one. The caller forgets its signed bytes in the
 * same transaction, so they are never broadcast again. True when released.
 */
export async function releaseNonce(
  transaction: Transaction,
  input: { network: RecordNetwork; address: string; nonce: bigint; holder: string },
): Promise<boolean> {
  const released = await transaction.query(
    `update chain_nonce_allocations set status = 'released', updated_at = now()
     where chain = 'ETH' and network = $1 and address = $2 and nonce = $3::bigint and holder = $4 and status = 'allocated'
     returning nonce`,
    [input.network, input.address, input.nonce.toString(), input.holder],
  );
  return released.rows.length > 0;
}

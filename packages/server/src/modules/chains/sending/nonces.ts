import type { Transaction } from '../../../db/database.js';
import type { RecordNetwork } from '../chain-source.js';

/**
 * The next nonce of an EVM address, allocated inside the caller's transaction (row lock on
 * chain_nonces): never below the node's pending transaction count, never handed out twice.
 */
export async function allocateNonce(
  transaction: Transaction,
  network: RecordNetwork,
  address: string,
  nodePendingCount: bigint,
): Promise<bigint> {
  await transaction.query(
    `insert into chain_nonces (chain, network, address, next_nonce) values ('ETH', $1, $2, 0) on conflict do nothing`,
    [network, address],
  );
  const current = await transaction.query<{ next_nonce: string }>(
    `select next_nonce::text from chain_nonces where chain = 'ETH' and network = $1 and address = $2 for update`,
    [network, address],
  );
  const stored = BigInt(current.rows[0]?.next_nonce ?? '0');
  const nonce = stored > nodePendingCount ? stored : nodePendingCount;
  await transaction.query(
    `update chain_nonces set next_nonce = $3 where chain = 'ETH' and network = $1 and address = $2`,
    [network, address, (nonce + 1n).toString()],
  );
  return nonce;
}

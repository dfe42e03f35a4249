import type { Queryable } from '../../../db/database.js';

/** Who a deposit address belongs to: a user's wallet, or a merchant payment (paymentId set). */
export interface DepositAddressOwner {
  id: string;
  /** As stored (EIP-55 checksummed for EVM chains, the node's encoding for UTXO coins). */
  address: string;
  userId: string;
  brandId: string;
  paymentId: string | null;
  derivationIndex: number;
}

interface OwnerRow {
  id: string;
  address: string;
  user_id: string;
  brand_id: string;
  payment_id: string | null;
  derivation_index: string;
}

const columns = 'id, address, user_id, brand_id, payment_id, derivation_index::text';

const toOwner = (row: OwnerRow): DepositAddressOwner => ({
  id: row.id,
  address: row.address,
  userId: row.user_id,
  brandId: row.brand_id,
  paymentId: row.payment_id,
  derivationIndex: Number(row.derivation_index),
});

/**
 * The deposit addresses of one chain and network among `addresses`, compared case-insensitively
 * (one indexed lookup, deposit_addresses_lower_address): how the chain watchers tell which
 * payments of a block are deposits, and the sweeper which addresses it may collect from.
 */
export async function findDepositAddressOwners(
  queryable: Queryable,
  input: { chain: string; network: string; addresses: readonly string[] },
): Promise<DepositAddressOwner[]> {
  if (input.addresses.length === 0) return [];
  const lowered = [...new Set(input.addresses.map((address) => address.toLowerCase()))];
  const result = await queryable.query<OwnerRow>(
    `select ${columns} from deposit_addresses where lower(address) = any($1::text[]) and chain = $2 and network = $3`,
    [lowered, input.chain, input.network],
  );
  return result.rows.map(toOwner);
}

/** Deposit addresses by id (the sweeper's rows point at theirs). */
export async function findDepositAddressesById(
  queryable: Queryable,
  ids: readonly string[],
): Promise<DepositAddressOwner[]> {
  if (ids.length === 0) return [];
  const result = await queryable.query<OwnerRow>(
    `select ${columns} from deposit_addresses where id = any($1::text[])`,
    [[...new Set(ids)]],
  );
  return result.rows.map(toOwner);
}

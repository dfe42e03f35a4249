import { deriveDepositAddress, type ChainNetwork } from '@platform/core/addresses';
import type { Queryable, Transaction } from '../../../db/database.js';
import { newDepositAddressId } from '../wallet-ids.js';
import { WalletsError } from '../wallets-error.js';
import { reserveDepositIndex } from './brand-xpubs.js';
import type { DepositChain } from './chains.js';

export interface DepositAddress {
  id: string;
  brandId: string;
  userId: string;
  chain: DepositChain;
  network: ChainNetwork;
  derivationIndex: number;
  address: string;
  /** Tag-based coins only (none of the six supported coins). */
  destinationTag: string | null;
}

interface DepositAddressRow {
  id: string;
  brand_id: string;
  user_id: string;
  chain: DepositChain;
  network: ChainNetwork;
  derivation_index: string;
  address: string;
  destination_tag: string | null;
}

const columns = 'id, brand_id, user_id, chain, network, derivation_index::text, address, destination_tag';

function toDepositAddress(row: DepositAddressRow): DepositAddress {
  return {
    id: row.id,
    brandId: row.brand_id,
    userId: row.user_id,
    chain: row.chain,
    network: row.network,
    derivationIndex: Number(row.derivation_index),
    address: row.address,
    destinationTag: row.destination_tag,
  };
}

export async function findDepositAddress(
  queryable: Queryable,
  key: { userId: string; chain: DepositChain; network: ChainNetwork },
): Promise<DepositAddress | undefined> {
  const result = await queryable.query<DepositAddressRow>(
    `select ${columns} from deposit_addresses where user_id = $1 and chain = $2 and network = $3 and payment_id is null`,
    [key.userId, key.chain, key.network],
  );
  return result.rows[0] === undefined ? undefined : toDepositAddress(result.rows[0]);
}

/**
 * The user's deposit address on a chain: the one handed out before, or a new one at the next
 * reserved index of the brand's key. The caller holds the user's wallet lock, so one user never
 * races themself; different users race only on the index, which the reservation serializes. The
 * unique constraints (address; brand+chain+network+index; user+chain+network) make a double
 * hand-out impossible even if that reasoning were wrong: the insert would fail, not duplicate.
 */
export async function assignDepositAddress(
  transaction: Transaction,
  input: { brandId: string; userId: string; chain: DepositChain; network: ChainNetwork },
): Promise<DepositAddress> {
  const existing = await findDepositAddress(transaction, input);
  if (existing !== undefined) return existing;
  return handOutNextAddress(transaction, { ...input, paymentId: null });
}

/**
 * A brand key index reserved and its address derived ahead of the transaction that records it
 * (`reserveAddress`): the reservation commits on its own, so the brand key's row is locked for one
 * statement, not for a whole payment transaction (bench/README.md "Payment creation" measured the
 * long lock serializing every creation).
 */
export interface ReservedAddress {
  index: number;
  address: string;
}

/**
 * Reserves the brand key's next index in its own statement (outside any transaction) and derives
 * its address. An index reserved this way whose recording transaction then rolls back, or that a
 * concurrent request made unnecessary, stays unused: a gap in the key's indexes, which costs
 * nothing here because every handed-out index is stored and followed (no gap-limit scan).
 */
export async function reserveAddress(
  queryable: Queryable,
  input: { brandId: string; chain: DepositChain; network: ChainNetwork },
): Promise<ReservedAddress> {
  const reserved = await reserveDepositIndex(queryable, input);
  if (reserved === undefined) throw notConfigured(input.brandId, input.chain);
  return { index: reserved.index, address: deriveReserved(input, reserved) };
}

/**
 * A fresh address for one merchant payment (076_merchant_payments.sql): the next reserved index of
 * the brand's key, owned by the merchant's user and tagged with the payment id, so the deposit
 * watcher (and the ETH sweeper) follow it like any deposit address. One address per payment: asking
 * again for the same payment returns the same address. With `reserved` (from `reserveAddress`) the
 * index is not reserved inside the caller's transaction.
 */
export async function assignPaymentAddress(
  transaction: Transaction,
  input: { brandId: string; userId: string; chain: DepositChain; network: ChainNetwork; paymentId: string },
  reserved?: ReservedAddress,
): Promise<DepositAddress> {
  const existing = await transaction.query<DepositAddressRow>(
    `select ${columns} from deposit_addresses where payment_id = $1`,
    [input.paymentId],
  );
  if (existing.rows[0] !== undefined) return toDepositAddress(existing.rows[0]);
  return handOutNextAddress(transaction, input, reserved);
}

function notConfigured(brandId: string, chain: DepositChain): WalletsError {
  return new WalletsError(
    'deposits_not_configured',
    `Deposit addresses for ${chain} are not configured for this brand.`,
  );
}

function deriveReserved(
  input: { brandId: string; chain: DepositChain; network: ChainNetwork },
  reserved: { xpub: string; index: number },
): string {
  const derived = deriveDepositAddress({
    coin: input.chain,
    network: input.network,
    accountXpub: reserved.xpub,
    index: reserved.index,
  });
  // The key was checked when it was configured; failing now means the stored row was edited by hand.
  if (!derived.ok) throw new Error(`The stored ${input.chain} key of ${input.brandId} is unusable: ${derived.error}`);
  return derived.address;
}

/**
 * Reserves the brand key's next index (unless `ahead` was reserved already), derives its address
 * and records it (for a wallet when paymentId is null, else for that payment). The unique
 * constraints refuse a double hand-out.
 */
async function handOutNextAddress(
  transaction: Transaction,
  input: { brandId: string; userId: string; chain: DepositChain; network: ChainNetwork; paymentId: string | null },
  ahead?: ReservedAddress,
): Promise<DepositAddress> {
  let next = ahead;
  if (next === undefined) {
    const reserved = await reserveDepositIndex(transaction, input);
    if (reserved === undefined) throw notConfigured(input.brandId, input.chain);
    next = { index: reserved.index, address: deriveReserved(input, reserved) };
  }
  const inserted = await transaction.query<DepositAddressRow>(
    `insert into deposit_addresses (id, brand_id, user_id, chain, network, derivation_index, address, payment_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${columns}`,
    [
      newDepositAddressId(),
      input.brandId,
      input.userId,
      input.chain,
      input.network,
      next.index,
      next.address,
      input.paymentId,
    ],
  );
  const row = inserted.rows[0];
  if (row === undefined) throw new Error('insert … returning gave no row');
  return toDepositAddress(row);
}

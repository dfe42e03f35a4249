import { parseAccountPublicKey, type ChainNetwork, type ExtendedKeyError } from '@platform/core/addresses';
import type { Queryable } from '../../../db/database.js';
import type { DepositChain } from './chains.js';

export interface BrandXpubKey {
  brandId: string;
  chain: DepositChain;
  network: ChainNetwork;
}

export type ConfigureXpubResult =
  { ok: true; inserted: boolean } | { ok: false; error: ExtendedKeyError | 'already_configured' };

/**
 * Stores the brand's account-level extended public key of one chain and network after checking it
 * with core's parser (right network, right script type, account level, never a private key).
 * A key is set once: replacing it would make `next_index` describe another key's addresses, so a
 * different key for an existing row is refused (`already_configured`) and the same key is a no-op.
 */
export async function configureBrandXpub(
  queryable: Queryable,
  input: BrandXpubKey & { xpub: string; isDemo?: boolean },
): Promise<ConfigureXpubResult> {
  const parsed = parseAccountPublicKey({ coin: input.chain, network: input.network, accountXpub: input.xpub });
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const inserted = await queryable.query(
    `insert into brand_xpubs (brand_id, chain, network, xpub, is_demo) values ($1, $2, $3, $4, $5)
     on conflict (brand_id, chain, network) do nothing returning brand_id`,
    [input.brandId, input.chain, input.network, input.xpub, input.isDemo ?? false],
  );
  if (inserted.rows.length > 0) return { ok: true, inserted: true };
  const existing = await queryable.query<{ xpub: string }>(
    'select xpub from brand_xpubs where brand_id = $1 and chain = $2 and network = $3',
    [input.brandId, input.chain, input.network],
  );
  return existing.rows[0]?.xpub === input.xpub
    ? { ok: true, inserted: false }
    : { ok: false, error: 'already_configured' };
}

export interface ReservedIndex {
  xpub: string;
  index: number;
}

/** Highest non-hardened BIP32 index plus one: past it the key is exhausted. */
const indexLimit = 2 ** 31;

/**
 * Reserves the next receive index of the brand's key atomically: one UPDATE … RETURNING, so two
 * concurrent reservations (any number of API nodes) never get the same index. Returns undefined
 * when the brand has no key for this chain and network. Inside a transaction, a rollback gives the
 * index back, so a failed derivation leaves no gap; on its own (`reserveAddress`) it commits at once
 * and holds the key's row for that one statement.
 */
export async function reserveDepositIndex(
  transaction: Queryable,
  key: BrandXpubKey,
): Promise<ReservedIndex | undefined> {
  const result = await transaction.query<{ xpub: string; reserved: string }>(
    `update brand_xpubs set next_index = next_index + 1
     where brand_id = $1 and chain = $2 and network = $3 and next_index < $4
     returning xpub, (next_index - 1)::text as reserved`,
    [key.brandId, key.chain, key.network, indexLimit],
  );
  const row = result.rows[0];
  if (row === undefined) {
    const exhausted = await transaction.query(
      'select 1 from brand_xpubs where brand_id = $1 and chain = $2 and network = $3',
      [key.brandId, key.chain, key.network],
    );
    if (exhausted.rows.length > 0)
      throw new Error(`The ${key.chain} ${key.network} key of ${key.brandId} has no index left`);
    return undefined;
  }
  return { xpub: row.xpub, index: Number(row.reserved) };
}

export interface BrandXpubRecord extends BrandXpubKey {
  xpub: string;
  nextIndex: number;
  isDemo: boolean;
}

/** The brand's configured keys, per chain and network. */
export async function listBrandXpubs(queryable: Queryable, brandId: string): Promise<BrandXpubRecord[]> {
  const result = await queryable.query<{
    brand_id: string;
    chain: DepositChain;
    network: ChainNetwork;
    xpub: string;
    next_index: string;
    is_demo: boolean;
  }>(
    `select brand_id, chain, network, xpub, next_index::text, is_demo from brand_xpubs
     where brand_id = $1 order by chain, network`,
    [brandId],
  );
  return result.rows.map((row) => ({
    brandId: row.brand_id,
    chain: row.chain,
    network: row.network,
    xpub: row.xpub,
    nextIndex: Number(row.next_index),
    isDemo: row.is_demo,
  }));
}

import { createHash } from 'node:crypto';
import type { Transaction } from '../../db/database.js';
import type { KeyMode, MerchantKeyPair } from './api-keys.js';

export interface NewMerchant {
  id: string;
  brandId: string;
  userId: string;
  name: string;
  allowedOrigins: readonly string[];
}

/**
 * Makes a user of a brand a merchant (075_merchants.sql) with the table's defaults for everything
 * else (fee 1 %, every coin, no tolerance). Idempotent: false when the merchant already exists.
 */
export async function createMerchant(transaction: Transaction, merchant: NewMerchant): Promise<boolean> {
  const inserted = await transaction.query(
    `insert into merchants (id, brand_id, user_id, name, allowed_origins) values ($1, $2, $3, $4, $5)
     on conflict do nothing returning id`,
    [merchant.id, merchant.brandId, merchant.userId, merchant.name, [...merchant.allowedOrigins]],
  );
  return inserted.rows.length > 0;
}

/**
 * Stores a known key pair of a merchant (the demo merchant's keys of the data folder), under the
 * given key ids, revoking the mode's current keys first when asked; rotateMerchantKeys makes random
 * ones. Only the keys' SHA-256 is kept, as api-keys.ts does.
 */
export async function storeMerchantKeys(
  transaction: Transaction,
  input: {
    merchantId: string;
    mode: KeyMode;
    keys: MerchantKeyPair;
    keyIds: Record<keyof MerchantKeyPair, string>;
    revokeCurrent?: boolean;
  },
): Promise<void> {
  if (input.revokeCurrent === true) {
    await transaction.query(
      'update merchant_api_keys set revoked_at = now() where merchant_id = $1 and mode = $2 and revoked_at is null',
      [input.merchantId, input.mode],
    );
  }
  for (const kind of ['publishable', 'secret'] as const) {
    const key = input.keys[kind];
    await transaction.query(
      `insert into merchant_api_keys (id, merchant_id, kind, mode, key_hash, key_prefix) values ($1, $2, $3, $4, $5, $6)`,
      [
        input.keyIds[kind],
        input.merchantId,
        kind,
        input.mode,
        createHash('sha256').update(key).digest('hex'),
        key.slice(0, 14),
      ],
    );
  }
}

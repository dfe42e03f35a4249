import { createHash, randomBytes } from 'node:crypto';
import type { Queryable, Transaction } from '../../db/database.js';

/**
 * Merchant API keys (075_merchants.sql). A publishable key (pk_test_… / pk_live_…) may sit in a web
 * page: it only creates payments for its merchant, from the merchant's allowed origins. A secret key
 * (sk_test_… / sk_live_…) is for the merchant's servers. Keys are 32 random bytes, shown once;
 * only their SHA-256 is stored (a fast hash is right for high-entropy keys, unlike passwords).
 * Creating keys again rotates them: the previous keys of that kind and mode are revoked.
 */
export type KeyKind = 'publishable' | 'secret';
export type KeyMode = 'test' | 'live';

export interface MerchantKeyPair {
  publishable: string;
  secret: string;
}

export interface AuthenticatedKey {
  /** The key's row id (mkey_…): what per-key rate limits count by, never the key itself. */
  keyId: string;
  merchantId: string;
  kind: KeyKind;
  mode: KeyMode;
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');
const keyPattern = /^(pk|sk)_(test|live)_[A-Za-z0-9_-]{43}$/;

function newKey(kind: KeyKind, mode: KeyMode): string {
  return `${kind === 'publishable' ? 'pk' : 'sk'}_${mode}_${randomBytes(32).toString('base64url')}`;
}

export async function rotateMerchantKeys(
  transaction: Transaction,
  merchantId: string,
  mode: KeyMode,
): Promise<MerchantKeyPair> {
  await transaction.query(
    'update merchant_api_keys set revoked_at = now() where merchant_id = $1 and mode = $2 and revoked_at is null',
    [merchantId, mode],
  );
  const pair = { publishable: newKey('publishable', mode), secret: newKey('secret', mode) };
  for (const [kind, key] of [
    ['publishable', pair.publishable],
    ['secret', pair.secret],
  ] as const) {
    await transaction.query(
      `insert into merchant_api_keys (id, merchant_id, kind, mode, key_hash, key_prefix) values ($1, $2, $3, $4, $5, $6)`,
      [`mkey_${randomBytes(10).toString('hex')}`, merchantId, kind, mode, hashKey(key), key.slice(0, 14)],
    );
  }
  return pair;
}

/**
 * The merchant, kind and mode of a live key, or null (unknown, revoked or malformed). The key's
 * last_used_at is kept to the minute: it is written when it is older than that, so a merchant's
 * busy key does not make every API call queue on one row for a write (bench/README.md "Payment
 * creation"), and the merchant area still shows when a key was last used.
 */
export async function authenticateMerchantKey(queryable: Queryable, key: string): Promise<AuthenticatedKey | null> {
  if (!keyPattern.test(key)) return null;
  const result = await queryable.query<{ id: string; merchant_id: string; kind: KeyKind; mode: KeyMode }>(
    `with live as (
       select id, merchant_id, kind, mode, last_used_at from merchant_api_keys where key_hash = $1 and revoked_at is null
     ), touched as (
       update merchant_api_keys k set last_used_at = now() from live
        where k.id = live.id and (live.last_used_at is null or live.last_used_at < now() - interval '1 minute')
     )
     select id, merchant_id, kind, mode from live`,
    [hashKey(key)],
  );
  const row = result.rows[0];
  return row === undefined ? null : { keyId: row.id, merchantId: row.merchant_id, kind: row.kind, mode: row.mode };
}

export interface KeySummary {
  kind: KeyKind;
  mode: KeyMode;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

export async function listMerchantKeys(queryable: Queryable, merchantId: string): Promise<KeySummary[]> {
  const result = await queryable.query<{
    kind: KeyKind;
    mode: KeyMode;
    key_prefix: string;
    created_at: Date;
    last_used_at: Date | null;
  }>(
    `select kind, mode, key_prefix, created_at, last_used_at from merchant_api_keys
     where merchant_id = $1 and revoked_at is null order by mode, kind`,
    [merchantId],
  );
  return result.rows.map((row) => ({
    kind: row.kind,
    mode: row.mode,
    prefix: row.key_prefix,
    created_at: new Date(row.created_at).toISOString(),
    last_used_at: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
  }));
}

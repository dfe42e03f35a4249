import { HDKey } from '@scure/bip32';
import { base58check } from './hashes.js';
import { extendedPrivateKeyVersions, findExtendedPublicKeyVersion } from './extended-key-versions.js';
import type { ExtendedPublicKeyVersion } from './extended-key-versions.js';
import { addressFamily } from './networks.js';
import type { ChainNetwork, DepositCoin } from './networks.js';

export type ExtendedKeyError =
  | 'invalid_extended_key'
  | 'private_key_not_accepted'
  | 'unsupported_key_type'
  | 'wrong_coin'
  | 'wrong_network'
  | 'not_account_level';

export type AccountKeyResult = { ok: true; key: HDKey; keyType: string } | { ok: false; error: ExtendedKeyError };

/** Serialized extended key: version(4) depth(1) fingerprint(4) index(4) chain code(32) key(33). */
const extendedKeyLength = 78;
const keyOffset = 45;
/** m / purpose' / coin' / account' — the level BIP44 and BIP84 wallets export. */
const accountDepth = 3;
const xpubVersion = 0x0488b21e;
const maxExtendedKeyLength = 120;

interface DecodedExtendedKey {
  bytes: Uint8Array;
  version: number;
  depth: number;
}

function decodeExtendedKey(extendedKey: string): DecodedExtendedKey | undefined {
  // 78 bytes are 111 base58 characters; base58 decoding is quadratic, so refuse long pastes first.
  if (typeof extendedKey !== 'string' || extendedKey.length > maxExtendedKeyLength) return undefined;
  let bytes: Uint8Array;
  try {
    bytes = base58check.decode(extendedKey);
  } catch {
    return undefined;
  }
  if (bytes.length !== extendedKeyLength) return undefined;
  const version = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0, false);
  return { bytes, version, depth: bytes[4] ?? 0 };
}

function keyTypeError(entry: ExtendedPublicKeyVersion, coin: DepositCoin, network: ChainNetwork) {
  if (entry.onlyCoin !== undefined && entry.onlyCoin !== coin) return 'wrong_coin';
  if (entry.style === 'nestedSegwit') return 'unsupported_key_type';
  const family = addressFamily(coin);
  if (entry.style === 'nativeSegwit' && family !== 'segwit') return 'unsupported_key_type';
  // EVM wallets export xpub bytes whatever the chain, so xpub is fine on every EVM network.
  if (family === 'evm' && entry.network === 'main') return undefined;
  const keyNetwork = network === 'mainnet' ? 'main' : 'test';
  return entry.network === keyNetwork ? undefined : 'wrong_network';
}

/**
 * Reads the brand's account-level extended public key for one coin and network. Any accepted
 * SLIP-132 form (xpub, zpub, tpub, vpub, Ltub, ttub) is read as the same key; private keys,
 * P2SH-SegWit keys, keys of another network and keys below or above the account level are
 * refused with a typed error rather than silently producing addresses no wallet watches.
 */
export function parseAccountPublicKey(input: {
  coin: DepositCoin;
  network: ChainNetwork;
  accountXpub: string;
}): AccountKeyResult {
  const decoded = decodeExtendedKey(input.accountXpub);
  if (!decoded) return { ok: false, error: 'invalid_extended_key' };
  if (extendedPrivateKeyVersions.includes(decoded.version) || decoded.bytes[keyOffset] === 0) {
    return { ok: false, error: 'private_key_not_accepted' };
  }
  const entry = findExtendedPublicKeyVersion(decoded.version);
  if (!entry) return { ok: false, error: 'invalid_extended_key' };
  const error = keyTypeError(entry, input.coin, input.network);
  if (error) return { ok: false, error };
  if (decoded.depth !== accountDepth) return { ok: false, error: 'not_account_level' };
  // One key, one form: whatever version came in, the parsed key serializes as plain xpub.
  const key = readPublicKey(withVersion(decoded.bytes, xpubVersion), xpubVersion);
  return key ? { ok: true, key, keyType: entry.name } : { ok: false, error: 'invalid_extended_key' };
}

function readPublicKey(extendedKey: string, version: number): HDKey | undefined {
  try {
    // The private version is never used: these keys cannot derive hardened or private children.
    return HDKey.fromExtendedKey(extendedKey, { public: version, private: 0 });
  } catch {
    // Not a point on secp256k1, or an inconsistent depth/fingerprint/index header.
    return undefined;
  }
}

function withVersion(bytes: Uint8Array, version: number): string {
  const copy = Uint8Array.from(bytes);
  new DataView(copy.buffer).setUint32(0, version, false);
  return base58check.encode(copy);
}

/**
 * Rewrites an extended public key with another SLIP-132 version (zpub → xpub, vpub → tpub…),
 * for showing keys in the form another tool expects. The key material is unchanged.
 */
export function convertExtendedPublicKey(extendedKey: string, targetVersion: number): string | undefined {
  const decoded = decodeExtendedKey(extendedKey);
  if (!decoded || !findExtendedPublicKeyVersion(decoded.version)) return undefined;
  if (!findExtendedPublicKeyVersion(targetVersion)) return undefined;
  return withVersion(decoded.bytes, targetVersion);
}

/**
 * Public (non-hardened) child derivation along a path of indexes, returning the child's
 * extended public key in the parent's version. Hardened indexes cannot be derived from a public
 * key and give undefined.
 */
export function deriveChildExtendedPublicKey(extendedKey: string, indexes: readonly number[]): string | undefined {
  const decoded = decodeExtendedKey(extendedKey);
  if (!decoded || !findExtendedPublicKeyVersion(decoded.version)) return undefined;
  let key = readPublicKey(extendedKey, decoded.version);
  for (const index of indexes) {
    if (!key || !isNonHardenedIndex(index)) return undefined;
    key = key.deriveChild(index);
  }
  return key?.publicExtendedKey;
}

export function isNonHardenedIndex(index: number): boolean {
  return Number.isSafeInteger(index) && index >= 0 && index < 0x80000000;
}

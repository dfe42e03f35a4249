import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';

/** RIPEMD-160 of SHA-256: the 20-byte public key hash of P2PKH, P2WPKH and CashAddr P2PKH. */
export function hash160(data: Uint8Array): Uint8Array {
  return ripemd160(sha256(data));
}

/** Base58 with the 4-byte double-SHA-256 checksum, as used by legacy addresses and xpubs. */
export const base58check = createBase58check(sha256);

export function bytesEqual(left: Uint8Array, right: Uint8Array): boolean {
  if (left.length !== right.length) return false;
  return left.every((byte, position) => byte === right[position]);
}

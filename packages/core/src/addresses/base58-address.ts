import { base58 } from '@scure/base';
import { base58check } from './hashes.js';

/** A legacy address: one version byte and a 20-byte hash (P2PKH public key hash or P2SH script hash). */
export interface Base58Address {
  version: number;
  hash: Uint8Array;
}

export type Base58DecodeResult =
  ({ ok: true } & Base58Address) | { ok: false; error: 'invalid_format' | 'invalid_checksum' };

/** version(1) + hash(20) + checksum(4). */
const payloadWithChecksumLength = 25;

export function encodeBase58Address({ version, hash }: Base58Address): string {
  const payload = new Uint8Array(1 + hash.length);
  payload[0] = version;
  payload.set(hash, 1);
  return base58check.encode(payload);
}

/** Tells a mistyped character or wrong length (invalid_format) apart from a checksum miss. */
export function decodeBase58Address(address: string): Base58DecodeResult {
  if (address.length < 26 || address.length > 35) return { ok: false, error: 'invalid_format' };
  let raw: Uint8Array;
  try {
    raw = base58.decode(address);
  } catch {
    return { ok: false, error: 'invalid_format' };
  }
  if (raw.length !== payloadWithChecksumLength) return { ok: false, error: 'invalid_format' };
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    return { ok: false, error: 'invalid_checksum' };
  }
  return { ok: true, version: payload[0] ?? 0, hash: payload.slice(1) };
}

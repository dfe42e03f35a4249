import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export type EvmAddressResult =
  { ok: true; address: string } | { ok: false; error: 'invalid_format' | 'invalid_checksum' };

const hexAddressPattern = /^0x[0-9a-fA-F]{40}$/;

/** EIP-55: a hex letter is upper case when the matching nibble of keccak256(lowercase hex) is ≥ 8. */
export function toChecksumAddress(addressHex: string): string {
  const lower = addressHex.toLowerCase().replace(/^0x/, '');
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  const checksummed = [...lower].map((char, position) =>
    Number.parseInt(hash[position] ?? '0', 16) >= 8 ? char.toUpperCase() : char,
  );
  return `0x${checksummed.join('')}`;
}

/** The last 20 bytes of keccak256 of the uncompressed public key without its 0x04 marker. */
export function evmAddressFromPublicKey(publicKey: Uint8Array): string {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  const hash = keccak_256(uncompressed.slice(1));
  return toChecksumAddress(bytesToHex(hash.slice(-20)));
}

/**
 * An address written all in lower case or all in upper case carries no checksum (EIP-55 keeps
 * them valid for backwards compatibility) and is accepted; a mixed-case address claims a
 * checksum and must match it exactly. The result is always the checksummed form.
 */
export function parseEvmAddress(address: string): EvmAddressResult {
  if (!hexAddressPattern.test(address)) return { ok: false, error: 'invalid_format' };
  const hexDigits = address.slice(2);
  const checksummed = toChecksumAddress(hexDigits);
  const unchecksummed = hexDigits === hexDigits.toLowerCase() || hexDigits === hexDigits.toUpperCase();
  if (unchecksummed || checksummed === address) return { ok: true, address: checksummed };
  return { ok: false, error: 'invalid_checksum' };
}

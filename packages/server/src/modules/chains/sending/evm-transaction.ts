import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { toChecksumAddress } from '@platform/core/addresses';

/** RLP item: a byte string or a list of items. */
type RlpItem = Uint8Array | RlpItem[];

function encodeLength(length: number, offset: number): Uint8Array {
  if (length < 56) return Uint8Array.of(offset + length);
  const lengthBytes = hexToBytes(length.toString(16).padStart(Math.ceil(length.toString(16).length / 2) * 2, '0'));
  return Uint8Array.of(offset + 55 + lengthBytes.length, ...lengthBytes);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let position = 0;
  for (const part of parts) {
    out.set(part, position);
    position += part.length;
  }
  return out;
}

/** Recursive Length Prefix encoding (Ethereum yellow paper, appendix B). */
export function rlpEncode(item: RlpItem): Uint8Array {
  if (item instanceof Uint8Array) {
    if (item.length === 1 && item[0]! < 0x80) return item;
    return concat([encodeLength(item.length, 0x80), item]);
  }
  const payload = concat(item.map(rlpEncode));
  return concat([encodeLength(payload.length, 0xc0), payload]);
}

/** A non-negative integer as minimal big-endian bytes (zero is the empty string). */
export function integerBytes(value: bigint): Uint8Array {
  if (value < 0n) throw new RangeError('RLP integers are non-negative');
  if (value === 0n) return new Uint8Array(0);
  const hex = value.toString(16);
  return hexToBytes(hex.length % 2 === 0 ? hex : `0${hex}`);
}

export interface LegacyTransaction {
  nonce: bigint;
  gasPrice: bigint;
  gasLimit: bigint;
  to: string;
  value: bigint;
  data: string;
  chainId: bigint;
}

export interface SignedTransaction {
  /** 0x-prefixed raw transaction for eth_sendRawTransaction. */
  raw: string;
  /** keccak256 of the raw transaction: the hash the node reports. */
  hash: string;
}

const strip0x = (hex: string) => hex.replace(/^0x/, '');

/**
 * Signs a legacy (type 0) transaction with EIP-155 replay protection. The same fields and key
 * always give the same bytes (RFC 6979 deterministic signatures), so a stored signed transaction
 * rebroadcast after a crash is the very same transaction.
 */
export function signLegacyTransaction(transaction: LegacyTransaction, privateKeyHex: string): SignedTransaction {
  const fields: Uint8Array[] = [
    integerBytes(transaction.nonce),
    integerBytes(transaction.gasPrice),
    integerBytes(transaction.gasLimit),
    hexToBytes(strip0x(transaction.to)),
    integerBytes(transaction.value),
    hexToBytes(strip0x(transaction.data)),
  ];
  const signingPayload = rlpEncode([
    ...fields,
    integerBytes(transaction.chainId),
    new Uint8Array(0),
    new Uint8Array(0),
  ]);
  const digest = keccak_256(signingPayload);
  const signature = secp256k1.sign(digest, hexToBytes(strip0x(privateKeyHex)), { prehash: false, format: 'recovered' });
  const recovery = BigInt(signature[0]!);
  const r = signature.slice(1, 33);
  const s = signature.slice(33, 65);
  const v = transaction.chainId * 2n + 35n + recovery;
  const raw = rlpEncode([...fields, integerBytes(v), stripLeadingZeros(r), stripLeadingZeros(s)]);
  return { raw: `0x${bytesToHex(raw)}`, hash: `0x${bytesToHex(keccak_256(raw))}` };
}

function stripLeadingZeros(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length && bytes[start] === 0) start += 1;
  return bytes.slice(start);
}

/** The checksummed address of a private key. */
export function addressOfPrivateKey(privateKeyHex: string): string {
  const publicKey = secp256k1.getPublicKey(hexToBytes(strip0x(privateKeyHex)), false);
  return toChecksumAddress(bytesToHex(keccak_256(publicKey.slice(1)).slice(-20)));
}

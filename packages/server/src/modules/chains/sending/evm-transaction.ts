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

function legacyFields(transaction: LegacyTransaction): Uint8Array[] {
  return [
    integerBytes(transaction.nonce),
    integerBytes(transaction.gasPrice),
    integerBytes(transaction.gasLimit),
    hexToBytes(strip0x(transaction.to)),
    integerBytes(transaction.value),
    hexToBytes(strip0x(transaction.data)),
  ];
}

/** keccak256 of the EIP-155 signing payload: the fields, then chain id, 0, 0. */
function signingDigest(transaction: LegacyTransaction): Uint8Array {
  return keccak_256(
    rlpEncode([...legacyFields(transaction), integerBytes(transaction.chainId), new Uint8Array(0), new Uint8Array(0)]),
  );
}

/**
 * Signs a legacy (type 0) transaction with EIP-155 replay protection. The same fields and key
 * always give the same bytes (RFC 6979 deterministic signatures), so a stored signed transaction
 * rebroadcast after a crash is the very same transaction.
 */
export function signLegacyTransaction(transaction: LegacyTransaction, privateKeyHex: string): SignedTransaction {
  const signature = secp256k1.sign(signingDigest(transaction), hexToBytes(strip0x(privateKeyHex)), {
    prehash: false,
    format: 'recovered',
  });
  const recovery = BigInt(signature[0]!);
  const r = signature.slice(1, 33);
  const s = signature.slice(33, 65);
  const v = transaction.chainId * 2n + 35n + recovery;
  const raw = rlpEncode([...legacyFields(transaction), integerBytes(v), stripLeadingZeros(r), stripLeadingZeros(s)]);
  return { raw: `0x${bytesToHex(raw)}`, hash: `0x${bytesToHex(keccak_256(raw))}` };
}

/** Signed transactions are small; anything bigger than this is refused before decoding. */
const maxRawTransactionBytes = 128 * 1024;

/**
 * Checks a transaction someone else signed (an external deposit signer): it must be exactly the
 * legacy EIP-155 transaction asked for — same fields, canonical encoding, this chain id — and its
 * signature must recover to `fromAddress`. Returns the raw bytes and the hash computed here (the
 * signer's own claims are not trusted); throws an Error saying what differs.
 */
export function verifySignedLegacyTransaction(
  raw: string,
  expected: LegacyTransaction,
  fromAddress: string,
): SignedTransaction {
  if (!/^0x([0-9a-fA-F]{2})+$/.test(raw) || raw.length > 2 + 2 * maxRawTransactionBytes) {
    throw new Error('The signed transaction is not 0x-prefixed hex of a sane size');
  }
  const bytes = hexToBytes(strip0x(raw));
  const decoded = rlpDecode(bytes);
  if (!Array.isArray(decoded) || decoded.length !== 9 || decoded.some((item) => !(item instanceof Uint8Array))) {
    throw new Error('The signed transaction is not a legacy transaction (an RLP list of 9 byte strings)');
  }
  const items = decoded as Uint8Array[];
  const fields = legacyFields(expected);
  const names = ['nonce', 'gas price', 'gas limit', 'recipient', 'value', 'data'];
  fields.forEach((field, index) => {
    if (bytesToHex(field) !== bytesToHex(items[index]!)) {
      throw new Error(`The signed transaction's ${names[index]} differs from the one asked for`);
    }
  });
  const [vBytes, rBytes, sBytes] = [items[6]!, items[7]!, items[8]!];
  if (rBytes.length > 32 || sBytes.length > 32 || vBytes.length > 16) throw new Error('Malformed signature values');
  const recovery = bytesToInteger(vBytes) - (expected.chainId * 2n + 35n);
  if (recovery !== 0n && recovery !== 1n) throw new Error('The signature is not for this chain id (EIP-155 v)');
  const signature = new Uint8Array(65);
  signature[0] = Number(recovery);
  signature.set(rBytes, 33 - rBytes.length);
  signature.set(sBytes, 65 - sBytes.length);
  let publicKey: Uint8Array;
  try {
    const compressed = secp256k1.recoverPublicKey(signature, signingDigest(expected), { prehash: false });
    publicKey = secp256k1.Point.fromBytes(compressed).toBytes(false);
  } catch {
    throw new Error('The signature does not recover to a public key');
  }
  const signer = toChecksumAddress(bytesToHex(keccak_256(publicKey.slice(1)).slice(-20)));
  if (signer.toLowerCase() !== fromAddress.toLowerCase()) {
    throw new Error(`The transaction is signed by ${signer}, not by ${fromAddress}`);
  }
  if (bytesToHex(rlpEncode(items)) !== bytesToHex(bytes))
    throw new Error('The signed transaction is not canonical RLP');
  return { raw: `0x${bytesToHex(bytes)}`, hash: `0x${bytesToHex(keccak_256(bytes))}` };
}

function bytesToInteger(bytes: Uint8Array): bigint {
  return bytes.length === 0 ? 0n : BigInt(`0x${bytesToHex(bytes)}`);
}

/** Decodes one RLP item that fills `bytes` exactly (nesting and lengths bounds-checked). */
export function rlpDecode(bytes: Uint8Array): RlpItem {
  const [item, end] = decodeAt(bytes, 0, 0);
  if (end !== bytes.length) throw new Error('Trailing bytes after the RLP item');
  return item;
}

const maxRlpDepth = 16;

function decodeAt(bytes: Uint8Array, position: number, depth: number): [RlpItem, number] {
  if (depth > maxRlpDepth) throw new Error('RLP nested too deeply');
  const prefix = bytes[position];
  if (prefix === undefined) throw new Error('RLP item runs past the end');
  if (prefix < 0x80) return [bytes.slice(position, position + 1), position + 1];
  const isList = prefix >= 0xc0;
  const shortBase = isList ? 0xc0 : 0x80;
  let length: number;
  let start: number;
  if (prefix - shortBase < 56) {
    length = prefix - shortBase;
    start = position + 1;
  } else {
    const lengthOfLength = prefix - shortBase - 55;
    if (lengthOfLength > 4) throw new Error('RLP length too large');
    const lengthBytes = bytes.slice(position + 1, position + 1 + lengthOfLength);
    if (lengthBytes.length !== lengthOfLength) throw new Error('RLP length runs past the end');
    length = Number(bytesToInteger(lengthBytes));
    start = position + 1 + lengthOfLength;
  }
  const end = start + length;
  if (end > bytes.length) throw new Error('RLP item runs past the end');
  if (!isList) return [bytes.slice(start, end), end];
  const items: RlpItem[] = [];
  let cursor = start;
  while (cursor < end) {
    const [item, next] = decodeAt(bytes, cursor, depth + 1);
    if (next > end) throw new Error('RLP list item runs past its list');
    items.push(item);
    cursor = next;
  }
  return [items, end];
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

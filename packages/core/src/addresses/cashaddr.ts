import { bech32 } from '@scure/base';

/**
 * CashAddr (Bitcoin Cash address format spec): prefix ':' base32 payload with a 40-bit BCH-code
 * checksum over the lower 5 bits of the prefix, a zero separator, the payload and 8 zero groups.
 */

export type CashAddrType = 'p2pkh' | 'p2sh' | 'p2pkhWithTokens' | 'p2shWithTokens';

export interface CashAddress {
  prefix: string;
  type: CashAddrType;
  hash: Uint8Array;
}

export type CashAddrDecodeResult =
  ({ ok: true } & CashAddress) | { ok: false; error: 'invalid_format' | 'invalid_checksum' };

const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const generators = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];
const checksumGroups = 8;
/** Type bits 2 and 3 are the CashTokens token-aware forms; they receive plain BCH as well. */
const typeCodes: Record<CashAddrType, number> = { p2pkh: 0, p2sh: 1, p2pkhWithTokens: 2, p2shWithTokens: 3 };
const hashSizesBytes = [20, 24, 28, 32, 40, 48, 56, 64];

function polymod(values: readonly number[]): bigint {
  let checksum = 1n;
  for (const value of values) {
    const top = checksum >> 35n;
    checksum = ((checksum & 0x07ffffffffn) << 5n) ^ BigInt(value);
    generators.forEach((generator, bit) => {
      if ((top >> BigInt(bit)) & 1n) checksum ^= generator;
    });
  }
  return checksum ^ 1n;
}

function prefixGroups(prefix: string): number[] {
  return [...prefix].map((char) => char.charCodeAt(0) & 0x1f);
}

/** True when the lowercase payload (checksum included) carries a valid checksum for this prefix. */
export function cashAddrChecksumIsValid(prefix: string, payloadWithChecksum: readonly number[]): boolean {
  return polymod([...prefixGroups(prefix), 0, ...payloadWithChecksum]) === 0n;
}

export function encodeCashAddress({ prefix, type, hash }: CashAddress): string {
  const sizeCode = hashSizesBytes.indexOf(hash.length);
  if (sizeCode < 0) throw new RangeError(`CashAddr hash must be one of ${hashSizesBytes.join(', ')} bytes`);
  const versionByte = (typeCodes[type] << 3) | sizeCode;
  const payload = bech32.toWords(Uint8Array.of(versionByte, ...hash));
  const checksum = polymod([...prefixGroups(prefix), 0, ...payload, ...new Array<number>(checksumGroups).fill(0)]);
  const checksumWords = Array.from({ length: checksumGroups }, (_, position) =>
    Number((checksum >> BigInt(5 * (checksumGroups - 1 - position))) & 0x1fn),
  );
  return `${prefix}:${[...payload, ...checksumWords].map((word) => charset[word]).join('')}`;
}

function readPayload(text: string): number[] | undefined {
  const words = [...text].map((char) => charset.indexOf(char));
  return words.every((word) => word >= 0) ? words : undefined;
}

/**
 * Decodes a CashAddr string. The prefix may be omitted, in which case `defaultPrefix` is used
 * for the checksum (the spec's rule). Upper or lower case is accepted, mixed case is not.
 */
export function decodeCashAddress(address: string, defaultPrefix: string): CashAddrDecodeResult {
  if (address !== address.toLowerCase() && address !== address.toUpperCase())
    return { ok: false, error: 'invalid_format' };
  const lower = address.toLowerCase();
  const separator = lower.indexOf(':');
  const prefix = separator < 0 ? defaultPrefix : lower.slice(0, separator);
  const payload = readPayload(lower.slice(separator + 1));
  if (!payload || payload.length <= checksumGroups || !/^[a-z0-9]+$/.test(prefix)) {
    return { ok: false, error: 'invalid_format' };
  }
  if (!cashAddrChecksumIsValid(prefix, payload)) return { ok: false, error: 'invalid_checksum' };
  const bytes = bech32.fromWordsUnsafe(payload.slice(0, -checksumGroups));
  const versionByte = bytes?.[0];
  if (!bytes || versionByte === undefined || versionByte & 0x80) return { ok: false, error: 'invalid_format' };
  const type = (Object.keys(typeCodes) as CashAddrType[]).find((name) => typeCodes[name] === versionByte >> 3);
  const hash = bytes.slice(1);
  if (!type || hashSizesBytes[versionByte & 0x07] !== hash.length) return { ok: false, error: 'invalid_format' };
  return { ok: true, prefix, type, hash };
}

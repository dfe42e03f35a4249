import { bech32, bech32m } from '@scure/base';

/** A decoded BIP173/BIP350 address: witness version 0–16 and its 2–40 byte program. */
export interface SegwitProgram {
  hrp: string;
  witnessVersion: number;
  program: Uint8Array;
}

export type SegwitDecodeResult =
  ({ ok: true } & SegwitProgram) | { ok: false; error: 'invalid_format' | 'invalid_checksum' };

const bech32Charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const maxAddressLength = 90;
const checksumLength = 6;

/** Witness version 0 uses bech32 (BIP173); every later version uses bech32m (BIP350). */
function codecFor(witnessVersion: number) {
  return witnessVersion === 0 ? bech32 : bech32m;
}

export function encodeSegwitAddress({ hrp, witnessVersion, program }: SegwitProgram): string {
  const words = [witnessVersion, ...bech32.toWords(program)];
  return codecFor(witnessVersion).encode(hrp, words);
}

/** Characters, case and separator position: anything wrong here is a typo, not a checksum miss. */
function hasBech32Shape(address: string): boolean {
  if (address.length < 8 || address.length > maxAddressLength) return false;
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  const lower = address.toLowerCase();
  const separator = lower.lastIndexOf('1');
  if (separator < 1 || separator + 1 + checksumLength > lower.length) return false;
  const hrpIsPrintable = [...lower.slice(0, separator)].every((char) => {
    const code = char.charCodeAt(0);
    return code >= 33 && code <= 126;
  });
  return hrpIsPrintable && [...lower.slice(separator + 1)].every((char) => bech32Charset.includes(char));
}

/**
 * Decodes a SegWit address by the BIP173 and BIP350 rules: one case only, bech32 for v0 and
 * bech32m for v1+, a 2–40 byte program, 20 or 32 bytes for v0, no excess or non-zero padding.
 * The network (hrp) is left to the caller.
 */
export function decodeSegwitAddress(address: string): SegwitDecodeResult {
  if (!hasBech32Shape(address)) return { ok: false, error: 'invalid_format' };
  const lower = address.toLowerCase();
  const asBech32 = bech32.decodeUnsafe(lower, maxAddressLength);
  const asBech32m = bech32m.decodeUnsafe(lower, maxAddressLength);
  const decoded = asBech32 || asBech32m;
  if (!decoded) return { ok: false, error: 'invalid_checksum' };
  const [witnessVersion, ...programWords] = decoded.words;
  if (witnessVersion === undefined || witnessVersion > 16) return { ok: false, error: 'invalid_format' };
  const checksumMatchesVersion = witnessVersion === 0 ? Boolean(asBech32) : Boolean(asBech32m);
  if (!checksumMatchesVersion) return { ok: false, error: 'invalid_checksum' };
  const program = bech32.fromWordsUnsafe(programWords);
  if (!program || program.length < 2 || program.length > 40) return { ok: false, error: 'invalid_format' };
  if (witnessVersion === 0 && program.length !== 20 && program.length !== 32) {
    return { ok: false, error: 'invalid_format' };
  }
  return { ok: true, hrp: decoded.prefix, witnessVersion, program };
}

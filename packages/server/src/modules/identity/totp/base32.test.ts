import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeBase32, encodeBase32 } from './base32.js';

// RFC 4648 §10 test vectors (padding removed, as otpauth:// secrets carry none).
const vectors: [string, string][] = [
  ['', ''],
  ['f', 'MY'],
  ['fo', 'MZXQ'],
  ['foo', 'MZXW6'],
  ['foob', 'MZXW6YQ'],
  ['fooba', 'MZXW6YTB'],
  ['foobar', 'MZXW6YTBOI'],
];

describe('base32 (RFC 4648)', () => {
  it.each(vectors)('encodes %j as %s', (plain, encoded) => {
    expect(encodeBase32(Buffer.from(plain))).toBe(encoded);
  });

  it.each(vectors)('decodes %j back from %s, also in lower case and with padding', (plain, encoded) => {
    expect(decodeBase32(encoded)?.toString()).toBe(plain);
    expect(decodeBase32(encoded.toLowerCase())?.toString()).toBe(plain);
    const padded = encoded + '='.repeat((8 - (encoded.length % 8)) % 8);
    expect(decodeBase32(padded)?.toString()).toBe(plain);
  });

  it('ignores the spaces people type when copying a secret', () => {
    expect(decodeBase32('MZXW 6YTB OI')?.toString()).toBe('foobar');
  });

  it('round-trips random secrets', () => {
    for (let index = 0; index < 50; index += 1) {
      const bytes = randomBytes(index);
      expect(decodeBase32(encodeBase32(bytes))).toEqual(bytes);
    }
  });

  it('refuses characters outside the alphabet and non-zero leftover bits', () => {
    expect(decodeBase32('MZXW1')).toBeUndefined();
    expect(decodeBase32('MZ!W')).toBeUndefined();
    // "MZ" is "f"; "M3" leaves non-zero bits after the byte.
    expect(decodeBase32('M3')).toBeUndefined();
  });
});

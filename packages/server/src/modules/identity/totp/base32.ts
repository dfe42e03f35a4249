/**
 * Base32 of RFC 4648 §6 (A–Z, 2–7), the encoding authenticator apps expect for TOTP secrets.
 * Encoding leaves the `=` padding off (as otpauth:// URIs do); decoding accepts lower case,
 * spaces and padding, since people copy secrets by hand.
 */
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function encodeBase32(bytes: Uint8Array): string {
  let output = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += alphabet[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) output += alphabet[(buffer << (5 - bits)) & 31];
  return output;
}

/** Undefined when the text is not base32 (a character outside the alphabet, or bits left over). */
export function decodeBase32(text: string): Buffer | undefined {
  const clean = text.replace(/[\s-]/g, '').replace(/=+$/, '').toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const character of clean) {
    const value = alphabet.indexOf(character);
    if (value < 0) return undefined;
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  // Leftover bits must be zero padding of the last character, never data.
  if (buffer !== 0) return undefined;
  return Buffer.from(bytes);
}

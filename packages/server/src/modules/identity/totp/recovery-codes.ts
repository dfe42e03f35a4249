import { createHmac, randomBytes } from 'node:crypto';

/**
 * Recovery codes: 10 per user, each 10 characters of Crockford's base32 (50 bits) shown as
 * `xxxxx-xxxxx`, shown once, stored only as an HMAC under a server-side key (so a copy of the
 * database alone cannot be searched for them), and usable once.
 */
export const recoveryCodeCount = 10;
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
const codeLength = 10;

export function generateRecoveryCodes(count: number = recoveryCodeCount): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    // 256 is a multiple of 32, so `byte & 31` is unbiased.
    const characters = [...randomBytes(codeLength)].map((byte) => alphabet[byte & 31]).join('');
    codes.add(`${characters.slice(0, 5)}-${characters.slice(5)}`);
  }
  return [...codes];
}

/**
 * The canonical form of a typed recovery code (case, spaces and dashes ignored; the letters people
 * confuse with digits read as those digits), or undefined when it cannot be one.
 */
export function normalizeRecoveryCode(input: string): string | undefined {
  const compact = input.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
  if (compact.length !== codeLength) return undefined;
  for (const character of compact) if (!alphabet.includes(character)) return undefined;
  return compact;
}

/** Looks like a recovery code rather than a 6-digit authenticator code. */
export function isRecoveryCodeShape(input: string): boolean {
  return normalizeRecoveryCode(input) !== undefined;
}

/**
 * Recovery code hashes: HMAC-SHA256 (hex) of the user id and the canonical code under the
 * recovery-code pepper (a purpose key: lib/purpose-keys.ts). Codes stored before purpose keys were
 * hashed under the legacy pepper; a typed code is looked up under both, and new codes are hashed
 * under the pepper only (regenerating the codes replaces every old hash).
 */
export interface RecoveryCodeHasher {
  /** The hash a new code is stored under. */
  hash(userId: string, normalizedCode: string): string;
  /** Every hash the code may be stored under: the current one first, then the legacy one. */
  storedForms(userId: string, normalizedCode: string): string[];
}

export function createRecoveryCodeHasher(peppers: {
  pepper: Uint8Array;
  legacyPepper?: Uint8Array;
}): RecoveryCodeHasher {
  const hashUnder = (pepper: Uint8Array, userId: string, normalizedCode: string) =>
    createHmac('sha256', pepper).update(`recovery:${userId}:${normalizedCode}`).digest('hex');
  return {
    hash: (userId, normalizedCode) => hashUnder(peppers.pepper, userId, normalizedCode),
    storedForms(userId, normalizedCode) {
      const current = hashUnder(peppers.pepper, userId, normalizedCode);
      if (peppers.legacyPepper === undefined) return [current];
      return [current, hashUnder(peppers.legacyPepper, userId, normalizedCode)];
    },
  };
}

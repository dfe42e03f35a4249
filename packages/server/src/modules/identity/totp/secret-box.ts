import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (authenticator-app secrets, webhook signing secrets): AES-256-GCM with a random
 * 96-bit nonce and a context (the user id, the secret id) as additional authenticated data, so a
 * ciphertext copied onto another row does not open. Stored as `v2.<nonce>.<tag>.<ciphertext>` in
 * base64url under the purpose's own key (lib/purpose-keys.ts). Texts sealed before purpose keys
 * read `v1.…` (same layout, the legacy key): they still open, and `isLegacy` says to seal them again.
 */
export interface SecretBox {
  /** Seals under the purpose key, as `v2.…`. */
  seal(plaintext: Uint8Array, context: string): string;
  /** Throws SecretBoxError when the text was not sealed with this box's keys and this context. */
  open(sealed: string, context: string): Buffer;
  /** Sealed before purpose keys (`v1.…`): seal it again at the next write. */
  isLegacy(sealed: string): boolean;
}

export interface SecretBoxKeys {
  /** The purpose key every new seal uses (32 bytes). */
  key: Uint8Array;
  /** The key `v1.` texts were sealed with before purpose keys; without it they do not open. */
  legacyKey?: Uint8Array;
}

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

const currentVersion = 'v2';
const legacyVersion = 'v1';
const nonceBytes = 12;
const tagBytes = 16;

/**
 * The master key used in test mode when TOTP_ENCRYPTION_KEY is unset: derived from a fixed, public
 * label, so it protects nothing. Live mode never uses it (identity-env.ts).
 */
export const testModeDevKeyLabel = 'platform TOTP dev key: TEST MODE ONLY, NOT A SECRET';
export function testModeDevKey(): Buffer {
  return createHash('sha256').update(testModeDevKeyLabel).digest();
}

function sealWith(key: Uint8Array, version: string, plaintext: Uint8Array, context: string): string {
  const nonce = randomBytes(nonceBytes);
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: tagBytes });
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const parts = [nonce, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
  return [version, ...parts].join('.');
}

function openWith(key: Uint8Array, parts: string[], context: string): Buffer {
  const [nonceText, tagText, ciphertextText] = parts as [string, string, string];
  const nonce = Buffer.from(nonceText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  if (nonce.length !== nonceBytes || tag.length !== tagBytes) throw new SecretBoxError('malformed sealed secret');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, nonce, { authTagLength: tagBytes });
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(Buffer.from(ciphertextText, 'base64url')), decipher.final()]);
  } catch {
    throw new SecretBoxError('the sealed secret does not open with this key and context');
  }
}

export function createSecretBox(keys: SecretBoxKeys): SecretBox {
  if (keys.key.length !== 32) throw new RangeError('a secret box key must be 32 bytes');
  if (keys.legacyKey !== undefined && keys.legacyKey.length !== 32) {
    throw new RangeError('a secret box key must be 32 bytes');
  }
  return {
    seal: (plaintext, context) => sealWith(keys.key, currentVersion, plaintext, context),
    open(sealed, context) {
      const [version, ...parts] = sealed.split('.');
      if (parts.length !== 3) throw new SecretBoxError('not a sealed secret of a known version');
      if (version === currentVersion) return openWith(keys.key, parts, context);
      if (version === legacyVersion && keys.legacyKey !== undefined) return openWith(keys.legacyKey, parts, context);
      throw new SecretBoxError('not a sealed secret of a known version');
    },
    isLegacy: (sealed) => sealed.startsWith(`${legacyVersion}.`),
  };
}

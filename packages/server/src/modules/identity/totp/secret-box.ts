import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * TOTP secrets at rest: AES-256-GCM with a random 96-bit nonce, the user id as additional
 * authenticated data (a ciphertext copied onto another user's row does not decrypt), stored as
 * `v1.<nonce>.<tag>.<ciphertext>` in base64url. The key comes from TOTP_ENCRYPTION_KEY.
 */
export interface SecretBox {
  seal(plaintext: Uint8Array, context: string): string;
  /** Throws SecretBoxError when the text was not sealed with this key and context. */
  open(sealed: string, context: string): Buffer;
  /** HMAC-SHA256 under a key derived from the same secret (recovery code hashes). */
  mac(message: string): string;
}

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

const version = 'v1';
const nonceBytes = 12;
const tagBytes = 16;

/**
 * The key used in test mode when TOTP_ENCRYPTION_KEY is unset: derived from a fixed, public label,
 * so it protects nothing. Live mode refuses to start without a real key (identity-env.ts).
 */
export const testModeDevKeyLabel = 'platform TOTP dev key: TEST MODE ONLY, NOT A SECRET';
export function testModeDevKey(): Buffer {
  return createHash('sha256').update(testModeDevKeyLabel).digest();
}

export function createSecretBox(key: Uint8Array): SecretBox {
  if (key.length !== 32) throw new RangeError('the TOTP encryption key must be 32 bytes');
  const encryptionKey = createHmac('sha256', key).update('totp-secret-encryption').digest();
  const macKey = createHmac('sha256', key).update('recovery-code-hashing').digest();
  return {
    seal(plaintext, context) {
      const nonce = randomBytes(nonceBytes);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, nonce, { authTagLength: tagBytes });
      cipher.setAAD(Buffer.from(context));
      const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return [version, ...parts].join('.');
    },
    open(sealed, context) {
      const [prefix, nonceText, tagText, ciphertextText, ...rest] = sealed.split('.');
      if (prefix !== version || nonceText === undefined || tagText === undefined || ciphertextText === undefined) {
        throw new SecretBoxError('not a sealed secret of this version');
      }
      if (rest.length > 0) throw new SecretBoxError('not a sealed secret of this version');
      const nonce = Buffer.from(nonceText, 'base64url');
      const tag = Buffer.from(tagText, 'base64url');
      if (nonce.length !== nonceBytes || tag.length !== tagBytes) throw new SecretBoxError('malformed sealed secret');
      try {
        const decipher = createDecipheriv('aes-256-gcm', encryptionKey, nonce, { authTagLength: tagBytes });
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(Buffer.from(ciphertextText, 'base64url')), decipher.final()]);
      } catch {
        throw new SecretBoxError('the sealed secret does not open with this key and context');
      }
    },
    mac(message) {
      return createHmac('sha256', macKey).update(message).digest('hex');
    },
  };
}
